import HTTP
import Testing

/// Describes what the server decoded, so tests can compare it as text.
private func describe(_ pairs: [String: String]) -> String {
    pairs.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: "&")
}

func exampleRouter() -> Router {
    var router = Router(errorPage: testErrorPage)
    router.get("/") { _ in .html("<h1>Minigames</h1>") }
    router.get("/echo") { request in
        .text("""
            path=\(request.path)
            raw=\(request.rawPath)
            query=\(describe(request.query))
            cookies=\(describe(request.cookies))
            """)
    }
    router.get("/päth with space") { request in .text("decoded \(request.path)") }
    router.post("/form") { request in .text("form=\(describe(request.form.fields)) all=\(request.form.pairs.filter { $0.0 == "cell" }.map(\.1))") }
    router.post("/upload") { request in .text("got \(request.body.count) bytes") }
    router.get("/large") { _ in .text(String(repeating: "x", count: 100_000)) }
    router.get("/cookie") { _ in
        var response = Response.redirect(to: "/")
        response.addCookie(Cookie(name: "sid", value: "0123abcd"))
        response.addCookie(Cookie(name: "theme", value: "dark", maxAge: 60))
        return response
    }
    return router
}

@Suite("Server over a real daemon on 127.0.0.1")
struct ServerTests {
    @Test func routesGetAndBindsEphemeralPort() throws {
        let test = try TestServer(router: exampleRouter())
        #expect(test.server.port != 0)
        let response = try test.client.get("/")
        #expect(response.status == 200)
        #expect(response.text == "<h1>Minigames</h1>")
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
        #expect(response.header("Content-Length") == "18")
    }

