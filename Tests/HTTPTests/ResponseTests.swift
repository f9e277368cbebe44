@testable import HTTP
import Testing

@Suite("Response helpers")
struct ResponseTests {
    @Test func htmlTextAndRedirect() {
        let html = Response.html("<p>hi</p>", status: 201)
        #expect(html.status == 201)
        #expect(html.header("content-type") == "text/html; charset=utf-8")
        #expect(html.body == Array("<p>hi</p>".utf8))
        #expect(Response.text("x").header("Content-Type") == "text/plain; charset=utf-8")
        let redirect = Response.redirect(to: "/tictactoe")
        #expect(redirect.status == 303)
        #expect(redirect.header("Location") == "/tictactoe")
    }

    @Test func setHeaderReplacesWhateverTheCase() {
        var response = Response(headers: [("X-Thing", "1"), ("x-thing", "2"), ("Other", "o")])
        response.setHeader("X-THING", "3")
        #expect(response.headers.filter { $0.0.lowercased() == "x-thing" }.map(\.1) == ["3"])
        #expect(response.header("other") == "o")
    }

    @Test func requestHeaderLookupIgnoresCase() {
        let request = Request(path: "/", headers: ["content-type": "text/plain"])
        #expect(request.header("Content-Type") == "text/plain")
        #expect(request.rawPath == "/")
    }

    @Test func aRefusalWrittenByTheServerItselfIsWholeHTTP() {
        #expect(Server.httpDate(784_111_777) == "Sun, 06 Nov 1994 08:49:37 GMT")
        #expect(Server.httpDate(1_780_000_000) == "Thu, 28 May 2026 20:26:40 GMT")
        var page = Response.text("too large\n", status: 413)
        page.setHeader("Connection", "keep-alive")
        let text = String(decoding: Server.wireBytes(page, status: 413), as: UTF8.self)
        #expect(text.hasPrefix("HTTP/1.1 413 Content Too Large\r\n"))
        #expect(text.hasSuffix("Content-Length: 10\r\nConnection: close\r\n\r\ntoo large\n"))
        #expect(!text.contains("keep-alive") && text.contains("\r\nDate: "))
    }
}
