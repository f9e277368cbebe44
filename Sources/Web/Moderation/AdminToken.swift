/// The operator's credential for `/admin`, given at start (`--admin-token`). Compared in constant time, so
/// the time an answer takes tells nothing about how much of a guess was right.
public struct AdminToken: Sendable {
    /// Shorter tokens could be guessed through the page; the server refuses to start with one.
    public static let minimumLength = 16

    private let bytes: [UInt8]

    /// Nil for a token shorter than `minimumLength`.
    public init?(_ text: String) {
        guard text.utf8.count >= Self.minimumLength else { return nil }
        bytes = Array(text.utf8)
    }

    /// Reads every byte of the expected token whatever `submitted` is; only a length difference is visible.
    func matches(_ submitted: String?) -> Bool {
        guard let submitted else { return false }
        return ConstantTime.equal(Array(submitted.utf8), bytes)
    }
}
