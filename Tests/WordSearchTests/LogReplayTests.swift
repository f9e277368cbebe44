import Games
import Testing
@testable import WordSearch

@Suite("The move log replays every game")
struct LogReplayTests {
    @Test("Thousands of random games: the logged texts replay the same game (undo entries too, though no page offers undo)")
    func randomGames() throws {
        var random = SeededGenerator(seed: 18)
        var won = 0
        for _ in 0..<1_000 {
            var game = WordSearchGame(params: try WordSearchGame.params(from: ContractTests.setups.draw(using: &random)),
                                      seed: random.next())
            let log = playLogged(&game, steps: 60, using: &random, form: ContractTests.form)
            try checkLogReplay(game, log: log)
            won += game.outcome == .won ? 1 : 0
        }
        #expect(won > 50)
    }

    @Test("Word Search has no undo: a found word stays found")
    func noUndo() {
        #expect(!WordSearchGame.hasUndo)
        #expect(WordSearchGame(params: .preset(.easy, seed: 1), seed: 1).undo == .unavailable)
    }
}
