@testable import HTTP
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The count per client and the request deadline, on a socket pair and a clock the test moves (the same guards over
/// a real daemon: Tests/System/test_client_limits.py).
struct ClientConnectionsTests {
    private let alice = IPAddress("192.0.2.1")!
    private let proxy = IPAddress("192.0.2.9")!

    /// A connected pair: the server's end for `ClientConnections`, the client's to see whether it was shut down.
    private func pair() -> (server: Int32, client: Int32) {
        var ends: [Int32] = [0, 0]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
        return (ends[0], ends[1])
    }

    /// True when the other end was shut down (a read finds the end of the stream at once).
    private func wasCut(_ client: Int32) -> Bool {
        var byte: UInt8 = 0
        return recv(client, &byte, 1, Int32(MSG_DONTWAIT)) == 0
    }

    @Test func aClientHoldsAtMostItsLimitAndATrustedProxyIsNotCounted() {
        let connections = ClientConnections(limit: 2, trustedProxies: [proxy], requestTimeout: 10, idleTimeout: 30)
        let first = connections.opened(descriptor: -1, peer: alice)
        _ = connections.opened(descriptor: -1, peer: IPAddress("::ffff:192.0.2.1")!)
        #expect(!connections.admits(alice))
        #expect(connections.admits(IPAddress("192.0.2.2")!))
        for _ in 0..<5 { _ = connections.opened(descriptor: -1, peer: proxy) }
        #expect(connections.admits(proxy))
        connections.closed(first)
        #expect(connections.admits(alice))
        #expect(connections.count(for: alice) == 1)
    }

    @Test func anIPv6ClientCountsByItsSlash64() {
        let connections = ClientConnections(limit: 1, trustedProxies: [], requestTimeout: 10, idleTimeout: 30)
        _ = connections.opened(descriptor: -1, peer: IPAddress("2001:db8:1:2::1")!)
        #expect(!connections.admits(IPAddress("2001:db8:1:2:ffff::9")!))
        #expect(connections.admits(IPAddress("2001:db8:1:3::1")!))
    }

    @Test func aRequestNotWholeInTimeIsCutButOneBeingAnsweredIsNot() {
        let connections = ClientConnections(limit: 0, trustedProxies: [], requestTimeout: 1, idleTimeout: 30)
        let slow = pair()
        let answering = pair()
        defer { [slow.server, slow.client, answering.server, answering.client].forEach { close($0) } }
        let now = ClientConnections.now
        _ = connections.opened(descriptor: slow.server, peer: alice)
        connections.answering(connections.opened(descriptor: answering.server, peer: alice))
        #expect(connections.cutOverdue(now: now + 500) == 0)
        #expect(connections.cutOverdue(now: now + 60_000) == 1)
        #expect(wasCut(slow.client))
        #expect(!wasCut(answering.client))
    }

    @Test func afterAnAnswerTheNextRequestLineHasTheIdleTimeoutThenTheRequestTimeout() {
        let connections = ClientConnections(limit: 0, trustedProxies: [], requestTimeout: 1, idleTimeout: 5)
        let kept = pair()
        defer { close(kept.server); close(kept.client) }
        let watched = connections.opened(descriptor: kept.server, peer: alice)
        connections.answering(watched)
        connections.answered(watched)
        let now = ClientConnections.now
        #expect(connections.cutOverdue(now: now + 2_000) == 0, "idle, not slow")
        #expect(connections.cutOverdue(now: now + 6_000) == 1, "no request line within the idle timeout")
        #expect(wasCut(kept.client))
    }

    @Test func theRequestLineStartsTheRequestDeadline() {
        let connections = ClientConnections(limit: 0, trustedProxies: [], requestTimeout: 1, idleTimeout: 30)
        let kept = pair()
        defer { close(kept.server); close(kept.client) }
        let watched = connections.opened(descriptor: kept.server, peer: alice)
        connections.answering(watched)
        connections.answered(watched)
        connections.requestStarted(watched)
        #expect(connections.cutOverdue(now: ClientConnections.now + 2_000) == 1)
    }
}
