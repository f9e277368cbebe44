import HTTP
import Testing

@Suite("Peer address from the socket")
struct PeerAddressTests {
    @Test("a request read from a socket carries its peer's address; one built in a test has none")
    func peerAddress() throws {
        let server = try TestServer { request in .text(request.peerAddress?.description ?? "none") }
        let response = try server.client.get("/")
        #expect(response.status == 200)
        #expect(String(decoding: response.body, as: UTF8.self) == "127.0.0.1")
        #expect(Request(path: "/").peerAddress == nil)
    }
}
