import Foundation
import Synchronization
import Testing

@testable import Storage

/// The bulkhead keeps worker threads out of a slow database: full and slow → refused at once; full but
/// quick, or not full → admitted.
@Suite struct DatabaseBulkheadTests {
    /// A flag threads share (an `Atomic` cannot be captured: it is not copyable).
    private final class Flag: Sendable {
        private let value = Atomic<Bool>(false)
        func set() { value.store(true, ordering: .sequentiallyConsistent) }
        var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
    }

    /// Runs `body` inside the bulkhead on another thread and returns once it is inside; `release` lets it out.
    private func holdInside(_ bulkhead: DatabaseBulkhead, until release: Flag) -> Thread {
        let inside = Flag()
        let thread = Thread {
            _ = try? bulkhead.admit {
                inside.set()
                while !release.isSet { usleep(1_000) }
            }
        }
        thread.start()
        while !inside.isSet { usleep(1_000) }
        return thread
    }

    @Test func fullAndSlowRefusesAtOnceWhileRoomOrPatienceAdmits() throws {
        let bulkhead = DatabaseBulkhead(limit: 2, patience: .milliseconds(50))
        let release = Flag()
        defer { release.set() }
        _ = holdInside(bulkhead, until: release)
        // One inside, room for another: admitted however long the first has waited.
        usleep(80_000)
        #expect(try bulkhead.admit { 1 } == 1)
        _ = holdInside(bulkhead, until: release)
        // Full, and the oldest has waited past its patience: refused without waiting.
        let started = ContinuousClock.now
        #expect(throws: DatabaseError.self) { try bulkhead.admit { 1 } }
        #expect(ContinuousClock.now - started < .milliseconds(20))
        do {
            _ = try bulkhead.admit { 1 }
        } catch let error as DatabaseError {
            #expect(error.kind == .busy && error.meansCannotWrite)
        }
    }

    @Test func fullButQuickAdmits() throws {
        let bulkhead = DatabaseBulkhead(limit: 1, patience: .seconds(30))
        let release = Flag()
        defer { release.set() }
        _ = holdInside(bulkhead, until: release)
        #expect(try bulkhead.admit { 2 } == 2, "a burst on a database that answers in time only waits")
    }

    @Test func whoLeavesMakesRoom() throws {
        let bulkhead = DatabaseBulkhead(limit: 1, patience: .milliseconds(10))
        let release = Flag()
        let holder = holdInside(bulkhead, until: release)
        usleep(30_000)
        #expect(throws: DatabaseError.self) { try bulkhead.admit { 1 } }
        release.set()
        var admitted = false
        let deadline = ContinuousClock.now + .seconds(5)
        while !admitted && ContinuousClock.now < deadline {
            admitted = (try? bulkhead.admit { true }) ?? false
            if !admitted { usleep(1_000) }
        }
        #expect(admitted)
        _ = holder
    }
}
