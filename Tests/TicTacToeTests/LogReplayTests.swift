import Games
import Testing
@testable import TicTacToe

@Suite("The move log replays every game, undo entries included")
struct LogReplayTests {
    @Test("Thousands of random games with undo, against the computer and two players: the texts replay the same game")
    func randomGames() throws {
        var random = SeededGenerator(seed: 18)
        var outcomes: [Outcome: Int] = [:], undos = 0
        for _ in 0..<2_000 {
            var game = TicTacToeGame(params: ContractTests.allParams.draw(using: &random), seed: random.next())
            let log = playLogged(&game, steps: 16, using: &random, form: ContractTests.form)
            try checkLogReplay(game, log: log)
            outcomes[game.outcome, default: 0] += 1
            undos += log.filter { $0 == MoveLog.undo }.count
        }
        #expect(Outcome.allCases.allSatisfy { outcomes[$0, default: 0] > 100 } && undos > 1_000)
    }

    @Test("Undo against the computer takes back your move with its reply, and the same reply comes again")
    func undoTakesBackTheReply() throws {
        var game = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: .easy, human: .x), seed: 5)
        #expect(game.undo == .unavailable)
        try game.apply(.place(position: 4, mark: nil))
        let reply = try #require(game.lastComputerMove)
        #expect(game.undo == .allowed(death: false))
        let undone = try TicTacToeGame.replaying(params: game.params, seed: game.seed, log: ["X4", MoveLog.undo])
        #expect(undone == TicTacToeGame(params: game.params, seed: 5))
        let again = try TicTacToeGame.replaying(params: game.params, seed: game.seed, log: ["X4", MoveLog.undo, "X4"])
        #expect(again.lastComputerMove == reply && again == game)
    }

    @Test("The computer's opening is no move of yours to take back; a win is never taken back")
    func undoRule() throws {
        let opened = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: .easy, human: .o), seed: 1)
        #expect(opened.moveCount == 1 && opened.undo == .unavailable)
        var two = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 1)
        for (cell, mark) in [(0, Mark.x), (3, .o), (1, .x), (4, .o)] { try two.apply(.place(position: cell, mark: mark)) }
        #expect(two.undo == .allowed(death: false))
        try two.apply(.place(position: 2, mark: .x))
        #expect(two.outcome == .won)
        guard case .refused = two.undo else { Issue.record("a won game may not be undone"); return }
    }

    @Test("A log that cannot be replayed says which entry and why")
    func badLogs() throws {
        let params = TicTacToeParams(mode: .twoPlayers)
        #expect(throws: ReplayFailure(entry: 2, text: MoveLog.undo, reason: "there is no move left to take back")) {
            try TicTacToeGame.replaying(params: params, seed: 1, log: ["X4", MoveLog.undo, MoveLog.undo])
        }
        #expect(throws: ReplayFailure(entry: 1, text: "Z9", reason: "no move of this game is written so")) {
            try TicTacToeGame.replaying(params: params, seed: 1, log: ["X4", "Z9"])
        }
        #expect(throws: ReplayFailure.self) { try TicTacToeGame.replaying(params: params, seed: 1, log: ["X4", "X5"]) }
        #expect(try MoveLog.effective(["a", "undo", "b", "c", "undo"]) == ["b"])
    }
}
