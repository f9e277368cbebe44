import Games
import Testing
@testable import UltimateTicTacToe

@Suite("The stored form")
struct StoredFormTests {
    static let params = #""params":{"human":"X","level":"easy","mode":"two-players"},"rng":{"state":0},"seed":0"#

    @Test("A game is stored as the cells played, by name, and loads back")
    func roundTrip() throws {
        let game = try twoPlayerGame(playing: ["e5", "e4", "e2", "d4"])
        #expect(game.storedForm == #"{"cells":"e5e4e2d4","params":{"human":"X","level":"hard","mode":"two-players"},"rng":{"state":0},"seed":0}"#)
        #expect(try UltimateTicTacToeGame(storedForm: game.storedForm) == game)
        let fresh = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 9)
        #expect(try UltimateTicTacToeGame(storedForm: fresh.storedForm) == fresh)
    }

    @Test("A text that does not describe a game that could have been played is refused",
          arguments: [
              "", "{}", "[]",
              #"{"cells":"e5e","#,                                   // not whole names
              #"{"cells":"e5a1","#,                                  // O not in the board it was sent to
              #"{"cells":"e5e5","#,                                  // a square taken twice
              #"{"cells":"j1","#, #"{"cells":"E5","#, #"{"cells":"40","#, #"{"cells":"a0","#,
          ])
    func refused(start: String) {
        let text = start.hasPrefix("{\"cells\"") ? start + Self.params + "}" : start
        #expect(throws: (any Error).self) { try UltimateTicTacToeGame(storedForm: text) }
    }

    @Test("A move after the game ended, or the computer to move between moves, is refused")
    func impossibleStates() throws {
        // X wins small boards 0, 4 and 8 (a diagonal) in a real game, found by play below; one more cell is refused.
        var game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .twoPlayers), seed: 0)
        var random = SeededGenerator(seed: 4)
        while !game.outcome.isOver {
            try game.apply(.place(cell: game.board.legalCells.draw(using: &random), mark: game.turn))
        }
        let names = game.playedCells.map { CellName.text($0, width: 9) }.joined()
        let free = try #require(Board.cells.first { game.board[$0] == nil })
        let extra = #"{"cells":""# + names + CellName.text(free, width: 9) + #"","# + Self.params + "}"
        #expect(throws: (any Error).self) { try UltimateTicTacToeGame(storedForm: extra) }
        let computersTurn = #"{"cells":"e5","params":{"human":"X","level":"easy","mode":"computer"},"rng":{"state":0},"seed":0}"#
        #expect(throws: (any Error).self) { try UltimateTicTacToeGame(storedForm: computersTurn) }
        let humansTurn = #"{"cells":"e5","params":{"human":"O","level":"easy","mode":"computer"},"rng":{"state":0},"seed":0}"#
        #expect(try UltimateTicTacToeGame(storedForm: humansTurn).lastComputerMove == 40)
    }
}
