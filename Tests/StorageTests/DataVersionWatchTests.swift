import Testing

@testable import Storage

/// The writer's `data_version` moves with another connection's commits and never with its own: how the server's
/// caches notice `minigames moderate` (another process; here another `Database` on the same file).
@Suite struct DataVersionWatchTests {
    @Test func onlyAnotherConnectionsCommitsMoveIt() throws {
        let scratch = try Scratch()
        let server = try scratch.open()
        let start = try #require(server.foreignDataVersion())
        _ = try server.newSession()
        #expect(server.foreignDataVersion() == start)

        let operatorTool = try scratch.open()
        defer { operatorTool.close() }
        _ = try operatorTool.newSession()
        let moved = try #require(server.foreignDataVersion())
        #expect(moved != start)
        #expect(server.foreignDataVersion() == moved)
    }

    @Test func theWatchReportsEachForeignCommitOnce() throws {
        let scratch = try Scratch()
        let server = try scratch.open()
        let watch = DataVersionWatch(database: server, interval: .zero)
        #expect(!watch.changedElsewhere())
        _ = try server.newSession()
        #expect(!watch.changedElsewhere())

        let operatorTool = try scratch.open()
        defer { operatorTool.close() }
        _ = try operatorTool.newSession()
        #expect(watch.changedElsewhere())
        #expect(!watch.changedElsewhere())
    }

    @Test func withinTheIntervalItDoesNotAskAgain() throws {
        let scratch = try Scratch()
        let server = try scratch.open()
        let watch = DataVersionWatch(database: server, interval: .seconds(3600))
        #expect(!watch.changedElsewhere())  // the first call asks
        let operatorTool = try scratch.open()
        defer { operatorTool.close() }
        _ = try operatorTool.newSession()
        #expect(!watch.changedElsewhere())  // not due for an hour
    }

    @Test func aClosedDatabaseIsNoChange() throws {
        let scratch = try Scratch()
        let server = try scratch.open()
        let watch = DataVersionWatch(database: server, interval: .zero)
        server.close()
        #expect(server.foreignDataVersion() == nil)
        #expect(!watch.changedElsewhere())
    }

    /// What the check costs a cached page (printed, not asserted: timings vary with the machine's load).
    @Test func costPrintout() throws {
        let scratch = try Scratch()
        let server = try scratch.open()
        let rounds = 20_000
        let unthrottled = DataVersionWatch(database: server, interval: .zero)
        let clock = ContinuousClock()
        let asking = clock.measure { for _ in 0..<rounds { _ = unthrottled.changedElsewhere() } }
        let throttled = DataVersionWatch(database: server)
        let skipping = clock.measure { for _ in 0..<rounds { _ = throttled.changedElsewhere() } }
        func perCall(_ duration: Duration) -> String {
            let nanoseconds = Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
            return String(Int(nanoseconds / Double(rounds))) + " ns"
        }
        print("DataVersionWatch: PRAGMA data_version on every call \(perCall(asking)), within the 50 ms interval \(perCall(skipping))")
    }
}
