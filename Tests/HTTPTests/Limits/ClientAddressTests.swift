import HTTP
import Testing

@Suite("Client addresses")
struct ClientAddressTests {
    private func address(_ text: String) throws -> IPAddress {
        try #require(IPAddress(text))
    }

    @Test("IPv4 and IPv6 read and print in one canonical form")
    func parsing() throws {
        #expect(try address("192.0.2.1").description == "192.0.2.1")
        #expect(try address("192.0.2.1").isIPv4)
        #expect(try address("2001:0DB8:0:0::1").description == "2001:db8::1")
        #expect(try address("[2001:db8::1]") == address("2001:db8::1"))
        #expect(try address("::ffff:192.0.2.1") == address("192.0.2.1"), "a dual-stack socket's IPv4 client")
        #expect(try address("::1").description == "::1")
        #expect(try !address("::1").isIPv4)
        for bad in ["", "unknown", "192.0.2.1:8080", "[2001:db8::1]:443", "192.0.2", "256.0.0.1", "1.2.3.4 ",
                    "2001:db8::1::2", "_hidden", "192.0.2.1\0"] {
            #expect(IPAddress(bad) == nil, "\(bad)")
        }
    }

    @Test("a limit counts an IPv6 client by its /64, an IPv4 client by its address")
    func network() throws {
        #expect(try address("2001:db8:1:2:aaaa::1").network == address("2001:db8:1:2::"))
        #expect(try address("2001:db8:1:2:bbbb::9").network == address("2001:db8:1:2:aaaa::1").network)
        #expect(try address("2001:db8:1:3::1").network != address("2001:db8:1:2::1").network)
        #expect(try address("192.0.2.1").network == address("192.0.2.1"))
        #expect(try address("192.0.2.1").network != address("192.0.2.2").network)
    }

    private func request(peer: String?, forwarded: String?) throws -> Request {
        Request(method: "POST", path: "/", headers: forwarded.map { ["x-forwarded-for": $0] } ?? [:],
                peerAddress: try peer.map(address))
    }

    @Test("X-Forwarded-For from a peer that is not a trusted proxy is ignored")
    func untrustedPeer() throws {
        let resolver = ClientAddressResolver(trustedProxies: [try address("10.0.0.2")])
        #expect(resolver.client(of: try request(peer: "203.0.113.9", forwarded: "198.51.100.1"))
            == (try address("203.0.113.9")))
        #expect(ClientAddressResolver().client(of: try request(peer: "10.0.0.2", forwarded: "198.51.100.1"))
            == (try address("10.0.0.2")))
        #expect(resolver.client(of: try request(peer: nil, forwarded: "198.51.100.1")) == nil)
    }

    @Test("from a trusted proxy: the right-most address that is not one of ours")
    func trustedProxy() throws {
        let resolver = ClientAddressResolver(trustedProxies: [try address("10.0.0.2"), try address("10.0.0.3")])
        let cases: [(String, String)] = [
            ("198.51.100.1", "198.51.100.1"),
            (" 198.51.100.1 ", "198.51.100.1"),
            // The client wrote the left part itself: only what our proxies appended counts.
            ("6.6.6.6, 198.51.100.1", "198.51.100.1"),
            ("junk, 198.51.100.1", "198.51.100.1"),
            ("198.51.100.1, 10.0.0.3", "198.51.100.1"),
            ("198.51.100.1,10.0.0.3,\t10.0.0.2", "198.51.100.1"),
            ("2001:db8::7", "2001:db8::7"),
            ("[2001:db8::7], 10.0.0.3", "2001:db8::7"),
            // All ours: the one furthest from us.
            ("10.0.0.3, 10.0.0.2", "10.0.0.3"),
        ]
        for (header, client) in cases {
            #expect(resolver.client(of: try request(peer: "10.0.0.2", forwarded: header)) == (try address(client)),
                    "\(header)")
        }
    }

    @Test("a missing or malformed X-Forwarded-For from a trusted proxy counts as the proxy itself")
    func malformed() throws {
        let resolver = ClientAddressResolver(trustedProxies: [try address("10.0.0.2")])
        let proxy = try address("10.0.0.2")
        for header in [nil, "", " ", ",", "198.51.100.1,", "unknown", "198.51.100.1:4711", "198.51.100.1, junk",
                       "198.51.100.1, 10.0.0.2, junk"] {
            #expect(resolver.client(of: try request(peer: "10.0.0.2", forwarded: header)) == proxy, "\(header ?? "none")")
        }
    }
}
