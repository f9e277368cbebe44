import Foundation
import Logging
import Storage
import Testing
@testable import Web

/// Nothing grows without a player behind it. The sweep forgets sessions nobody played with within the
/// hour, idle ones after 30 days, and caps the games a session keeps; each sweep logs one line of what went.
@Suite("Housekeeping")
struct HousekeepingTests {
    static let minute: Int64 = 60_000

    /// An app over a fresh database (no server: the sweep is called directly), its clock and its log.
    final class Fixture {
        let directory: URL
        let database: Database
        let clock = TestClock()
        let log = CapturedLog()
        let app: App

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("minigames-housekeeping-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            database = try Database(path: directory.appendingPathComponent("test.sqlite").path)
            app = try App(database: database,
                      assets: TestSite.assets.get(),
                      clock: clock.clock, logger: log.logger())
        }

        deinit {
            database.close()
            try? FileManager.default.removeItem(at: directory)
        }

        func session(seen: Int64) throws -> SessionRecord {
            try database.write { try SessionStore.create($0, now: seen) }
        }

        @discardableResult
        func game(_ session: SessionRecord, kind: String = "minesweeper", outcome: String = "playing", moves: Int = 0) throws -> GameRecord {
            try database.write { c in
                var record = try GameStore.insert(c, sessionID: session.id, kind: kind, level: "beginner", state: "{}",
                                                  outcome: outcome, now: clock.now)
                guard moves > 0 else { return record }
                record.moves = moves
                return try GameStore.update(c, record, now: clock.now) ?? record
            }
        }

        func exists(_ session: SessionRecord) throws -> Bool {
            try database.read { try SessionStore.find($0, id: session.id) } != nil
        }

        func count(_ table: String) throws -> Int {
            try database.read { try $0.queryOne("SELECT count(*) AS n FROM \(table)")?.int("n") } ?? -1
        }
    }

    @Test("sessions nobody played with go after 50 minutes unseen; played, scored, named and young ones stay")
    func neverUsedSessions() throws {
        let site = try Fixture()
        let start = site.clock.now
        let bare = try site.session(seen: start)
        let unplayed = try site.session(seen: start)
        try site.game(unplayed)
        try site.game(unplayed, kind: "wordsearch")
        let played = try site.session(seen: start)
        try site.game(played, moves: 1)
        let scored = try site.session(seen: start)
        let named = try site.session(seen: start)
        try site.database.write { c in
            _ = try ScoreStore.recordBest(c, board: ScoreBoard(key: "tictactoe/medium", higherIsBetter: true),
                                          sessionID: scored.id, value: 2, now: start)
            try SessionStore.setName(c, id: named.id, name: "Ada")
        }
        site.clock.advance(by: 49 * Self.minute)
        let young = try site.session(seen: site.clock.now)

        // 49 minutes on, every session stays.
        #expect(site.app.housekeeping.sweep().neverUsed == RemovedRows())
        #expect(try site.exists(bare))
        site.clock.advance(by: 2 * Self.minute)
        let report = site.app.housekeeping.sweep()
        #expect(report.neverUsed == RemovedRows(sessions: 2, games: 2))
        #expect(report.idle == RemovedRows() && report.prunedGames == 0 && report.completed)
        #expect(try !site.exists(bare) && !site.exists(unplayed))
        for kept in [played, scored, named, young] {
            #expect(try site.exists(kept))
        }
        #expect(try site.count("games") == 1)
        #expect(try site.count("scores") == 1)
    }

    @Test("each sweep logs one info line with the rows removed per reason")
    func logLine() throws {
        let site = try Fixture()
        let old = try site.session(seen: site.clock.now)
        try site.game(old)
        site.clock.advance(by: 60 * Self.minute)
        site.app.housekeeping.sweep()
        let lines = site.log.entries.filter { $0.text.hasPrefix("housekeeping:") }
        #expect(lines.count == 1)
        #expect(lines.first?.level == .info)
        let text = try #require(lines.first?.text)
        #expect(text.contains("removed 1 never-used sessions (1 unplayed games), 0 idle sessions (0 games), 0 games over the per-session cap"), "\(text)")
        // A sweep that finds nothing still says so: the log shows housekeeping runs.
        site.app.housekeeping.sweep()
        #expect(site.log.entries.filter { $0.text.hasPrefix("housekeeping: removed 0 never-used") }.count == 1)
    }

