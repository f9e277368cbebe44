import Foundation
import Testing

@_spi(Testing) @testable import Storage

/// PostgreSQL's `ChangeWatch`: a notification from another connection marks the caches stale within a second; a
/// listener that lost its connection treats them as stale until it listens again, and hears again after.
@Suite(.enabled(if: Backend.postgresURL != nil, "MINIGAMES_TEST_POSTGRES is not set (make test sets it)"))
struct ChangeListenerTests {
    /// Polls `condition` every 5 ms for up to `limit`.
    private func within(_ limit: Duration, _ condition: () throws -> Bool) rethrows -> Bool {
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            if try condition() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return try condition()
    }

    /// A channel no other test notifies on, and a time-to-live long enough not to count.
    private func makeListener(_ url: String) -> (PostgresChangeListener, String) {
        let channel = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        return (PostgresChangeListener(url: url, channel: channel, timeToLive: .seconds(3600)), channel)
    }

    /// Waits until it listens, then takes the one "stale" every fresh connection reports (notifications sent
    /// before it listened are lost).
    private func settled(_ listener: PostgresChangeListener) -> Bool {
        within(.seconds(5)) { listener.isListening } && listener.changedElsewhere() && !listener.changedElsewhere()
    }

    @Test func aNotificationFromAnotherConnectionIsHeardWithinASecond() throws {
        let url = try #require(Backend.postgresURL)
        let (listener, channel) = makeListener(url)
        defer { listener.stop() }
        #expect(settled(listener))
        let other = PostgresConnection(url: url)
        defer { other.close() }
        let sent = ContinuousClock.now
        try other.executeScript("NOTIFY \(channel)")
        #expect(within(.seconds(1)) { listener.changedElsewhere() })
        print("ChangeListener: heard a NOTIFY after \(ContinuousClock.now - sent)")
        #expect(!listener.changedElsewhere())
    }

    @Test func aKilledConnectionIsMadeAgainAndHeardAgain() throws {
        let url = try #require(Backend.postgresURL)
        let (listener, channel) = makeListener(url)
        defer { listener.stop() }
        #expect(settled(listener))
        let first = try #require(listener.backendPID)
        let admin = PostgresConnection(url: url)
        defer { admin.close() }
        try admin.execute("SELECT pg_terminate_backend(?)", [.integer(Int64(first))])
        // Stale from the moment it notices until it listens again, and once more then.
        #expect(within(.seconds(1)) { listener.backendPID != first })
        #expect(listener.changedElsewhere())
        #expect(within(.seconds(5)) { listener.backendPID.map { $0 != first } ?? false })
        _ = listener.changedElsewhere()
        #expect(!listener.changedElsewhere())
        try admin.executeScript("NOTIFY \(channel)")
        #expect(within(.seconds(1)) { listener.changedElsewhere() })
    }

    @Test func whileItCannotConnectEveryCheckIsStale() throws {
        let closedPort = try #require(Backend.postgresURL).replacingOccurrences(
            of: #":\d+/"#, with: ":1/", options: .regularExpression)
        let (listener, _) = makeListener(closedPort)
        defer { listener.stop() }
        for _ in 0..<3 {
            #expect(listener.changedElsewhere())
            Thread.sleep(forTimeInterval: 0.05)
        }
        #expect(!listener.isListening)
    }

    @Test func aStoppedListenerEndsItsConnectionAndReportsStale() throws {
        let url = try #require(Backend.postgresURL)
        let (listener, _) = makeListener(url)
        #expect(settled(listener))
        let pid = try #require(listener.backendPID)
        let started = ContinuousClock.now
        listener.stop()
        #expect(ContinuousClock.now - started < .milliseconds(500))
        #expect(listener.changedElsewhere())
        let admin = PostgresConnection(url: url)
        defer { admin.close() }
        #expect(try within(.seconds(2)) {
            try admin.queryOne("SELECT 1 AS alive FROM pg_stat_activity WHERE pid = ?", [.integer(Int64(pid))]) == nil
        })
    }

    /// The migration's trigger: a score committed through the stores is announced on the app's channel, so
    /// `minigames moderate` and every instance are heard.
    @Test func aCommittedScoreIsAnnounced() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        defer { database.close() }
        let listener = try #require(database.watchOtherWriters() as? PostgresChangeListener)
        defer { listener.stop() }
        #expect(within(.seconds(5)) { listener.isListening })
        _ = listener.changedElsewhere()
        _ = try database.write { c in
            try c.execute("""
                INSERT INTO scores (board, session_id, value, rank_value, rank_bucket, created_at)
                VALUES ('b', 's', 1, 1, 0, 1)
                """)
        }
        #expect(within(.seconds(1)) { listener.changedElsewhere() })
    }
}
