import Games
import Testing
@testable import UltimateTicTacToe

@Suite("Random play against the rules worked out apart")
struct RandomPlayTests {
    @Test("In hundreds of seeded games every legal move list is what the rules allow, the stored form round-trips at every move, and the cells played replay the game")
    func randomGames() throws {
        var random = SeededGenerator(seed: 20_261_127)
        var outcomes: [Outcome: Int] = [:]
        for _ in 0..<300 {
            var game = UltimateTicTacToeGame(params: ContractTests.quickParams.draw(using: &random), seed: random.next())
            var moves: [UltimateTicTacToeMove] = []
            while !game.outcome.isOver {
                let legal = game.board.legalCells
                if Set(legal) != expectedLegalCells(game) { Issue.record("legal cells \(legal) after \(game.playedCells)") }
                let text = game.storedForm
                if try UltimateTicTacToeGame(storedForm: text) != game { Issue.record("stored form changed the game: \(text)") }
                let cell = legal.draw(using: &random)
                let move = UltimateTicTacToeMove.place(cell: cell, mark: game.params.mode == .twoPlayers ? game.turn : nil)
                try game.apply(move)
                moves.append(move)
            }
            #expect(expectedLegalCells(game).isEmpty && game.board.legalCells.isEmpty)
            try checkReplay(game, moves: moves)
            outcomes[game.outcome, default: 0] += 1
        }
        #expect(outcomes[.won, default: 0] > 30 && outcomes[.lost, default: 0] > 30 && outcomes[.draw, default: 0] > 0)
    }
}
