import Foundation
import Synchronization
import Testing

@testable import Storage

/// What the threads of one test report, shared through a class so each thread borrows the locks.
private final class Observations: Sendable {
    let failures = Mutex<[String]>([])
    let readCounts = Mutex<[Int]>([])
    let readersStarted = Atomic<Int>(0)
    let writersDone = Atomic<Int>(0)

    func fail(_ message: String) {
        failures.withLock { $0.append(message) }
    }
}

@Suite struct ConcurrencyTests {
    /// Runs each job on its own thread and returns when all have finished.
    private func onThreads(_ jobs: [@Sendable () -> Void]) {
        let finished = DispatchGroup()
        for job in jobs {
            finished.enter()
            Thread {
                job()
                finished.leave()
            }.start()
        }
        finished.wait()
    }

    @Test(arguments: Backend.all) func writersAndReadersOnManyThreadsLoseNoRow(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        // One reader connection for four reading threads, so readers also wait for each other.
        let database = try scratch.open(readers: 1)
        let session = try database.newSession()
        let writers = 8
        let insertsEach = 200
        let seen = Observations()

        let writerJobs: [@Sendable () -> Void] = (0..<writers).map { writer in
            {
                // Start writing once every reader is reading, so reads and writes overlap.
                while seen.readersStarted.load(ordering: .sequentiallyConsistent) < 4 { sched_yield() }
                for n in 0..<insertsEach {
                    do {
                        _ = try database.write { c in
                            try GameStore.insert(
                                c, sessionID: session.id, kind: "writer-\(writer)", level: "\(n)", state: "{}",
                                outcome: "playing", now: WallClock.start)
                        }
                    } catch {
                        seen.fail("writer \(writer): \(error)")
                    }
                }
                seen.writersDone.add(1, ordering: .sequentiallyConsistent)
            }
        }
        let readerJobs: [@Sendable () -> Void] = (0..<4).map { reader in
            {
                var last = 0
                seen.readersStarted.add(1, ordering: .sequentiallyConsistent)
                while seen.writersDone.load(ordering: .sequentiallyConsistent) < writers {
                    do {
                        let count = try database.read { try $0.queryOne("SELECT count(*) AS n FROM games")?.int("n") } ?? -1
                        if count < last { seen.fail("reader \(reader) saw \(count) after \(last)") }
                        last = count
                        seen.readCounts.withLock { $0.append(count) }
                    } catch {
                        seen.fail("reader \(reader): \(error)")
                    }
                }
            }
        }
        onThreads(writerJobs + readerJobs)

        #expect(seen.failures.withLock { $0 } == [])
        #expect(try database.count("games") == writers * insertsEach)
        let distinct = try database.read { try $0.queryOne("SELECT count(DISTINCT kind || '/' || level) AS n FROM games")?.int("n") }
        #expect(distinct == writers * insertsEach)
        // The readers ran while the writers did, not only before or after.
        #expect(seen.readCounts.withLock { $0.contains { $0 > 0 && $0 < writers * insertsEach } })
    }

    @Test func twoDatabaseObjectsOnOneFileShareTheWriteLock() throws {
        let scratch = try Scratch()
        let first = try scratch.open()
        let second = try scratch.open()
        let session = try first.newSession()
        let seen = Observations()
        let jobs: [@Sendable () -> Void] = [first, second].map { database in
            {
                for n in 0..<100 {
                    do {
                        _ = try database.write { c in
                            try GameStore.insert(c, sessionID: session.id, kind: "k", level: "\(n)", state: "{}", outcome: "playing", now: 0)
                        }
                    } catch {
                        seen.fail("\(error)")
                    }
                }
            }
        }
        onThreads(jobs)
        #expect(seen.failures.withLock { $0 } == [])
        #expect(try first.count("games") == 200)
    }
}
