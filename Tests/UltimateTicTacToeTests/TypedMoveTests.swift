import Games
import MarkGames
import Testing
@testable import UltimateTicTacToe

/// Ultimate's typed squares: `b2` in the small board the last move sends to, `top-left b2` in the board named; each
/// the move the tap on that cell makes.
@Suite struct TypedMoveTests {
    /// X played the centre of the top-left board: O is sent to the centre board.
    var sentToCentre: UltimateTicTacToeGame { twoPlayerGame(on: position([(.x, 0, 4)])) }

    @Test(arguments: ["b2", "B2", " b 2"])
    func aSquareIsInTheBoardSentTo(text: String) throws {
        let game = sentToCentre
        #expect(try game.typedMove(text) == game.interpret(["cell": CellName.text(at(4, 4), width: 9), "mark": "O"]))
        #expect(try game.typedMove(text) == .place(cell: at(4, 4), mark: .o))
    }

    @Test(arguments: [("top-left a1", 0, 0), ("top left a1", 0, 0), ("TOP-LEFT C3", 0, 8), ("top b1", 1, 1),
                      ("top-middle b1", 1, 1), ("top-right a1", 2, 0), ("left a2", 3, 3), ("centre b2", 4, 4),
                      ("center b2", 4, 4), ("middle b2", 4, 4), ("middle-right c1", 5, 2), ("bottom-left a3", 6, 6),
                      ("bottom c3", 7, 8), ("bottom right b2", 8, 4)])
    func aNamedBoardAndSquare(text: String, smallBoard: Int, square: Int) throws {
        let game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 0)
        #expect(try game.typedMove(text) == .place(cell: at(smallBoard, square), mark: .x))
    }

    @Test func aSquareAloneWhenAnyBoardIsOpenAsksForTheBoard() {
        let game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 0)
        #expect(throws: MarkGameError.typedBoardMissing) { try game.typedMove("b2") }
    }

    @Test func aNamedBoardElsewhereIsRefusedAsItsTapIs() throws {
        var game = sentToCentre
        let move = try game.typedMove("top-left a1")
        #expect(move == .place(cell: at(0, 0), mark: .o))
        #expect(throws: MarkGameError.sentTo(smallBoard: 4)) { try game.apply(move) }
    }

    @Test(arguments: ["", "e5", "d1", "top-side b2", "left top b2", "top left middle b2", "b2 top-left", "board"])
    func anythingElseIsUnclear(text: String) {
        #expect(throws: MarkGameError.self) { try sentToCentre.typedMove(text) }
        #expect((try? sentToCentre.typedMove(text)) == nil)
    }

    @Test func theUnclearNoteIsUltimates() {
        #expect(throws: MarkGameError.typedUnclearBoard) { try sentToCentre.typedMove("top-side b2") }
        #expect(MarkGameError.typedUnclearBoard.message.contains("top-left b2"))
    }
}
