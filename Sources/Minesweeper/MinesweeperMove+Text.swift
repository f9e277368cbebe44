import Games

/// A move as text: `r37` uncovers cell 37 (or chords on it), `f37` flags it, `q37` turns its flag into a question
/// mark, `c37` clears its mark. Old logs also hold `m` and `q`, the toggles of flag mode and question marks; the
/// settings as they are now (`m+`, `m-`, `q+`, `q-`) are never logged.
extension MinesweeperMove: GameMove {
    public var text: String {
        switch self {
        case .reveal(let cell): "r" + String(cell)
        case .flag(let cell): "f" + String(cell)
        case .question(let cell): "q" + String(cell)
        case .clear(let cell): "c" + String(cell)
        case .setFlagMode(let on): on ? "m+" : "m-"
        case .setQuestionMarks(let on): on ? "q+" : "q-"
        case .toggleFlagMode: "m"
        case .toggleQuestionMarks: "q"
        }
    }

    public init?(text: String) {
        switch text {
        case "m": self = .toggleFlagMode
        case "q": self = .toggleQuestionMarks
        case "m+", "m-": self = .setFlagMode(text == "m+")
        case "q+", "q-": self = .setQuestionMarks(text == "q+")
        default:
            guard let cell = MoveText.number(text.dropFirst()) else { return nil }
            switch text.first {
            case "r": self = .reveal(cell)
            case "f": self = .flag(cell)
            case "q": self = .question(cell)
            case "c": self = .clear(cell)
            default: return nil
            }
        }
    }

    public var isSetting: Bool {
        switch self {
        case .setFlagMode, .setQuestionMarks: true
        default: false
        }
    }
}
