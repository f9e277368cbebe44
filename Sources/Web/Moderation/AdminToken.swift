/// The operator's credential for `/admin`, given at start (`--admin-token`). Compared in constant time, so
/// the time an answer takes tells nothing about how much of a guess was right.
public struct AdminToken: Sendable {
    /// Shorter tokens could be guessed through the page; the server refuses to start with one.
    public static let minimumLength = 16
    /// A long token of few characters (`aaaaaaaaaaaaaaaa`, `abababababababab`) is among the first a guesser tries.
    public static let minimumDistinct = 8
    /// The rule, as the start-up refusal and the help say it.
    public static let rule = "at least \(minimumLength) characters, of which at least \(minimumDistinct) different"

    /// Why a token is refused at start.
    public enum Weakness: Error, Equatable {
        case tooShort(length: Int)
        case tooFewDistinct(distinct: Int)

        public var description: String {
            switch self {
            case .tooShort(let length): "it has \(length) character\(length == 1 ? "" : "s")"
            case .tooFewDistinct(let distinct): "it has only \(distinct) different character\(distinct == 1 ? "" : "s")"
            }
        }
    }

    private let bytes: [UInt8]

    public init(checking text: String) throws(Weakness) {
        let length = text.unicodeScalars.count
        guard length >= Self.minimumLength else { throw .tooShort(length: length) }
        let distinct = Set(text.unicodeScalars).count
        guard distinct >= Self.minimumDistinct else { throw .tooFewDistinct(distinct: distinct) }
        bytes = Array(text.utf8)
    }

    /// Nil for a token that breaks the rule.
    public init?(_ text: String) {
        guard let token = try? Self(checking: text) else { return nil }
        self = token
    }

    /// Reads every byte of the expected token whatever `submitted` is; only a length difference is visible.
    func matches(_ submitted: String?) -> Bool {
        guard let submitted else { return false }
        return ConstantTime.equal(Array(submitted.utf8), bytes)
    }
}
