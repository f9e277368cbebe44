import Games
@testable import Minesweeper
import Testing

@Suite("The move log replays every game, undo entries included")
struct LogReplayTests {
    /// The contract tests' forms, and half the time an uncover of a safe covered cell, so games are also won.
    static func form(_ game: MinesweeperGame, _ random: inout SeededGenerator) -> FormFields {
        if random.next() % 2 == 0, let field = game.mineField {
            let safe = (0..<game.width * game.height).filter { game.cell($0) == .covered && !field.isMine($0) }
            if !safe.isEmpty { return ["action": "reveal", "cell": String(safe.draw(using: &random))] }
        }
        return ContractTests.form(game, &random)
    }

    @Test("Thousands of random games with undo: the logged texts replay to the same game")
    func randomGames() throws {
        var random = SeededGenerator(seed: 18)
        var outcomes: [Outcome: Int] = [:], undos = 0
        for round in 0..<1_000 {
            // Mostly Beginner boards laid at random; every 20th is a no-guess board (slower to lay).
            let params: MinesweeperParams = round % 20 == 0 ? .preset(.beginner) : .preset(.beginner, noGuess: false)
            var game = MinesweeperGame(params: params, seed: random.next())
            let log = playLogged(&game, steps: 60, using: &random, form: Self.form)
            try checkLogReplay(game, log: log)
            outcomes[game.outcome, default: 0] += 1
            undos += log.filter { $0 == MoveLog.undo }.count
        }
        // The games went everywhere a replay must follow: won, lost, and taken back after a mine.
        #expect(outcomes[.won, default: 0] > 50 && outcomes[.lost, default: 0] > 50 && undos > 500)
    }

    @Test("A board the no-guess generator gave up on is stored without the promise, and replays from those params")
    func fallbackReplays() throws {
        // A board where no layout is no-guess (`NoGuessOracleTests.generatorAdmitsFailure`): the mine is in either
        // of two cells, so a replay laying another board than the game's shows up within a few seeds.
        for seed in UInt64(0)..<16 {
            var game = MinesweeperGame(params: MinesweeperParams(level: .custom, width: 2, height: 3, mines: 1, noGuess: true),
                                       seed: seed)
            try game.apply(.reveal(0))
            try #require(!game.params.noGuess)
            #expect(try MinesweeperGame.replaying(params: game.params, seed: seed, log: ["r0"]) == game, "seed \(seed)")
        }
    }

    @Test("Undo is offered only after a mine, and refused after a win")
    func undoRule() throws {
        var game = MinesweeperGame(params: .preset(.beginner, noGuess: false), seed: 7)
        #expect(game.undo == .unavailable)
        try game.apply(.reveal(40))
        #expect(game.undo == .unavailable, "no undo while playing: it would let a player probe for mines")
        let field = try #require(game.mineField)
        let mine = try #require((0..<81).first { field.isMine($0) })
        var lost = game
        try lost.apply(.reveal(mine))
        #expect(lost.undo == .allowed(death: true))
        for cell in 0..<81 where !field.isMine(cell) && game.cell(cell) == .covered { try game.apply(.reveal(cell)) }
        #expect(game.outcome == .won)
        guard case .refused(let reason) = game.undo else { Issue.record("a won board may not be undone"); return }
        #expect(reason.contains("win is recorded"))
    }
}
