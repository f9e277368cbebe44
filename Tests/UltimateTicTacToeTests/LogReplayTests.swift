import Games
import Testing
@testable import UltimateTicTacToe

@Suite("The move log replays every game, undo entries included")
struct LogReplayTests {
    @Test("Hundreds of random games with undo, against the computer and two players: the texts replay the same game")
    func randomGames() throws {
        var random = SeededGenerator(seed: 30)
        var undos = 0
        for _ in 0..<300 {
            var game = UltimateTicTacToeGame(params: ContractTests.quickParams.draw(using: &random), seed: random.next())
            let log = playLogged(&game, steps: 90, using: &random, form: ContractTests.form)
            try checkLogReplay(game, log: log)
            undos += log.filter { $0 == MoveLog.undo }.count
        }
        #expect(undos > 300)
    }

    @Test("Undo against the computer takes back your move with its reply, and the same reply comes again")
    func undoTakesBackTheReply() throws {
        var game = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: .medium, human: .x), seed: 5)
        #expect(game.undo == .unavailable)
        try game.apply(.place(cell: 40, mark: nil))
        let reply = try #require(game.lastComputerMove)
        #expect(game.undo == .allowed(death: false))
        let undone = try UltimateTicTacToeGame.replaying(params: game.params, seed: game.seed, log: ["e5", MoveLog.undo])
        #expect(undone == UltimateTicTacToeGame(params: game.params, seed: 5))
        let again = try UltimateTicTacToeGame.replaying(params: game.params, seed: game.seed, log: ["e5", MoveLog.undo, "e5"])
        #expect(again.lastComputerMove == reply && again == game)
    }

    @Test("The computer's opening is no move of yours to take back; a win is never taken back")
    func undoRule() throws {
        let opened = UltimateTicTacToeGame(params: UltimateTicTacToeParams(mode: .vsComputer, level: .easy, human: .o), seed: 1)
        #expect(opened.moveCount == 1 && opened.undo == .unavailable)
        let two = try twoPlayerGame(playing: ["e5"])
        #expect(two.undo == .allowed(death: false))
        var pieces: [(Mark, Int, Int)] = []
        for smallBoard in [0, 4, 8] { pieces += [(.x, smallBoard, 0), (.x, smallBoard, 1), (.x, smallBoard, 2)] }
        guard case .refused = twoPlayerGame(on: position(pieces)).undo else { Issue.record("a won game may not be undone"); return }
    }

    @Test("A log that cannot be replayed says which entry and why")
    func badLogs() throws {
        let params = UltimateTicTacToeParams(mode: .twoPlayers)
        #expect(throws: ReplayFailure(entry: 1, text: "Z9", reason: "no move of this game is written so")) {
            try UltimateTicTacToeGame.replaying(params: params, seed: 1, log: ["Xe5", "Z9"])
        }
        #expect(throws: ReplayFailure.self) { try UltimateTicTacToeGame.replaying(params: params, seed: 1, log: ["Xe5", "Oa1"]) }
    }
}
