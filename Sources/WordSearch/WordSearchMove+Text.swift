import Games

/// A move as text: `t37` taps letter 37, `s3-17` selects from letter 3 to letter 17, `r2` reveals word 2.
extension WordSearchMove: GameMove {
    public var text: String {
        switch self {
        case .tap(let cell): "t" + String(cell)
        case .select(let from, let to): "s" + String(from) + "-" + String(to)
        case .reveal(let wordIndex): "r" + String(wordIndex)
        }
    }

    public init?(text: String) {
        let rest = text.dropFirst()
        switch text.first {
        case "t":
            guard let cell = MoveText.number(rest) else { return nil }
            self = .tap(cell)
        case "r":
            guard let wordIndex = MoveText.number(rest) else { return nil }
            self = .reveal(wordIndex: wordIndex)
        case "s":
            let ends = rest.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            guard ends.count == 2, let from = MoveText.number(ends[0]), let to = MoveText.number(ends[1]) else {
                return nil
            }
            self = .select(from: from, to: to)
        default: return nil
        }
    }
}
