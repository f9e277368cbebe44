import Games

/// Tic-Tac-Toe as the shared controller drives it.
extension TicTacToeGame: Game {
    public typealias Params = TicTacToeParams
    public typealias Move = TicTacToeMove
    public typealias Failure = TicTacToeError

    public static func params(from fields: FormFields) throws(TicTacToeError) -> TicTacToeParams {
        try TicTacToeParams.parse(fields)
    }

    /// Reads a move form: `cell` (its name, `a1`–`c3`, or its index, 0–8) is required; `mark` (X or O) says whose piece it is.
    /// The mark may be missing here; `apply` decides whether that is allowed (against the computer
    /// it means the human's piece, in two-player mode it is refused).
    public func interpret(_ fields: FormFields) throws(TicTacToeError) -> TicTacToeMove {
        guard let cell = fields["cell"], !cell.isEmpty else {
            throw .badMove("Choose a square to play.")
        }
        guard let position = fields.cell("cell", width: 3, height: 3) else {
            throw .badMove("That square could not be read. Choose a square on the board.")
        }
        guard Board.positions.contains(position) else { throw .outOfRange }

        guard let markText = fields["mark"], !markText.isEmpty else {
            return .place(position: position, mark: nil)
        }
        guard let mark = Mark(rawValue: markText.uppercased()) else {
            throw .badMove("A piece is either X or O.")
        }
        return .place(position: position, mark: mark)
    }

    /// From the first piece a person places: against the computer, its opening (when the human plays O) does not
    /// start the clock.
    public var clockStarted: Bool {
        params.mode == .twoPlayers ? moveCount > 0 : board.count(of: params.human) > 0
    }

    /// Two-player games and each computer level are tallied (and ranked) apart.
    public var levelKey: String { params.mode == .twoPlayers ? "two-players" : params.level.rawValue }
}
