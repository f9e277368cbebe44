import Games
import MarkGames
import Testing
@testable import TicTacToe

/// A square typed into the move box is the move its tap makes, with the mark the board's form holds between two
/// players.
@Suite struct TypedMoveTests {
    let vsComputer = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer), seed: 1)
    let twoPlayers = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 1)

    @Test(arguments: ["b2", "B2", " b 2 ", "b2  "])
    func aSquareIsItsTap(text: String) throws {
        #expect(try vsComputer.typedMove(text) == vsComputer.interpret(["cell": "b2"]))
        #expect(try vsComputer.typedMove(text) == .place(position: 4, mark: nil))
        #expect(try vsComputer.interpret([TypedText.field: text]) == .place(position: 4, mark: nil))
    }

    @Test func betweenTwoPlayersTheMarkIsWhoseTurn() throws {
        #expect(try twoPlayers.typedMove("a1") == twoPlayers.interpret(["cell": "a1", "mark": "X"]))
        var game = twoPlayers
        try game.apply(.place(position: 0, mark: .x))
        #expect(try game.typedMove("c3") == .place(position: 8, mark: .o))
    }

    @Test(arguments: ["", "middle", "b", "2", "b2 c3", "4", "x b2"])
    func anythingElseIsUnclear(text: String) {
        #expect(throws: MarkGameError.typedUnclear) { try vsComputer.typedMove(text) }
    }

    @Test(arguments: ["d1", "a4", "i9"])
    func aSquareOffTheBoardSaysSo(text: String) {
        #expect(throws: MarkGameError.outOfRange) { try vsComputer.typedMove(text) }
    }

    @Test func aFinishedGameTakesNoTypedMove() throws {
        var game = twoPlayers
        for (square, mark) in [(0, Mark.x), (3, .o), (1, .x), (4, .o), (2, .x)] { try game.apply(.place(position: square, mark: mark)) }
        #expect(throws: MarkGameError.gameNotInProgress) { try game.typedMove("c3") }
    }

    @Test func everyRefusalOfATypedMoveHasANote() {
        for error in [MarkGameError.typedUnclear, .typedUnclearBoard, .typedBoardMissing, .outOfRange, .cellNotEmpty,
                      .smallBoardClosed, .gameNotInProgress, .sentTo(smallBoard: 0), .sentTo(smallBoard: 8)] {
            #expect(error.typedSlip.flatMap(MarkGameError.slip) == error)
        }
        #expect(MarkGameError.outOfRange.slip == nil && MarkGameError.sentTo(smallBoard: 3).slip == nil)
    }
}
