import Games

/// A piece on the board of Tic-Tac-Toe and Ultimate Tic-Tac-Toe. X always moves first.
public enum Mark: String, Codable, Sendable, CaseIterable, TwoPlayerSide {
    case x = "X"
    case o = "O"

    /// The opponent's piece.
    public var other: Mark { self == .x ? .o : .x }

    /// A move text's leading mark (`X4`, `Xe5`), if it has one, and the rest of the text.
    public static func prefix(of text: String) -> (mark: Mark?, rest: Substring) {
        if let first = text.first, let mark = Mark(rawValue: String(first)) {
            return (mark, text.dropFirst())
        }
        return (nil, Substring(text))
    }
}
