import HTTP
import Testing

@Suite("Router, without a server")
struct RouterTests {
    private func router() -> Router {
        var router = Router(errorPage: testErrorPage)
        router.get("/") { _ in .text("home") }
        router.post("/move") { request in .text("moved \(request.form["cell"] ?? "-")") }
        router.add("delete", "/move") { _ in .text("deleted") }
        router.getPrefix("/static/") { request in .text("static \(request.path)") }
        router.getPrefix("/static/special/") { _ in .text("special") }
        return router
    }

    @Test func exactPathsAndMethods() {
        let router = router()
        #expect(router.handle(Request(path: "/")).body == Array("home".utf8))
        #expect(router.handle(Request(method: "POST", path: "/move", form: FormData(pairs: [("cell", "4")]))).body
            == Array("moved 4".utf8))
        #expect(router.handle(Request(method: "DELETE", path: "/move")).body == Array("deleted".utf8))
    }

    @Test func unknownPathIs404FromTheErrorPage() {
        let response = router().handle(Request(path: "/nowhere"))
        #expect(response.status == 404)
        #expect(String(decoding: response.body, as: UTF8.self).contains("error 404"))
        #expect(router().handle(Request(path: "/move/")).status == 404)
    }

    @Test func wrongMethodIs405WithAllow() {
        let response = router().handle(Request(method: "GET", path: "/move"))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "DELETE, POST")
        #expect(router().handle(Request(method: "PUT", path: "/")).header("Allow") == "GET, HEAD")
    }

    @Test func headIsAnsweredByTheGetHandler() {
        // The whole GET response: the server sends its headers (compressed as GET's would be) and drops the body.
        let response = router().handle(Request(method: "HEAD", path: "/"))
        #expect(response.status == 200)
        #expect(response.body == router().handle(Request(method: "GET", path: "/")).body)
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
    }

    @Test func longestPrefixWinsAndExactPathsComeFirst() {
        let router = router()
        #expect(router.handle(Request(path: "/static/site.css")).body == Array("static /static/site.css".utf8))
        #expect(router.handle(Request(path: "/static/special/x")).body == Array("special".utf8))
        #expect(router.handle(Request(method: "POST", path: "/static/site.css")).status == 405)
    }
}
