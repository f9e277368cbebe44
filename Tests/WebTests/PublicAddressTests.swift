import HTTP
import Testing
@testable import Web

/// Absolute links (an invitation and its QR code): `--public-url` when set, else a `Host` only when it names the
/// address the server listens on; whatever else a request's Host says never reaches a page.
@Suite("Public address")
struct PublicAddressTests {
    @Test func publicURLIsAnOrigin() {
        #expect(PublicAddress.origin(parsing: "https://games.example.org") == "https://games.example.org")
        #expect(PublicAddress.origin(parsing: "HTTP://Games.Example.org:8080/") == "http://games.example.org:8080")
        #expect(PublicAddress.origin(parsing: "http://[2001:db8::1]:8080") == "http://[2001:db8::1]:8080")
        #expect(PublicAddress.origin(parsing: "http://192.0.2.7") == "http://192.0.2.7")
        for refused in ["games.example.org", "ftp://games.example.org", "https://", "https://games.example.org/play",
                        "https://a@games.example.org", "https://games.example.org?x", "https://games.example.org#x",
                        "https://games.example.org:0", "https://games.example.org:99999", "https:// games.example.org",
                        "https://games..example.org", "https://gämes.example.org", "https://[::1"] {
            #expect(PublicAddress.origin(parsing: refused) == nil, "\(refused)")
        }
    }

    @Test func aHostNamesTheListenAddressOnlyWithItsPort() {
        let loopback = ListenAddress(host: "127.0.0.1", port: 8080, interfaces: { [] })
        for named in ["127.0.0.1:8080", "localhost:8080", "LOCALHOST:8080", " 127.0.0.1:8080 "] {
            #expect(loopback.isNamed(by: named), "\(named)")
        }
        for other in ["127.0.0.1", "127.0.0.1:8081", "evil.example:8080", "evil.example", "10.0.0.2:8080", ":8080",
                      "127.0.0.1:08080x", "[::1]:8080", ""] {
            #expect(!loopback.isNamed(by: other), "\(other)")
        }
        let everywhere = ListenAddress(host: "0.0.0.0", port: 80, interfaces: { [IPAddress("192.0.2.7")!] })
        #expect(everywhere.isNamed(by: "192.0.2.7") && everywhere.isNamed(by: "192.0.2.7:80"))
        #expect(everywhere.isNamed(by: "localhost") && everywhere.isNamed(by: "[::1]"))
        #expect(!everywhere.isNamed(by: "192.0.2.8") && !everywhere.isNamed(by: "games.example.org"))
        let one = ListenAddress(host: "192.0.2.7", port: 80, interfaces: { [] })
        #expect(one.isNamed(by: "192.0.2.7") && !one.isNamed(by: "localhost") && !one.isNamed(by: "127.0.0.1"))
        let v6 = ListenAddress(host: "::1", port: 8080, interfaces: { [] })
        #expect(v6.isNamed(by: "[::1]:8080") && v6.isNamed(by: "localhost:8080") && !v6.isNamed(by: "::1:8080"))
        let named = ListenAddress(host: "localhost", port: 8080, interfaces: { [] })
        #expect(named.isNamed(by: "localhost:8080") && named.isNamed(by: "127.0.0.1:8080"))
    }

    /// The waiting host's page asked for with `host` as its Host header.
    private func invitation(_ site: TestSite, host: String) throws -> (page: String, path: String) {
        let visitor = OnlineVisitor(site)
        let path = try visitor.invite()
        let cookie = try #require(visitor.client.cookies["sid"])
        let raw = "GET \(path) HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\nCookie: sid=\(cookie)\r\n\r\n"
        let page = try TestClient.parse(try visitor.client.exchange(Array(raw.utf8)))
        #expect(page.status == 200)
        return (page.body, path)
    }

    @Test func withoutPublicURLAHostNamingSomethingElseGivesAPathAndNoCode() throws {
        let site = try TestSite()
        defer { site.stop() }
        for host in ["evil.example", "evil.example:\(site.port)", "127.0.0.2:\(site.port)"] {
            let (page, path) = try invitation(site, host: host)
            #expect(page.contains("readonly value=\"\(path)\">"), "\(host)")
            #expect(!page.contains("evil.example") && !page.contains("127.0.0.2"), "\(host)")
            #expect(!page.contains("<svg class=\"qr\""), "\(host): no code a phone could not open")
            #expect(page.contains("Send this link: the first to join plays O."))
        }
        for host in ["127.0.0.1:\(site.port)", "localhost:\(site.port)"] {
            let (page, path) = try invitation(site, host: host)
            let link = "http://\(host)\(path)"
            #expect(page.contains("readonly value=\"\(link)\">"), "\(host)")
            #expect(page.contains(try #require(QRCode.svg(link, label: "QR code of the link to this game"))))
        }
    }

    @Test func withPublicURLEveryInvitationNamesIt() throws {
        let site = try TestSite(publicURL: "https://games.example.org/")
        defer { site.stop() }
        for host in ["evil.example", "127.0.0.1:\(site.port)"] {
            let (page, path) = try invitation(site, host: host)
            let link = "https://games.example.org\(path)"
            #expect(page.contains("readonly value=\"\(link)\">"), "\(host)")
            #expect(page.contains(try #require(QRCode.svg(link, label: "QR code of the link to this game"))), "\(host)")
            #expect(!page.contains("evil.example") && !page.contains("http://127.0.0.1"), "\(host)")
        }
    }
}
