import Games

/// Tic-Tac-Toe between two people, as the site plays it online: a two-player game on an empty board.
extension TicTacToeGame: TwoPlayerGame {
    public static func betweenTwoPlayers() -> TicTacToeGame {
        // No computer, so the seed is never drawn from.
        TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 0)
    }

    public var winner: Mark? {
        if case .won(let mark) = state { mark } else { nil }
    }

    /// `cell` names the square (`a1`–`c3`, or 0–8); the piece is the side's own.
    public func move(from fields: FormFields, by side: Mark) -> TicTacToeMove? {
        fields.cell("cell", width: 3, height: 3).map { .place(position: $0, mark: side) }
    }
}
