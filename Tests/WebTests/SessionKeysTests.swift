import Synchronization
import Testing

@testable import Web

/// With several instances, one started after an operator added a key signs with it while the others still run:
/// they read the keys again when they meet a cookie none of theirs signed, at most once per interval.
@Suite struct SessionKeysTests {
    static let startKey = String(repeating: "ab", count: 32)
    static let laterKey = String(repeating: "cd", count: 32)
    static let id = String(repeating: "5", count: 32)

    final class Reads: Sendable {
        let count = Mutex(0)
    }

    @Test func aCookieSignedByAKeyAddedLaterVerifiesAfterOneRead() {
        let newerInstance = SessionKeys(hexSecrets: [Self.laterKey, Self.startKey])
        let reads = Reads()
        let running = SessionKeys(hexSecrets: [Self.startKey]) {
            reads.count.withLock { $0 += 1 }
            return [Self.laterKey, Self.startKey]
        }
        let cookie = newerInstance.cookie(for: Self.id)
        #expect(running.sessionID(fromCookie: cookie) == Self.id)
        #expect(running.sessionID(fromCookie: cookie) == Self.id)
        #expect(reads.count.withLock { $0 } == 1)
        // It goes on signing with the key it started with, which every instance knows.
        #expect(running.cookie(for: Self.id) != cookie)
        #expect(newerInstance.sessionID(fromCookie: running.cookie(for: Self.id)) == Self.id)
    }

    @Test func forgedCookiesCostOneReadPerInterval() {
        let reads = Reads()
        let keys = SessionKeys(hexSecrets: [Self.startKey]) {
            reads.count.withLock { $0 += 1 }
            return [Self.startKey]
        }
        let stranger = SessionKeys(hexSecrets: [Self.laterKey])
        for index in 0..<100 {
            let forged = stranger.cookie(for: String(repeating: "\(index % 10)", count: 32))
            #expect(keys.sessionID(fromCookie: forged) == nil)
        }
        #expect(reads.count.withLock { $0 } == 1)
    }
}
