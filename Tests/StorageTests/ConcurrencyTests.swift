import Foundation
import Synchronization
import Testing

@testable import Storage

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

    @Test func writersAndReadersOnManyThreadsLoseNoRow() throws {
        let scratch = try Scratch()
        // One reader connection for four reading threads, so readers also wait for each other.
        let database = try scratch.open(readers: 1)
        let session = try database.newSession()
        let writers = 8
        let insertsEach = 200
        let failures = Mutex<[String]>([])
        let writersDone = Atomic<Int>(0)
        let readCounts = Mutex<[Int]>([])
        let readersStarted = Atomic<Int>(0)

        let writerJobs: [@Sendable () -> Void] = (0..<writers).map { writer in
            {
                // Start writing once every reader is reading, so reads and writes overlap.
                while readersStarted.load(ordering: .sequentiallyConsistent) < 4 { sched_yield() }
                for n in 0..<insertsEach {
                    do {
                        _ = try database.write { c in
                            try GameStore.insert(
                                c, sessionID: session.id, kind: "writer-\(writer)", level: "\(n)", state: "{}",
                                outcome: "playing", now: Clock.start)
                        }
                    } catch {
                        failures.withLock { $0.append("writer \(writer): \(error)") }
                    }
                }
                writersDone.add(1, ordering: .sequentiallyConsistent)
            }
        }
        let readerJobs: [@Sendable () -> Void] = (0..<4).map { reader in
            {
                var last = 0
                readersStarted.add(1, ordering: .sequentiallyConsistent)
                while writersDone.load(ordering: .sequentiallyConsistent) < writers {
                    do {
                        let seen = try database.read { try $0.queryOne("SELECT count(*) AS n FROM games")?.int("n") } ?? -1
                        if seen < last { failures.withLock { $0.append("reader \(reader) saw \(seen) after \(last)") } }
                        last = seen
                        readCounts.withLock { $0.append(seen) }
                    } catch {
                        failures.withLock { $0.append("reader \(reader): \(error)") }
                    }
                }
            }
        }
        onThreads(writerJobs + readerJobs)

        #expect(failures.withLock { $0 } == [])
        #expect(try database.count("games") == writers * insertsEach)
        let distinct = try database.read { try $0.queryOne("SELECT count(DISTINCT kind || '/' || level) AS n FROM games")?.int("n") }
        #expect(distinct == writers * insertsEach)
        // The readers ran while the writers did, not only before or after.
        #expect(readCounts.withLock { $0.contains { $0 > 0 && $0 < writers * insertsEach } })
    }

    @Test func twoDatabaseObjectsOnOneFileShareTheWriteLock() throws {
        let scratch = try Scratch()
        let first = try scratch.open()
        let second = try scratch.open()
        let session = try first.newSession()
        let failures = Mutex<[String]>([])
        let jobs: [@Sendable () -> Void] = [first, second].map { database in
            {
                for n in 0..<100 {
                    do {
                        _ = try database.write { c in
                            try GameStore.insert(c, sessionID: session.id, kind: "k", level: "\(n)", state: "{}", outcome: "playing", now: 0)
                        }
                    } catch {
                        failures.withLock { $0.append("\(error)") }
                    }
                }
            }
        }
        onThreads(jobs)
        #expect(failures.withLock { $0 } == [])
        #expect(try first.count("games") == 200)
    }
}
