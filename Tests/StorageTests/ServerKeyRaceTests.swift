import Dispatch
import Synchronization
import Testing

@testable import Storage

/// Two instances starting at once on an empty PostgreSQL database must agree on the first signing key, or one
/// could not verify the other's cookies.
@Suite(.enabled(if: Backend.postgresURL != nil, "MINIGAMES_TEST_POSTGRES is not set (make test sets it)"))
struct ServerKeyRaceTests {
    @Test func instancesStartingTogetherMakeOneFirstKey() throws {
        for _ in 0..<10 {
            let scratch = try Scratch(.postgres)
            let instances = [try scratch.open(), try scratch.open()]
            defer { instances.forEach { $0.close() } }
            let found = Found()
            DispatchQueue.concurrentPerform(iterations: instances.count) { index in
                let secrets = try? instances[index].write { try ServerKeyStore.ensureSecrets($0, now: 1) }
                found.add(secrets ?? [])
            }
            let rows = try instances[0].read { try ServerKeyStore.secrets($0) }
            #expect(rows.count == 1)
            #expect(found.all == [rows, rows])
        }
    }
}

private final class Found: Sendable {
    private let lists = Mutex<[[String]]>([])

    var all: [[String]] { lists.withLock { $0 } }

    func add(_ list: [String]) {
        lists.withLock { $0.append(list) }
    }
}
