import HTTP
import Testing

@Suite("Request body limit")
struct BodyLimitTests {
    private func server() throws -> TestServer {
        try TestServer(configure: { $0.bodyLimit = 1024 }, router: exampleRouter())
    }

    @Test func bodyWithinLimitReachesHandler() throws {
        let test = try server()
        let response = try test.client.request("POST", "/upload", body: [UInt8](repeating: 1, count: 1024))
        #expect(response.status == 200)
        #expect(response.text == "got 1024 bytes")
    }

    @Test func contentLengthOverLimitIs413BeforeTheBodyIsSent() throws {
        let test = try server()
        // Only the headers go out: the 413 must come without the server waiting for the body.
        let response = try test.client.exchange(Array(
            "POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1025\r\nConnection: close\r\n\r\n".utf8))
        #expect(response.status == 413)
        #expect(response.text.contains("error 413"))
    }

    @Test func contentLengthOverLimitIs413WithTheBodySent() throws {
        let test = try server()
        let response = try test.client.request("POST", "/upload", body: [UInt8](repeating: 1, count: 4096))
        #expect(response.status == 413)
    }

    @Test func chunkedBodyGrowingPastLimitIs413() throws {
        let test = try server()
        let response = try test.client.postChunked("/upload", bodySize: 8 * 1024, chunkSize: 700)
        #expect(response.status == 413)
        #expect(response.text.contains("error 413"))
        let small = try test.client.postChunked("/upload", bodySize: 1000, chunkSize: 300)
        #expect(small.status == 200)
        #expect(small.text == "got 1000 bytes")
    }

    @Test func chunkedBodyFarPastLimitIsAnsweredNotReset() throws {
        let test = try server()
        // The server answers once past the limit and reads the rest: the client, still sending, gets the answer.
        let response = try test.client.postChunked("/upload", bodySize: 2 << 20, chunkSize: 32 * 1024)
        #expect(response.status == 413)
        #expect(response.text.contains("error 413"))
        #expect(response.header("Connection") == "close")
        #expect(response.header("Content-Length") == String(response.body.count))
    }

    @Test func chunkDeclaringMoreThanTheLimitIs413OnceItsDataPassesIt() throws {
        let test = try server()
        // The declared size is libmicrohttpd's to read: the data past the limit decides, while the client still sends.
        for size in ["FFFFFFFFFFFFFFFF", "401;name=value"] {
            let response = try test.client.exchange(Array(
                "POST /upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n\(size)\r\n".utf8)
                + [UInt8](repeating: 1, count: 1025))
            #expect(response.status == 413, "\(size)")
        }
        let fits = try test.client.exchange(Array(
            "POST /upload HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n\r\n400\r\n".utf8)
            + [UInt8](repeating: 1, count: 1024) + Array("\r\n0\r\n\r\n".utf8))
        #expect(fits.status == 200)
    }

    @Test func defaultLimitIs64KiB() throws {
        let test = try TestServer(router: exampleRouter())
        #expect(try test.client.request("POST", "/upload", body: [UInt8](repeating: 1, count: 64 * 1024)).status == 200)
        #expect(try test.client.request("POST", "/upload", body: [UInt8](repeating: 1, count: 64 * 1024 + 1)).status == 413)
    }
}
