import Games

/// Ultimate Tic-Tac-Toe between two people, as the site plays it with a friend online: a two-player game on an
/// empty board.
extension UltimateTicTacToeGame: TwoPlayerGame {
    public static func betweenTwoPlayers() -> UltimateTicTacToeGame {
        // No computer, so the seed is never drawn from.
        UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 0)
    }

    public var winner: Mark? {
        if case .won(let mark) = state { mark } else { nil }
    }

    /// `cell` names the square on the 9 × 9 grid (`a1`–`i9`, or 0–80); the piece is the side's own.
    public func move(from fields: FormFields, by side: Mark) -> UltimateTicTacToeMove? {
        fields.cell("cell", width: 9, height: 9).map { .place(cell: $0, mark: side) }
    }
}
