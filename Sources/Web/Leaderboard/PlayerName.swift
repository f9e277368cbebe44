import Foundation

/// A name for the leaderboard: 1–24 printable characters after trimming. Shown escaped everywhere.
enum PlayerName {
    static let maximumLength = 24

    struct Refusal: Error {
        let message: String
    }

    /// `blocked`: the operator's list (`--blocked-words`); a name containing one is refused without saying which.
    static func validate(_ raw: String?, blocked: BlockedWords = .none) throws(Refusal) -> String {
        let name = (raw ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { throw Refusal(message: "Please enter a name: it cannot be empty.") }
        guard name.count <= maximumLength else {
            throw Refusal(message: "That name is \(name.count) characters long; the most is \(maximumLength).")
        }
        guard name.unicodeScalars.allSatisfy({ !$0.properties.generalCategory.isControlOrInvisible }) else {
            throw Refusal(message: "A name can only use printable characters.")
        }
        guard !blocked.blocks(name) else {
            throw Refusal(message: "Please choose another name: this one contains a word the leaderboard does not show.")
        }
        return name
    }
}

private extension Unicode.GeneralCategory {
    var isControlOrInvisible: Bool {
        switch self {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
