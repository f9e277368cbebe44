import Games

/// Ultimate Tic-Tac-Toe as the shared controller drives it.
extension UltimateTicTacToeGame: Game {
    public typealias Params = UltimateTicTacToeParams
    public typealias Move = UltimateTicTacToeMove
    public typealias Failure = UltimateTicTacToeError

    public static func params(from fields: FormFields) throws(UltimateTicTacToeError) -> UltimateTicTacToeParams {
        try UltimateTicTacToeParams.parse(fields)
    }

    /// Reads a move form: `cell` (its name on the 9 × 9 grid, `a1`–`i9`, or its index, 0–80) is required;
    /// `mark` (X or O) says whose piece it is. The mark may be missing here; `apply` decides whether that is
    /// allowed (against the computer it means the human's piece, in two-player mode it is refused).
    public func interpret(_ fields: FormFields) throws(UltimateTicTacToeError) -> UltimateTicTacToeMove {
        guard let cell = fields["cell"], !cell.isEmpty else {
            throw .badMove("Choose a square to play.")
        }
        guard let index = fields.cell("cell", width: 9, height: 9) else {
            throw .badMove("That square could not be read. Choose a square on the board.")
        }
        guard Board.cells.contains(index) else { throw .outOfRange }

        guard let markText = fields["mark"], !markText.isEmpty else {
            return .place(cell: index, mark: nil)
        }
        guard let mark = Mark(rawValue: markText.uppercased()) else {
            throw .badMove("A piece is either X or O.")
        }
        return .place(cell: index, mark: mark)
    }

    /// From the first piece a person places: against the computer, its opening (when the human plays O) does not
    /// start the clock.
    public var clockStarted: Bool {
        params.mode == .twoPlayers ? moveCount > 0 : board.count(of: params.human) > 0
    }

    /// Two-player games and each computer level are tallied (and ranked) apart.
    public var levelKey: String { params.mode == .twoPlayers ? "two-players" : params.level.rawValue }
}
