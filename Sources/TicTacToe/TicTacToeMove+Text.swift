import Games

/// A move as text: the mark the form posted, then the square (`X4`, `O4`), or the square alone (`4`) when the
/// form named no mark.
extension TicTacToeMove: GameMove {
    public var text: String {
        switch self {
        case let .place(position, mark): (mark?.rawValue ?? "") + String(position)
        }
    }

    public init?(text: String) {
        let (mark, digits) = Mark.prefix(of: text)
        guard let position = MoveText.number(digits) else { return nil }
        self = .place(position: position, mark: mark)
    }
}
