import Testing
@testable import HTTP

@Suite("Kept answers: one libmicrohttpd response queued as it is for every request")
struct KeptAnswerTests {
    static let page = Response(status: 200, headers: [("Content-Type", "text/html; charset=utf-8"), ("X-Test", "kept")],
                               body: Array(String(repeating: "<p>a kept page</p>", count: 200).utf8))

    @Test("a response made from a kept answer reads like it; any change to it drops the kept answer")
    func readsLikeIt() {
        let kept = KeptAnswer(Self.page)
        let response = Response(kept: kept)
        #expect(response.kept === kept)
        #expect(response.status == 200 && response.body == Self.page.body && response.header("X-Test") == "kept")
        // As it is sent: a compressible type says Vary.
        #expect(response.header("Vary") == "Accept-Encoding")
        var withCookie = response
        withCookie.addCookie(Cookie(name: "sid", value: "x"))
        var otherStatus = response
        otherStatus.status = 404
        var otherBody = response
        otherBody.body = []
        #expect(withCookie.kept == nil && otherStatus.kept == nil && otherBody.kept == nil)
        #expect(response.kept === kept)
    }

    @Test("requests on many connections at once each get the kept bytes and headers, whole")
    func concurrentConnections() throws {
        let kept = KeptAnswer(Self.page)
        let test = try TestServer(threads: 4) { _ in Response(kept: kept) }
        let client = test.client
        let clients = (0..<8).map { _ in
            Background { () -> Bool in
                (0..<25).allSatisfy { _ in
                    guard let answer = try? client.get("/") else { return false }
                    return answer.status == 200 && answer.body == Self.page.body && answer.header("X-Test") == "kept"
                        && answer.header("Content-Length") == String(Self.page.body.count)
                }
            }
        }
        for background in clients {
            #expect(background.value() == true)
        }
    }

    @Test("HEAD gets the headers and no body; a client taking gzip gets a plain kept page compressed, as before")
    func headAndGzip() throws {
        let kept = KeptAnswer(Self.page)
        let test = try TestServer { _ in Response(kept: kept) }
        let head = try test.client.request("HEAD", "/")
        #expect(head.status == 200 && head.body.isEmpty && head.header("Content-Length") == String(Self.page.body.count))
        let packed = try test.client.get("/", headers: [("Accept-Encoding", "gzip")])
        #expect(packed.header("Content-Encoding") == "gzip" && packed.body.count < Self.page.body.count)
    }

    @Test("a kept answer already gzipped goes as it is to a client taking gzip")
    func keptGzip() throws {
        var packed = Self.page
        packed.body = try #require(Gzip.compress(Self.page.body))
        packed.headers.append(("Content-Encoding", "gzip"))
        let kept = KeptAnswer(packed)
        #expect(kept.servesGzipClients)
        let test = try TestServer { _ in Response(kept: kept) }
        let answer = try test.client.get("/", headers: [("Accept-Encoding", "gzip")])
        #expect(answer.header("Content-Encoding") == "gzip" && answer.body == packed.body)
    }

    @Test("an answer changed after it was made from a kept one goes out as changed (a cookie added)")
    func changedAnswer() throws {
        let kept = KeptAnswer(Self.page)
        let test = try TestServer { _ in
            var response = Response(kept: kept)
            response.addCookie(Cookie(name: "sid", value: "fresh"))
            return response
        }
        let answer = try test.client.get("/")
        #expect(answer.header("Set-Cookie")?.hasPrefix("sid=fresh") == true && answer.body == Self.page.body)
    }
}
