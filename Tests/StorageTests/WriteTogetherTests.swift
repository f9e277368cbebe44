import Dispatch
import Synchronization
import Testing

@testable import Storage

/// Issue 31: a move's reads and save in one SQLite transaction (`Database.writeTogether`).
@Suite("Writes joined into one transaction")
struct WriteTogetherTests {
    private func sessionCount(_ database: Database) throws -> Int {
        try database.read { c in try c.queryOne("SELECT count(*) AS n FROM sessions")?.int("n") ?? -1 }
    }

    private func session(_ id: String) -> SessionRecord {
        SessionRecord(id: id, csrfToken: RandomToken.make(), name: nil, createdAt: 1, seenAt: 1)
    }

    @Test("reads on the writer and writes inside see each other, and commit together at the end")
    func joinedWritesCommitTogether() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        defer { database.close() }
        let other = try scratch.open()
        defer { other.close() }
        let id = RandomToken.make()
        let seenInside = try database.writeTogether { () -> Int in
            _ = try? database.write { c in try SessionStore.create(c, session(id)) }
            // Another connection does not see it before the end; this thread's reads on the writer do.
            let outside = (try? sessionCount(other)) ?? -1
            let inside = (try? database.readOnWriter { c in try SessionStore.find(c, id: id) }) != nil ? 1 : 0
            return outside * 10 + inside
        }
        #expect(seenInside == 1)
        #expect(try sessionCount(other) == 1)
    }

    @Test("a joined write that fails rolls the whole transaction back, even when the body goes on")
    func failedJoinedWriteRollsBack() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        defer { database.close() }
        let answer = try database.writeTogether { () -> String in
            _ = try? database.write { c in try SessionStore.create(c, session(RandomToken.make())) }
            let failed = (try? database.writeAlone { c in try c.execute("INSERT INTO no_such_table VALUES (1)") }) == nil
            return failed ? "went on" : "?"
        }
        #expect(answer == "went on")
        #expect(try sessionCount(database) == 0)
    }

    @Test("work after the commit runs once other connections can read what was written")
    func afterCommitSeesTheCommit() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        defer { database.close() }
        let other = try scratch.open()
        defer { other.close() }
        let id = RandomToken.make()
        let seen = Mutex<[Int]>([])
        try database.writeTogether {
            _ = try? database.write { c in try SessionStore.create(c, session(id)) }
            database.afterCommit { seen.withLock { $0.append((try? sessionCount(other)) ?? -1) } }
            #expect(seen.withLock { $0.isEmpty }, "not before the commit")
        }
        #expect(seen.withLock { $0 } == [1])
        // Outside a joined transaction it runs at once.
        database.afterCommit { seen.withLock { $0.append(2) } }
        #expect(seen.withLock { $0 } == [1, 2])
    }

    @Test("another thread's write waits for the joined transaction and is not part of it")
    func otherThreadsAreNotJoined() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        defer { database.close() }
        let started = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
        try database.writeTogether {
            DispatchQueue.global().async {
                started.signal()
                _ = try? database.write { c in try SessionStore.create(c, session(RandomToken.make())) }
                finished.signal()
            }
            started.wait()
            _ = try? database.write { c in try SessionStore.create(c, session(RandomToken.make())) }
        }
        finished.wait()
        #expect(try sessionCount(database) == 2)
    }
}
