import HTTP
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
}
