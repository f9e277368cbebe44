/// The board as the page and the move texts read it: 81 cells numbered 0–80 row by row on the 9 × 9 grid
/// (`CellName`: a1 … i9), each in one small board at one square.
extension Board {
    /// Every cell, in order.
    public static let cells = 0..<81
    /// Every small board, in order.
    public static let smallBoards = 0..<9

    /// The small board a cell is in.
    public static func smallBoard(of cell: Int) -> Int { cell / 27 * 3 + cell % 9 / 3 }

    /// The square a cell is within its small board: also the small board a move there sends the opponent to.
    public static func square(of cell: Int) -> Int { cell / 9 % 3 * 3 + cell % 3 }

    /// The cell at a square of a small board.
    public static func cell(smallBoard: Int, square: Int) -> Int {
        (smallBoard / 3 * 3 + square / 3) * 9 + smallBoard % 3 * 3 + square % 3
    }

    /// The piece on a cell; nil for an empty cell or a number that is not a cell.
    public subscript(_ cell: Int) -> Mark? {
        guard Board.cells.contains(cell) else { return nil }
        let bit = UInt128(1) << (9 * Board.smallBoard(of: cell) + Board.square(of: cell))
        if xs & bit != 0 { return .x }
        if os & bit != 0 { return .o }
        return nil
    }

    /// How many pieces of one side are on the board.
    public func count(of mark: Mark) -> Int {
        (mark == .x ? xs : os).nonzeroBitCount
    }

    /// Whose move it is (X first).
    public var turn: Mark { count(of: .x) > count(of: .o) ? .o : .x }

    /// The side that won a small board, if any.
    public func winner(ofSmallBoard smallBoard: Int) -> Mark? {
        guard Board.smallBoards.contains(smallBoard) else { return nil }
        if wonByX & 1 << UInt16(smallBoard) != 0 { return .x }
        if wonByO & 1 << UInt16(smallBoard) != 0 { return .o }
        return nil
    }

    /// Whether a small board was filled without a line.
    public func isDrawn(smallBoard: Int) -> Bool {
        Board.smallBoards.contains(smallBoard) && drawnBoards & 1 << UInt16(smallBoard) != 0
    }

    /// Whether a small board is won or drawn: it takes no more moves.
    public func isClosed(smallBoard: Int) -> Bool {
        Board.smallBoards.contains(smallBoard) && closedBoards & 1 << UInt16(smallBoard) != 0
    }

    /// The small boards the next move may be in, in order (the page highlights them); none once the game is over.
    public var playableSmallBoards: [Int] {
        Board.smallBoards.filter { playableBoards & 1 << UInt16($0) != 0 }
    }

    /// Whether the next move may go on a cell: free, in a small board it may be in, the game still going.
    public func isLegal(_ cell: Int) -> Bool {
        guard Board.cells.contains(cell) else { return false }
        let smallBoard = Board.smallBoard(of: cell)
        return playableBoards & 1 << UInt16(smallBoard) != 0
            && freeSquares(in: smallBoard) & 1 << UInt16(Board.square(of: cell)) != 0
    }

    /// Every cell the next move may be on, in order.
    public var legalCells: [Int] {
        legalMoves.map(Board.cell(ofMove:)).sorted()
    }

    /// The three small boards of the winning line, for the page to highlight.
    public var winningLine: [Int]? {
        guard let winner else { return nil }
        return Lines.line(in: winner == .x ? wonByX : wonByO)
    }

    /// The three squares of a small board's winning line.
    public func winningLine(ofSmallBoard smallBoard: Int) -> [Int]? {
        guard let winner = winner(ofSmallBoard: smallBoard) else { return nil }
        return Lines.line(in: pieces(of: winner, in: smallBoard))
    }

    /// Plays `mark` on a cell; the rules (whose turn, is the cell legal) are the caller's to check.
    public mutating func play(_ cell: Int, _ mark: Mark) {
        guard Board.cells.contains(cell) else { return }
        place(mark, smallBoard: Board.smallBoard(of: cell), square: Board.square(of: cell))
    }
}
