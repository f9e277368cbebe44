import Games
@testable import Minesweeper
import Testing

/// Flag mode and question marks are interface settings (Simon Tatham's `game_ui`): switched by their buttons, stored
/// with the game, never logged. A flag tap is written with the mark it leaves, so the log alone replays the board;
/// logs from before, with the toggles among their moves, replay as they played.
@Suite struct SettingsTests {
    static let params = MinesweeperParams.preset(.beginner, noGuess: false)

    /// Plays forms as the site does, and returns what it logs (no settings).
    private func played(_ game: inout MinesweeperGame, _ forms: [FormFields]) throws -> [String] {
        var log: [String] = []
        for fields in forms {
            let move = try game.interpret(fields)
            try game.apply(move)
            if !move.isSetting { log.append(move.text) }
        }
        return log
    }

    private func flag(_ cell: Int) -> FormFields { ["action": "flag", "cell": String(cell)] }

    @Test func aFlagTapIsWrittenWithTheMarkItLeaves() throws {
        var game = MinesweeperGame(params: Self.params, seed: 7)
        let log = try played(&game, [flag(3), flag(3), flag(0), ["marks": "1"], flag(0), flag(0), ["mode": "1"],
                                     ["cell": "0"], ["cell": "0"], ["marks": "1"], ["cell": "0"]])
        #expect(log == ["f3", "c3", "f0", "q0", "c0", "f0", "q0", "c0"])
        #expect(game.flagMode && !game.questionMarks && game.cell(0) == .covered && game.moveCount == 8)
        // The log alone replays the board; the settings come from the game as stored.
        var replayed = try MinesweeperGame.replaying(params: Self.params, seed: 7, log: log)
        #expect(!replayed.flagMode && !replayed.questionMarks)
        replayed.takeSettings(from: game)
        #expect(replayed == game && replayed.storedForm == game.storedForm)
    }

    @Test func switchingQuestionMarksOffLeavesThemForAFlagTapToClear() throws {
        var game = MinesweeperGame(params: Self.params, seed: 7)
        let log = try played(&game, [["marks": "1"], flag(5), flag(5), ["marks": "1"]])
        #expect(log == ["f5", "q5"])
        #expect(game.cell(5) == .questioned && !game.questionMarks && game.minesLeft == 10)
        #expect(try MinesweeperGame(storedForm: game.storedForm) == game, "a setting changes no cell: this is a game")
        #expect(try game.interpret(flag(5)) == .clear(5))
        #expect(try played(&game, [flag(5)]) == ["c5"] && game.cell(5) == .covered)
    }

    @Test func theMarkMovesRefuseWhatTheyCannotDo() throws {
        var game = MinesweeperGame(params: Self.params, seed: 7)
        try game.apply(.reveal(40))
        let revealed = try #require((0..<81).first { if case .revealed = game.cell($0) { true } else { false } })
        let covered = try #require((0..<81).first { game.cell($0) == .covered })
        let before = game
        #expect(throws: MinesweeperError.alreadyRevealed) { try game.apply(.question(revealed)) }
        #expect(throws: MinesweeperError.alreadyRevealed) { try game.apply(.clear(revealed)) }
        #expect(throws: MinesweeperError.self) { try game.apply(.question(covered)) }
        #expect(throws: MinesweeperError.self) { try game.apply(.clear(covered)) }
        #expect(throws: MinesweeperError.outOfRange) { try game.apply(.clear(81)) }
        #expect(game == before)
    }

    /// A log written before the settings left it: the toggles are among its moves, `f` cycles by the question-mark
    /// setting they left, and switching question marks off cleared them.
    static let oldLog = ["q", "f0", "f0", "m", "f1", "f1", "f1", "f2", "f2", "q", "m"]

    @Test func oldLogsReplayAsTheyPlayed() throws {
        let moves = try Self.oldLog.map { try #require(MinesweeperMove(text: $0)) }
        #expect(moves.prefix(4) == [.toggleQuestionMarks, .flag(0), .flag(0), .toggleFlagMode])
        var game = MinesweeperGame(params: Self.params, seed: 7)
        var seen: [CellView] = []
        for move in moves {
            try game.apply(move)
            seen.append(game.cell(2))
        }
        // Flag, question mark; cell 1 round the whole cycle; cell 2 to a question mark, cleared with the setting.
        #expect(seen[8] == .questioned && seen[9] == .covered)
        #expect(game.cell(0) == .covered && game.cell(1) == .covered && !game.questionMarks && !game.flagMode)
        #expect(game.moveCount == 7, "the toggles were never counted")
        let replayed = try MinesweeperGame.replaying(params: Self.params, seed: 7, log: Self.oldLog)
        #expect(replayed == game && replayed.storedForm == game.storedForm)
    }

    /// An old game played on: its log's toggles left question marks on; switched off now (not logged), a flag tap
    /// is written as the clear it is, so the mixed log replays exactly.
    @Test func anOldGamePlayedOnReplaysExactly() throws {
        var game = try MinesweeperGame.replaying(params: Self.params, seed: 7, log: ["q", "f0"])
        #expect(game.questionMarks && game.cell(0) == .flagged)
        let log = ["q", "f0"] + (try played(&game, [["marks": "1"], flag(0)]))
        #expect(log == ["q", "f0", "c0"] && game.cell(0) == .covered)
        var replayed = try MinesweeperGame.replaying(params: Self.params, seed: 7, log: log)
        replayed.takeSettings(from: game)
        #expect(replayed == game)
    }
}
