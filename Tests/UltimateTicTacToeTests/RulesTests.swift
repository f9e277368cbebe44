import Games
import Testing
@testable import UltimateTicTacToe

@Suite("The rules, case by case")
struct RulesTests {
    @Test("Cells map to small boards and squares as the grid shows them")
    func cells() {
        #expect(Board.smallBoard(of: cell("e5")) == 4 && Board.square(of: cell("e5")) == 4)
        #expect(Board.smallBoard(of: cell("a1")) == 0 && Board.square(of: cell("a1")) == 0)
        #expect(Board.smallBoard(of: cell("i9")) == 8 && Board.square(of: cell("i9")) == 8)
        #expect(Board.smallBoard(of: cell("d1")) == 1 && Board.square(of: cell("d1")) == 0)
        #expect(Board.smallBoard(of: cell("c4")) == 3 && Board.square(of: cell("c4")) == 2)
        for cell in Board.cells {
            #expect(at(Board.smallBoard(of: cell), Board.square(of: cell)) == cell)
            #expect(Board.cell(smallBoard: Board.smallBoard(of: cell), square: Board.square(of: cell)) == cell)
        }
    }

    @Test("X opens anywhere; a move sends the opponent to the small board at its square")
    func sendTo() throws {
        var game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 0)
        #expect(game.board.sentTo == nil && game.board.legalCells.count == 81)
        try game.apply(.place(cell: cell("e5"), mark: .x))
        #expect(game.board.sentTo == 4 && game.board.playableSmallBoards == [4])
        #expect(Set(game.board.legalCells) == Set((0..<9).map { at(4, $0) }).subtracting([cell("e5")]))
        let before = game
        #expect(throws: UltimateTicTacToeError.sentTo(smallBoard: 4)) { try game.apply(.place(cell: cell("a1"), mark: .o)) }
        #expect(game == before)
        try game.apply(.place(cell: cell("d4"), mark: .o))  // square 0 of the centre board
        #expect(game.board.sentTo == 0 && game.turn == .x)
    }

    @Test("A won small board takes no more moves, and a move sending there frees the choice")
    func wonBoard() throws {
        let board = position([(.x, 0, 0), (.o, 4, 0), (.x, 0, 1), (.o, 4, 1), (.x, 0, 2), (.o, 5, 0)])
        #expect(board.winner(ofSmallBoard: 0) == .x && board.isClosed(smallBoard: 0))
        #expect(board.winningLine(ofSmallBoard: 0) == [0, 1, 2])
        #expect(board.sentTo == nil)
        #expect(board.playableSmallBoards == [1, 2, 3, 4, 5, 6, 7, 8])
        var game = twoPlayerGame(on: board)
        let before = game
        #expect(throws: UltimateTicTacToeError.smallBoardClosed) { try game.apply(.place(cell: at(0, 4), mark: .x)) }
        #expect(game == before)
        try game.apply(.place(cell: at(7, 3), mark: .x))
        #expect(game.board.sentTo == 3)
        // A won board stays won: the loser's line there changes nothing.
        let later = position([(.x, 0, 0), (.x, 0, 1), (.x, 0, 2), (.o, 0, 3), (.o, 0, 4), (.o, 0, 5)])
        #expect(later.winner(ofSmallBoard: 0) == .x)
    }

    @Test("A full small board without a line is drawn, takes no moves, and frees the choice")
    func fullBoard() {
        // X O X / X O O / O X X, played in an order that makes no line.
        let squares: [(Mark, Int)] = [(.x, 0), (.o, 1), (.x, 2), (.o, 4), (.x, 3), (.o, 5), (.x, 7), (.o, 6), (.x, 8)]
        let board = position(squares.map { ($0.0, 0, $0.1) })
        #expect(board.isDrawn(smallBoard: 0) && board.isClosed(smallBoard: 0) && board.winner(ofSmallBoard: 0) == nil)
        #expect(board.sentTo == 8 && !board.isOver)
        let sentThere = position(squares.map { ($0.0, 0, $0.1) } + [(.o, 8, 0)])
        #expect(sentThere.sentTo == nil && sentThere.playableSmallBoards == [1, 2, 3, 4, 5, 6, 7, 8])
    }

    @Test("Three small boards in a line win the game", arguments: everyLine)
    func bigLine(line: [Int]) throws {
        var pieces: [(Mark, Int, Int)] = []
        for smallBoard in line { pieces += [(.x, smallBoard, 0), (.x, smallBoard, 4), (.x, smallBoard, 8)] }
        let board = position(pieces)
        #expect(board.winner == .x && board.winningLine == line && board.isOver)
        #expect(board.legalCells.isEmpty && board.sentTo == nil)
        var game = twoPlayerGame(on: board)
        #expect(game.state == .won(.x) && game.outcome == .won)
        let before = game
        #expect(throws: UltimateTicTacToeError.gameNotInProgress) { try game.apply(.place(cell: at(board.playableSmallBoards.first ?? 1, 1), mark: game.turn)) }
        #expect(game == before)
    }

    @Test("Two small boards in a line are not a win")
    func noLine() {
        let board = position([(.x, 0, 0), (.x, 0, 1), (.x, 0, 2), (.x, 1, 0), (.x, 1, 1), (.x, 1, 2), (.o, 2, 4)])
        #expect(board.winner == nil && !board.isOver)
    }

    /// Small boards won X O X / X O O / O X and the bottom right open: every line of small boards holds both marks.
    static let deadBoards: [(Mark, Int)] = [(.x, 0), (.o, 1), (.x, 2), (.x, 3), (.o, 4), (.o, 5), (.o, 6), (.x, 7)]

    @Test("A draw is declared as soon as no line of small boards can be won, with a small board still open")
    func earlyDraw() {
        var pieces: [(Mark, Int, Int)] = []
        for (mark, smallBoard) in Self.deadBoards { pieces += [(mark, smallBoard, 0), (mark, smallBoard, 1), (mark, smallBoard, 2)] }
        let almost = position(Array(pieces.dropLast()))
        #expect(!almost.isOver)
        let board = position(pieces)
        #expect(board.isDrawn && board.isOver && board.winner == nil && board.legalCells.isEmpty)
        #expect(!board.isClosed(smallBoard: 8))
        #expect(twoPlayerGame(on: board).outcome == .draw)
    }

    @Test("A small board neither side can win any more counts as lost to both: the draw comes with two boards open")
    func drawWithBoardsOpen() {
        var pieces: [(Mark, Int, Int)] = []
        for (mark, smallBoard) in Self.deadBoards.dropLast() {
            pieces += [(mark, smallBoard, 0), (mark, smallBoard, 1), (mark, smallBoard, 2)]
        }
        // Small boards 7 and 8 open: O can still make the bottom row or the middle column through 7.
        #expect(!position(pieces).isOver)
        // X on squares 0, 4 and 5 of board 7 (no line): O still has the bottom row there.
        let blocking = pieces + [(.x, 7, 0), (.x, 7, 4), (.x, 7, 5)]
        #expect(!position(blocking).isOver)
        // X on square 7 too: every line of board 7 holds an X, so O cannot win it, and no line is left.
        let board = position(blocking + [(.x, 7, 7)])
        #expect(board.isDrawn && !board.isClosed(smallBoard: 7) && !board.isClosed(smallBoard: 8))
    }

    @Test("A square taken, the wrong side, a game over: each refused, the game unchanged")
    func refusals() throws {
        var game = try twoPlayerGame(playing: ["e5", "e4"])  // O at square 1 of the centre: X to board 1
        let before = game
        #expect(throws: UltimateTicTacToeError.xExpected) { try game.apply(.place(cell: at(1, 1), mark: .o)) }
        #expect(throws: UltimateTicTacToeError.sentTo(smallBoard: 1)) { try game.apply(.place(cell: cell("e5"), mark: .x)) }
        #expect(throws: UltimateTicTacToeError.outOfRange) { try game.apply(.place(cell: 81, mark: .x)) }
        #expect(game == before)
        try game.apply(.place(cell: at(1, 4), mark: .x))  // X to the centre
        let taken = game
        #expect(throws: UltimateTicTacToeError.cellNotEmpty) { try game.apply(.place(cell: cell("e5"), mark: .o)) }
        #expect(game == taken)
        #expect(UltimateTicTacToeError.cellNotEmpty.slip == "taken" && UltimateTicTacToeError.slip("taken") == .cellNotEmpty)

        var computer = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: .easy, human: .x), seed: 3)
        let start = computer
        #expect(throws: UltimateTicTacToeError.xExpected) { try computer.apply(.place(cell: 0, mark: .o)) }
        #expect(computer == start)
    }
}
