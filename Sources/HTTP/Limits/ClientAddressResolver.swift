/// Who sent a request: the socket's peer, or, when that peer is a reverse proxy the operator named
/// (`--trusted-proxy`), the client the proxy reports in `X-Forwarded-For`. Anyone can send that header, so it is
/// believed only from those proxies; from any other peer it is ignored.
public struct ClientAddressResolver: Sendable {
    public let trustedProxies: Set<IPAddress>

    public init(trustedProxies: Set<IPAddress> = []) {
        self.trustedProxies = trustedProxies
    }

    /// The client's address; nil only for a request read from no socket (built in a test).
    public func client(of request: Request) -> IPAddress? {
        client(peer: request.peerAddress, forwardedFor: request.header("X-Forwarded-For"))
    }

    /// The same from the parts: the socket's peer and the request's `X-Forwarded-For`.
    func client(peer: IPAddress?, forwardedFor header: String?) -> IPAddress? {
        guard let peer, trustedProxies.contains(peer), let header else { return peer }
        return forwardedClient(header) ?? peer
    }

    /// Each proxy appends the address it was connected from, so only the right end can be trusted: walk left past
    /// our own proxies, and the first address that is not one is the client (everything left of it is the
    /// client's word). All of them ours: the left-most. Anything unreadable on the way, or nothing at all: nil.
    func forwardedClient(_ header: String) -> IPAddress? {
        let utf8 = header.utf8
        var end = utf8.endIndex
        var leftmost: IPAddress?
        // Scanned from the right without splitting: a long header costs only as much as the entries read.
        while true {
            let comma = utf8[..<end].lastIndex(of: UInt8(ascii: ","))
            let start = comma.map { utf8.index(after: $0) } ?? utf8.startIndex
            guard let address = IPAddress(header[start..<end].trimmingOptionalWhitespace()) else { return nil }
            if !trustedProxies.contains(address) { return address }
            leftmost = address
            guard let comma else { return leftmost }
            end = comma
        }
    }
}

extension Substring {
    /// Without the spaces and tabs HTTP allows around list items (RFC 9110 §5.6.1).
    func trimmingOptionalWhitespace() -> Substring {
        let isSpace = { (c: Character) in c == " " || c == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return self[first...last]
    }
}