    @Test("sessions idle for 30 days go with their games, played or not")
    func idleSessions() throws {
        let site = try Fixture()
        let idle = try site.session(seen: site.clock.now)
        try site.game(idle, outcome: "won", moves: 5)
        site.clock.advance(by: 29 * 24 * 60 * Self.minute)
        let active = try site.session(seen: site.clock.now)
        try site.game(active, moves: 1)
        site.clock.advance(by: 2 * 24 * 60 * Self.minute)
        let report = site.app.housekeeping.sweep()
        #expect(report.idle == RemovedRows(sessions: 1, games: 1))
        #expect(try !site.exists(idle) && site.exists(active))
    }

    @Test("a session keeps its newest 50 Minesweeper games, oldest finished pruned first, never one with a result; Tic-Tac-Toe keeps its look-back; scores stay")
    func perSessionCap() throws {
        let site = try Fixture()
        let player = try site.session(seen: site.clock.now)
        let abandoned = try site.game(player, moves: 3)
        var finished: [GameRecord] = []
        for _ in 0..<60 {
            finished.append(try site.game(player, outcome: "won", moves: 10))
        }
        // The five oldest wins hold results: their games stay, for their replays.
        try site.database.write { c in
            for game in finished.prefix(5) {
                _ = try ScoreStore.record(c, board: ScoreBoard(key: "minesweeper/beginner", higherIsBetter: false),
                                          sessionID: player.id, gameID: game.id, value: 9_000, penalty: 0, detail: nil, now: site.clock.now)
            }
        }
        let current = try site.game(player, moves: 1)
        for _ in 0..<60 {
            try site.game(player, kind: "tictactoe", outcome: "won", moves: 5)
        }
        var progress = HousekeepingProgress()
        let report = site.app.housekeeping.sweep(from: &progress)
        // 62 Minesweeper games, 50 kept: the 12 oldest finished ones without a result go; the abandoned one outlives them.
        #expect(report.prunedGames == 12)
        let kept = try site.database.read { try GameStore.recent($0, sessionID: player.id, kind: "minesweeper", limit: 10_000) }.map(\.id)
        #expect(kept.count == 50)
        #expect(kept.first == current.id)
        #expect(kept.contains(abandoned.id))
        #expect(finished.prefix(5).allSatisfy { kept.contains($0.id) })
        #expect(!kept.contains(finished[16].id) && kept.contains(finished[17].id))
        #expect(try site.count("scores") == 5, "scores are kept")
        #expect(try site.database.read { try GameStore.recent($0, sessionID: player.id, kind: "tictactoe", limit: 10_000) }.count == 60)
        // The next sweep goes on from the last game it looked at: nothing new, nothing read again.
        #expect(progress.gamesThrough > 0)
        #expect(site.app.housekeeping.sweep(from: &progress).prunedGames == 0)
        try site.game(player, outcome: "lost", moves: 2)
        #expect(site.app.housekeeping.sweep(from: &progress).prunedGames == 1)
    }

    @Test("a sweep of 10,000 never-used sessions (half with an unplayed game), forty batches: timing printed, not asserted")
    func sweepOfTenThousand() throws {
        let site = try Fixture()
        let seen = site.clock.now
        try site.database.write { c in
            for n in 0..<10_000 {
                // As a flood makes them: in time order, a hundred a millisecond.
                let session = try SessionStore.create(c, now: seen + Int64(n / 100))
                if n.isMultiple(of: 2) {
                    _ = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}",
                                             outcome: "playing", now: seen)
                }
            }
        }
        let player = try site.session(seen: seen)
        try site.game(player, moves: 1)
        site.clock.advance(by: 60 * Self.minute)
        let report = site.app.housekeeping.sweep()
        #expect(report.neverUsed == RemovedRows(sessions: 10_000, games: 5_000))
        #expect(try site.exists(player))
        print("housekeeping: 10,000 never-used sessions swept in \(Int(report.milliseconds)) ms "
              + "(\(Int(report.milliseconds * 1000 * Double(Housekeeping.batch) / 10_000)) µs per batch of \(Housekeeping.batch))")
    }
}
