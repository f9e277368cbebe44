import Games

/// A move as text: `r37` uncovers cell 37 (or chords on it), `f37` flags it, `m` toggles flag mode and `q`
/// question marks.
extension MinesweeperMove: GameMove {
    public var text: String {
        switch self {
        case .reveal(let cell): "r" + String(cell)
        case .flag(let cell): "f" + String(cell)
        case .toggleFlagMode: "m"
        case .toggleQuestionMarks: "q"
        }
    }

    public init?(text: String) {
        switch text.first {
        case "m" where text == "m": self = .toggleFlagMode
        case "q" where text == "q": self = .toggleQuestionMarks
        case "r":
            guard let cell = MoveText.number(text.dropFirst()) else { return nil }
            self = .reveal(cell)
        case "f":
            guard let cell = MoveText.number(text.dropFirst()) else { return nil }
            self = .flag(cell)
        default: return nil
        }
    }
}