    @Test func unknownPathIs404Page() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.get("/no/such/page")
        #expect(response.status == 404)
        #expect(response.text.contains("error 404"))
        #expect(response.header("Content-Type") == "text/html; charset=utf-8")
    }

    @Test func wrongMethodIs405WithAllow() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.request("PUT", "/form", body: Array("x".utf8))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "POST")
        #expect(try test.client.request("DELETE", "/").header("Allow") == "GET, HEAD")
    }

    @Test func unknownMethodIs501() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.request("BREW", "/")
        #expect(response.status == 501)
        #expect(response.text.contains("error 501"))
    }

    @Test func headSendsGetHeadersAndNoBody() throws {
        let test = try TestServer(router: exampleRouter())
        let get = try test.client.get("/large")
        let head = try test.client.request("HEAD", "/large")
        #expect(get.body.count == 100_000)
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == "100000")
        #expect(head.header("Content-Type") == get.header("Content-Type"))
        let missing = try test.client.request("HEAD", "/missing")
        #expect(missing.status == 404)
        #expect(missing.body.isEmpty)
    }

    @Test func decodesPathQueryAndCookies() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.get("/echo?b=2&a=x+y&a=second&c=%C3%A9&flag",
                                           headers: [("Cookie", "sid=abc123; theme=dark; broken; sid=later")])
        #expect(response.status == 200)
        #expect(response.text == "path=/echo\nraw=/echo\nquery=a=x y&b=2&c=é&flag=\ncookies=sid=abc123&theme=dark")
        let decoded = try test.client.get("/p%C3%A4th%20with%20space")
        #expect(decoded.text == "decoded /päth with space")
    }

    @Test func parsesUrlencodedForms() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.postForm("/form", "cell=4&cell=5&name=Ada+L%C3%B6")
        #expect(response.status == 200)
        #expect(response.text == "form=cell=4&name=Ada Lö all=[\"4\", \"5\"]")
        let other = try test.client.request("POST", "/form", headers: [("Content-Type", "text/plain")],
                                            body: Array("cell=4".utf8))
        #expect(other.text == "form= all=[]")
    }

    @Test(arguments: ["/echo%zz", "/echo?a=%", "/echo?a=%C3%28", "/%ff"])
    func badEncodingInAddressIs400(_ target: String) throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.get(target)
        #expect(response.status == 400)
        #expect(response.text.contains("error 400"))
    }

    @Test func rawBytesThatAreNotUTF8Are400() throws {
        let test = try TestServer(router: exampleRouter())
        let request = Array("GET /echo".utf8) + [0xFF] + Array(" HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
        #expect(try test.client.exchange(request).status == 400)
    }

    @Test func absoluteFormTargetIsServedByItsPath() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.get("http://127.0.0.1/echo?a=1")
        #expect(response.status == 200)
        #expect(response.text.hasPrefix("path=/echo\nraw=/echo\nquery=a=1\n"))
    }

    @Test func badEncodingInFormIs400() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.postForm("/form", "cell=%4")
        #expect(response.status == 400)
        #expect(response.text.contains("error 400"))
    }

    @Test func setsEveryCookieAndRedirects() throws {
        let test = try TestServer(router: exampleRouter())
        let response = try test.client.get("/cookie")
        #expect(response.status == 303)
        #expect(response.header("Location") == "/")
        #expect(response.headers(named: "Set-Cookie") == [
            "sid=0123abcd; Path=/; HttpOnly; SameSite=Lax",
            "theme=dark; Path=/; Max-Age=60; HttpOnly; SameSite=Lax",
        ])
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        let test = try TestServer(router: exampleRouter())
        let connection = try Connection(port: test.server.port)
        defer { connection.disconnect() }
        for _ in 0..<3 {
            try connection.write(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
            let response = try connection.readOneResponse()
            #expect(response.status == 200)
            #expect(response.text == "<h1>Minigames</h1>")
        }
    }

    @Test func accessLogHasMethodPathStatusAndDuration() throws {
        let test = try TestServer(router: exampleRouter())
        _ = try test.client.get("/no/such/page?secret=1")
        let logged = eventually {
            test.log.all.contains { $0.hasPrefix("info GET /no/such/page 404 ") && $0.hasSuffix(" ms") }
        }
        #expect(logged, "log: \(test.log.all)")
    }

    @Test("control characters in the method and target are escaped in the log, never written raw")
    func accessLogEscapesControlCharacters() throws {
        let test = try TestServer(router: exampleRouter())
        // ESC [2J would clear a terminal tailing the log; DEL and BEL are passed through by libmicrohttpd too (and the
        // target is refused: no control character is allowed in one).
        let target = Array("GET /a".utf8) + [0x1B] + Array("[2J".utf8) + [0x7F, 0x5C] + Array("b HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
        #expect(try test.client.exchange(target).status == 400)
        let method = Array("GE".utf8) + [0x07] + Array("T /c HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8)
        _ = try test.client.exchange(method)
        let logged = eventually {
            test.log.all.contains { $0.hasPrefix(#"info GET /a\x1B[2J\x7F\\b 400 "#) }
                && test.log.all.contains { $0.hasPrefix(#"info GE\x07T /c "#) }
        }
        #expect(logged, "log: \(test.log.all)")
        #expect(!test.log.all.contains { $0.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F } })
    }

    @Test func logTextEscapesEveryControlCharacterAndLeavesTheRest() {
        #expect(LogText.escaped("/plain/path-é") == "/plain/path-é")
        #expect(LogText.escaped("a\nINFO forged\r\t\u{0}\u{9B}\\") == #"a\nINFO forged\r\t\x00\x9B\\"#)
    }

    @Test func secondServerOnSamePortFailsWithClearMessage() throws {
        let test = try TestServer(router: exampleRouter())
        var configuration = ServerConfiguration()
        configuration.port = test.server.port
        let second = Server(configuration: configuration, logger: LogRecorder().logger, errorPage: testErrorPage) { _ in
            .text("never")
        }
        #expect(throws: ServerError(message: "cannot listen on 127.0.0.1:\(test.server.port): address in use")) {
            try second.start()
        }
        var badHost = ServerConfiguration()
        badHost.host = "not-an-address"
        let third = Server(configuration: badHost, logger: LogRecorder().logger, errorPage: testErrorPage) { _ in
            .text("never")
        }
        #expect(throws: ServerError.self) { try third.start() }
    }
}
