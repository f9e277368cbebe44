import Games

extension TicTacToeGame {
    /// Reads a move form: `cell` (0–8) is required; `mark` (X or O) says whose piece it is.
    /// The mark may be missing here; `apply` decides whether that is allowed (against the computer
    /// it means the human's piece, in two-player mode it is refused).
    public static func parseMove(_ fields: FormFields) throws(TicTacToeError) -> TicTacToeMove {
        guard let cell = fields["cell"], !cell.isEmpty else {
            throw .badMove("Choose a square to play.")
        }
        guard let position = fields.integer("cell") else {
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
}
