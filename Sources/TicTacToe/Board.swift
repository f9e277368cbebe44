import MarkGames

/// The nine squares, numbered 0–8 row by row. Each square is empty or holds an X or an O.
///
/// Kept as two bit sets (one per mark) so the computer can search thousands of boards cheaply.
public struct Board: MarkBoard {
    /// Three squares across and down.
    public static let width = 3
    /// Every square, in order.
    public static let positions = 0..<9

    /// The eight lines of three: rows, columns, then the two diagonals.
    public static let lines: [[Int]] = [
        [0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6],
    ]

    private static let lineMasks: [UInt16] = lines.map { line in
        line.reduce(0) { $0 | 1 << $1 }
    }
    private static let fullMask: UInt16 = 0b1_1111_1111

    private var xs: UInt16 = 0
    private var os: UInt16 = 0

    /// An empty board.
    public init() {}

    /// The piece on a square; nil for an empty square or a position that is not on the board.
    public subscript(_ position: Int) -> Mark? {
        guard Board.positions.contains(position) else { return nil }
        if xs & 1 << position != 0 { return .x }
        if os & 1 << position != 0 { return .o }
        return nil
    }

    /// Whether a square holds a piece (false for a position that is not on the board).
    public func isOccupied(_ position: Int) -> Bool {
        self[position] != nil
    }

    /// The side with three in a line, if any.
    public var winner: Mark? {
        winningLineAndMark?.mark
    }

    /// The three squares of the winning line, for the page to highlight.
    public var winningLine: [Int]? {
        winningLineAndMark?.line
    }

    /// Whether every square holds a piece.
    public var isFull: Bool {
        xs | os == Board.fullMask
    }

    /// The squares still free, in order.
    public var emptyPositions: [Int] {
        Board.positions.filter { !isOccupied($0) }
    }

    /// How many pieces of one side are on the board.
    public func count(of mark: Mark) -> Int {
        (mark == .x ? xs : os).nonzeroBitCount
    }

    /// Puts a piece on a square, replacing whatever was there; the rules (whose turn, is it free)
    /// are the game's to check. A position that is not on the board is ignored rather than trapping.
    public mutating func mark(_ position: Int, _ mark: Mark) {
        guard Board.positions.contains(position) else { return }
        let bit: UInt16 = 1 << position
        switch mark {
        case .x: xs |= bit; os &= ~bit
        case .o: os |= bit; xs &= ~bit
        }
    }

    /// Takes every piece off the board.
    public mutating func clear() {
        xs = 0
        os = 0
    }

    /// Whether `mark` has three in a line: cheaper than `winner` when the caller knows who just moved.
    func hasLine(_ mark: Mark) -> Bool {
        Board.containsLine(pieces(of: mark))
    }

    /// One side's pieces as a bit set (bit n for square n), for the computer's search.
    func pieces(of mark: Mark) -> UInt16 {
        mark == .x ? xs : os
    }

    /// Whether a bit set of squares holds a whole line.
    static func containsLine(_ pieces: UInt16) -> Bool {
        hasLineBySet[Int(pieces & fullMask)]
    }

    /// The answer for each of the 512 sets of squares, worked out once: the computer's search asks
    /// this tens of thousands of times a move.
    private static let hasLineBySet: [Bool] = (0...Int(fullMask)).map { pieces in
        lineMasks.contains { Int($0) & pieces == Int($0) }
    }

    private var winningLineAndMark: (line: [Int], mark: Mark)? {
        for (index, mask) in Board.lineMasks.enumerated() {
            if xs & mask == mask { return (Board.lines[index], .x) }
            if os & mask == mask { return (Board.lines[index], .o) }
        }
        return nil
    }
}
