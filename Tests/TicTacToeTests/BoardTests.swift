import Testing
@testable import TicTacToe

@Suite("Board")
struct BoardTests {
    @Test("An empty board has nothing on it")
    func emptyBoard() {
        let board = Board()
        #expect(Board.positions.allSatisfy { board[$0] == nil && !board.isOccupied($0) })
        #expect(board.winner == nil)
        #expect(board.winningLine == nil)
        #expect(!board.isFull)
        #expect(board.emptyPositions == Array(0...8))
    }

    @Test("Marking occupies exactly one square, and clear empties the board")
    func markAndClear() {
        var board = Board()
        board.mark(4, .x)
        board.mark(8, .o)
        #expect(board[4] == .x)
        #expect(board[8] == .o)
        #expect(board.isOccupied(4) && board.isOccupied(8))
        #expect(board.emptyPositions == [0, 1, 2, 3, 5, 6, 7])
        #expect(board.count(of: .x) == 1 && board.count(of: .o) == 1)
        board.clear()
        #expect(board == Board())
    }

    @Test("Marking an occupied square replaces the piece; the game is what refuses that")
    func markReplaces() {
        var board = Board()
        board.mark(0, .x)
        board.mark(0, .o)
        #expect(board[0] == .o)
        #expect(board.count(of: .x) == 0)
    }

    @Test("Positions off the board read as empty and cannot be marked", arguments: [-1, 9, 100, Int.min, Int.max])
    func offTheBoard(position: Int) {
        var board = Board()
        board.mark(position, .x)
        #expect(board == Board())
        #expect(board[position] == nil)
        #expect(!board.isOccupied(position))
    }

    @Test("Three in any line wins, for either side", arguments: everyLine, Mark.allCases)
    func lineWins(line: [Int], mark: Mark) {
        var board = Board()
        line.forEach { board.mark($0, mark) }
        #expect(board.winner == mark)
        #expect(board.winningLine == line)
    }

    @Test("Exactly the sets of squares holding a row, column or diagonal win", arguments: Mark.allCases)
    func everySetOfSquares(mark: Mark) {
        for set in 0..<512 {
            var board = Board()
            let squares = Board.positions.filter { set & 1 << $0 != 0 }
            squares.forEach { board.mark($0, mark) }
            let hasLine = everyLine.contains { $0.allSatisfy(squares.contains) }
            #expect(board.winner == (hasLine ? mark : nil), "\(board)")
            #expect(board.isFull == (squares.count == 9))
        }
    }

    @Test("Two in a line is not a win")
    func twoInALine() throws {
        let board = try board("XX.OO....")
        #expect(board.winner == nil)
        #expect(board.winningLine == nil)
    }

    @Test("A full board without a line is a tie")
    func fullWithoutLine() throws {
        let board = try board("XOXXOOOXX")
        #expect(board.isFull)
        #expect(board.winner == nil)
        #expect(GameState(of: board) == .draw)
    }

    @Test("A full board with a line is a win, not a tie")
    func fullWithLine() throws {
        let board = try board("XXXOOXOXO")
        #expect(board.isFull)
        #expect(GameState(of: board) == .won(.x))
    }

    @Test("The layout reads and writes row by row")
    func layoutRoundTrip() throws {
        let board = try board("XO..X...O")
        #expect(board[0] == .x && board[1] == .o && board[4] == .x && board[8] == .o)
        #expect(board.count(of: .x) == 2 && board.count(of: .o) == 2)
        #expect(board.layout == "XO..X...O")
        #expect(board.description == "XO..X...O")
    }

    @Test("A layout that is not nine of X, O and '.' is refused",
          arguments: ["", "XO", "XO..X...O.", "xo..x...o", "XO..X...Z", "XO  X   O"])
    func badLayouts(layout: String) {
        #expect(Board(layout: layout) == nil)
    }
}
