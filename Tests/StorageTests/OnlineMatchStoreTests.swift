import Foundation
import Testing

@_spi(Testing) @testable import Storage

/// Matches between two sessions: saved with a version check, gone with either player's session, and on
/// PostgreSQL announced to every listener at commit.
@Suite struct OnlineMatchStoreTests {
    private func match(_ token: String, x: String?, o: String? = nil) -> OnlineMatchRecord {
        OnlineMatchRecord(token: token, xSession: x, oSession: o, state: "{}", version: 1, result: "playing", ending: nil,
                          round: 1, turnStartedAt: WallClock.start, createdAt: WallClock.start, updatedAt: WallClock.start, game: "tictactoe")
    }

    @Test(arguments: Backend.all) func aStaleSaveChangesNothing(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let (x, o) = (try database.newSession(), try database.newSession())
        let token = OnlineMatchStore.newToken()
        #expect(OnlineMatchStore.isWellFormedToken(token))
        try database.write { c in try OnlineMatchStore.insert(c, match(token, x: x.id)) }
        var joined = match(token, x: x.id, o: o.id)
        let saved = try database.write { c in try OnlineMatchStore.update(c, joined, now: WallClock.start + 1) }
        #expect(saved?.version == 2)
        joined.oSession = x.id
        #expect(try database.write { c in try OnlineMatchStore.update(c, joined, now: WallClock.start + 2) } == nil)
        #expect(try database.read { c in try OnlineMatchStore.find(c, token: token) } == saved)
    }

    @Test(arguments: Backend.all) func resultsCountOncePerRoundAndGoWithTheirSession(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let (x, o) = (try database.newSession(), try database.newSession())
        let token = OnlineMatchStore.newToken()
        try database.write { c in
            try OnlineMatchStore.insert(c, match(token, x: x.id, o: o.id))
            for round in [1, 1, 2] {
                try OnlineMatchStore.recordResult(c, sessionID: x.id, token: token, round: round, result: round == 1 ? "won" : "draw", now: 1,
                                                  game: "tictactoe")
            }
            try OnlineMatchStore.recordResult(c, sessionID: o.id, token: token, round: 1, result: "lost", now: 1, game: "tictactoe")
        }
        #expect(try database.read { c in try OnlineMatchStore.tally(c, sessionID: x.id) } == (1, 0, 1))
        #expect(try database.read { c in try OnlineMatchStore.tally(c, sessionID: o.id) } == (0, 1, 0))
        _ = try database.write { c in try c.execute("DELETE FROM sessions WHERE id = ?", [.text(o.id)]) }
        #expect(try database.read { c in try OnlineMatchStore.find(c, token: token) } == nil, "the match goes with a player")
        #expect(try database.read { c in try OnlineMatchStore.tally(c, sessionID: x.id) } == (1, 0, 1), "the other keeps their record")
    }

    /// Migration 14: a match and its results name their game; a row stored before the column was
    /// Tic-Tac-Toe's and reads as such, and each game's tally counts only its own rounds.
    @Test(arguments: Backend.all) func matchesAndResultsNameTheirGame(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let (x, o) = (try database.newSession(), try database.newSession())
        let (old, other) = (OnlineMatchStore.newToken(), OnlineMatchStore.newToken())
        try database.write { c in
            // As the site wrote it before migration 14: no game named.
            _ = try c.execute(
                """
                INSERT INTO online_matches (token, x_session, o_session, state, result, turn_started_at, created_at, updated_at)
                VALUES (?, ?, ?, '{}', 'playing', 1, 1, 1)
                """, [.text(old), .text(x.id), .text(o.id)])
            _ = try c.execute("INSERT INTO online_results (session_id, token, round, result, finished_at) VALUES (?, ?, 1, 'won', 1)",
                              [.text(x.id), .text(old)])
            var record = match(other, x: x.id, o: o.id)
            record = OnlineMatchRecord(token: other, xSession: x.id, oSession: o.id, state: record.state, version: 1,
                                       result: "playing", ending: nil, round: 1, turnStartedAt: 1, createdAt: 1, updatedAt: 1,
                                       game: "ultimatetictactoe")
            try OnlineMatchStore.insert(c, record)
            try OnlineMatchStore.recordResult(c, sessionID: x.id, token: other, round: 1, result: "lost", now: 1,
                                              game: "ultimatetictactoe")
        }
        #expect(try database.read { c in try OnlineMatchStore.find(c, token: old) }?.game == "tictactoe")
        #expect(try database.read { c in try OnlineMatchStore.find(c, token: other) }?.game == "ultimatetictactoe")
        #expect(try database.read { c in try OnlineMatchStore.tally(c, sessionID: x.id, game: "tictactoe") } == (1, 0, 0))
        #expect(try database.read { c in try OnlineMatchStore.tally(c, sessionID: x.id, game: "ultimatetictactoe") } == (0, 1, 0))
        #expect(try database.read { c in try OnlineMatchStore.tally(c, sessionID: x.id) } == (1, 1, 0))
    }

    /// Migration 9's trigger: every saved change reaches the listener's relay as "<token> <version>".
    @Test(.enabled(if: Backend.postgresURL != nil, "MINIGAMES_TEST_POSTGRES is not set (make test sets it)"))
    func aSavedMatchIsAnnouncedToTheRelay() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        defer { database.close() }
        let token = OnlineMatchStore.newToken()
        let heard = Heard()
        let listener = try #require(database.watchOtherWriters(relays: [OnlineMatchStore.channel: { payload in
            if payload?.hasPrefix(token) != false { heard.add(payload) }
        }]) as? PostgresChangeListener)
        defer { listener.stop() }
        #expect(heard.wait { $0.contains(nil) }, "listening (again) tells the relay it may have missed some")
        let session = try database.newSession()
        try database.write { c in try OnlineMatchStore.insert(c, match(token, x: session.id)) }
        let sent = ContinuousClock.now
        _ = try database.write { c in try OnlineMatchStore.update(c, match(token, x: session.id), now: 5) }
        #expect(heard.wait { $0.contains("\(token) 2") })
        print("OnlineMatchStore: a saved match was heard by the relay after \(ContinuousClock.now - sent)")
    }
}

/// What a relay heard, from the listener's thread.
private final class Heard: @unchecked Sendable {
    private let lock = NSLock()
    private var payloads: [String?] = []

    func add(_ payload: String?) { lock.withLock { payloads.append(payload) } }

    /// Polls for up to 5 s.
    func wait(_ condition: ([String?]) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            if lock.withLock({ condition(payloads) }) { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return false
    }
}
