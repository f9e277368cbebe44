/// A board written as nine characters, row by row: `X`, `O`, or `.` for an empty square
/// (`"XO..X...O"`). It is how a board is stored, and it makes positions easy to read in tests.
extension Board: Codable, CustomStringConvertible {
    /// Reads a layout; nil unless it is exactly nine of `X`, `O` and `.`.
    public init?(layout: String) {
        let squares = Array(layout)
        guard squares.count == Board.positions.count else { return nil }
        self.init()
        for (position, square) in squares.enumerated() {
            switch square {
            case "X": mark(position, .x)
            case "O": mark(position, .o)
            case ".": continue
            default: return nil
            }
        }
    }

    /// The board as nine characters, row by row.
    public var layout: String {
        String(Board.positions.map { Character(self[$0]?.rawValue ?? ".") })
    }

    public var description: String { layout }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let layout = try container.decode(String.self)
        guard let board = Board(layout: layout) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "A board is nine of X, O and '.', not \(layout.debugDescription).")
        }
        self = board
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(layout)
    }
}
