import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// Flag mode and question marks on the site: their buttons still post (no JavaScript needed) and save the game, but
/// are no moves: nothing is logged, Undo never takes them back, and a flag is logged with the mark it leaves. Old
/// games whose logs hold the toggles still replay, check and undo as before.
@Suite("Minesweeper settings")
struct MinesweeperSettingsTests {
    static func log(_ site: TestSite, _ record: GameRecord) throws -> [String] {
        try site.app.database.read { c in try MoveLogStore.moves(c, gameID: record.id) }.map(\.text)
    }

    @Test("the setting buttons save the game and log nothing; flag taps log the mark they leave; the replay checks")
    func settingsAreNotLogged() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        #expect(try player.reveal(40).status == 303)
        let cell = try #require(try player.safeCovered().last)
        let version = try player.record().version
        let marks = try player.move([("marks", "on")])
        #expect(marks.status == 303 && marks.location == "/minesweeper?at=marks#marks")
        #expect(try player.record().version == version + 1 && player.game().questionMarks)
        #expect(try player.page(marks.location ?? "").body.contains(#"id="marks" class="toggle marks-toggle" aria-pressed="true""#))
        for _ in 0..<3 { #expect(try player.flag(cell).status == 303) }
        #expect(try player.move([("mode", "off")]).status == 303)
        #expect(try player.game().flagMode)
        // Flag mode: a tap flags, then (question marks on) a question mark; switched off, the mark stays for a tap to clear.
        for _ in 0..<2 { #expect(try player.move([("cell", "\(cell)")]).status == 303) }
        #expect(try player.move([("marks", "on")]).status == 303)
        #expect(try player.game().cell(cell) == .questioned && !player.game().questionMarks)
        #expect(try player.move([("cell", "\(cell)")]).status == 303)
        let record = try player.record()
        #expect(try Self.log(site, record) == ["r40", "f\(cell)", "q\(cell)", "c\(cell)", "f\(cell)", "q\(cell)", "c\(cell)"])
        #expect(record.moves == 7)
        #expect(MinesweeperPages.replayMismatch(record, log: try Self.log(site, record)) == nil)
        let replay = try player.page("/minesweeper/replay/\(record.id)")
        #expect(replay.status == 200 && replay.body.contains("Question mark on row") && !replay.body.contains("Flag mode on"))
    }

    @Test("after a mine, Undo takes back the mine and keeps the settings as they were set")
    func undoKeepsTheSettings() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        #expect(try player.reveal(40).status == 303)
        #expect(try player.move([("mode", "off")]).status == 303)
        #expect(try player.move([("marks", "off")]).status == 303)
        let beforeMine = try player.game()
        #expect(beforeMine.flagMode && beforeMine.questionMarks)
        let lost = try player.playToLose()
        #expect(try UndoTests.undo(player.client, "minesweeper", from: lost).status == 303)
        let record = try player.record()
        #expect(record.outcome == "playing" && record.undos == 1 && record.deaths == 1)
        #expect(try player.game() == beforeMine, "the mine taken back, flag mode and question marks still on")
        let log = try Self.log(site, record)
        #expect(log.count == 3 && log.first == "r40" && log.last == MoveLog.undo)
        #expect(MinesweeperPages.replayMismatch(record, log: log) == nil)
    }

    /// A game stored with a log from before the settings left it: `q` and `m` among its moves, a flag cycled to a
    /// question mark that switching question marks off cleared, and a mine.
    @Test("an old log with the toggles replays, checks and undoes as it did")
    func oldLogsStillReplay() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        let record = try player.record()
        let stored = try player.game()
        var game = stored
        try game.apply(.reveal(40))
        let mine = try #require((0..<81).first { game.mineField?.isMine($0) == true })
        let log = ["q", "m", "r40", "m", "f\(mine)", "f\(mine)", "q", "r\(mine)"]
        game = try MinesweeperGame.replaying(params: stored.params, seed: stored.seed, log: log)
        #expect(game.outcome == .lost && !game.questionMarks && !game.flagMode && game.moveCount == 4)
        try site.app.database.write { c in
            _ = try c.execute(
                "UPDATE games SET state = ?, outcome = 'lost', moves = ?, version = ?, started_at = ?, finished_at = ? WHERE id = ?",
                [.text(game.storedForm), SQLValue(game.moveCount), SQLValue(record.version + log.count),
                 .integer(site.clock.now), .integer(site.clock.now + 5_000), .integer(record.id)])
            for (index, text) in log.enumerated() {
                try MoveLogStore.append(c, gameID: record.id, LoggedMove(version: record.version + index + 1, text: text,
                                                                         atMilliseconds: Int64(index) * 1_000))
            }
        }
        let lost = try player.record()
        #expect(MinesweeperPages.replayMismatch(lost, log: log) == nil)
        let replay = try player.page("/minesweeper/replay/\(record.id)")
        #expect(replay.status == 200)
        for line in ["Question marks on", "Flag mode on", "Flag mode off", "Question mark on row", "Question marks off"] {
            #expect(replay.body.contains(line), "\(line)")
        }
        #expect(replay.body.contains("step=8"), "a step for each entry")
        #expect(try UndoTests.undo(player.client, "minesweeper", from: try player.page()).status == 303)
        let undone = try MinesweeperGame.replaying(params: stored.params, seed: stored.seed, log: Array(log.dropLast()))
        #expect(try player.game() == undone && player.record().undos == 1)
        #expect(MinesweeperPages.replayMismatch(try player.record(), log: try Self.log(site, record)) == nil)
    }
}
