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
        router.get("/game/replay/:id") { request in
            .text("replay \(request.parameters.get("id", as: Int64.self).map(String.init) ?? "none")")
        }
        router.get("/game/replay/latest") { _ in .text("latest") }
        router.get("/online/:token") { request in .text("match \(request.parameters["token"] ?? "-")") }
        router.get("/online/:token/events") { request in .text("events \(request.parameters["token"] ?? "-")") }
        router.post("/online/:token/:action") { request in
            .text("\(request.parameters["action"] ?? "-") \(request.parameters["token"] ?? "-")")
        }
        router.get("/online/new/:token") { _ in .text("literal first") }
        router.getPrefix("/online/") { request in .text("no match \(request.path)") }
        return router
    }

    private func text(_ response: Response) -> String {
        String(decoding: response.body, as: UTF8.self)
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

    @Test func parametersAreReadFromTheirSegments() {
        let router = router()
        #expect(text(router.handle(Request(path: "/game/replay/42"))) == "replay 42")
        #expect(text(router.handle(Request(path: "/online/abc"))) == "match abc")
        #expect(text(router.handle(Request(path: "/online/abc/events"))) == "events abc")
        #expect(text(router.handle(Request(method: "POST", path: "/online/abc/join"))) == "join abc")
    }

    @Test func aParameterThatIsNoNumberReadsAsMissing() {
        let router = router()
        #expect(text(router.handle(Request(path: "/game/replay/x42"))) == "replay none")
        #expect(text(router.handle(Request(path: "/game/replay/99999999999999999999"))) == "replay none")
        #expect(Request(path: "/").parameters["id"] == nil)
    }

    @Test func exactPathsBeatParametersAndLiteralSegmentsBeatParameterOnes() {
        let router = router()
        #expect(text(router.handle(Request(path: "/game/replay/latest"))) == "latest")
        #expect(text(router.handle(Request(path: "/online/new/abc"))) == "literal first")
    }

    @Test func aParameterMatchesOneNonEmptySegmentAndPrefixesComeAfter() {
        let router = router()
        // A trailing slash or an empty segment is another path, as for exact routes: here the prefix's.
        #expect(text(router.handle(Request(path: "/online/abc/"))) == "no match /online/abc/")
        #expect(text(router.handle(Request(path: "/online/"))) == "no match /online/")
        #expect(text(router.handle(Request(path: "/online/a/b/c"))) == "no match /online/a/b/c")
        #expect(router.handle(Request(path: "/game/replay/")).status == 404)
        #expect(router.handle(Request(path: "/game/replay/4/")).status == 404)
        #expect(router.handle(Request(path: "/game/replay")).status == 404)
    }

    @Test func parametersMatchTheDecodedPath() {
        // The server decodes the path before routing: `%2F` is a slash by then, so it splits segments.
        let router = router()
        #expect(text(router.handle(Request(path: "/game/replay/42", rawPath: "/game/replay/%342"))) == "replay 42")
        #expect(text(router.handle(Request(path: "/online/ä b"))) == "match ä b")
        #expect(text(router.handle(Request(path: "/online/a/b/c", rawPath: "/online/a%2Fb/c"))) == "no match /online/a/b/c")
    }

    @Test func aCombiningMarkAfterASlashMakesItNoSlashAsForPrefixes() {
        // Swift compares "/\u{301}" as one character, not "/": routing has always answered as `hasPrefix` does.
        let router = router()
        #expect(router.handle(Request(path: "/online/\u{301}abc")).status == 404)
        #expect(router.handle(Request(path: "/static/\u{301}x")).status == 404)
        #expect(text(router.handle(Request(path: "/static/é"))) == "static /static/é")
    }

    @Test func headAndMethodsOfParameterRoutes() {
        let router = router()
        #expect(router.handle(Request(method: "HEAD", path: "/game/replay/7")).body == Array("replay 7".utf8))
        let post = router.handle(Request(method: "POST", path: "/game/replay/7"))
        #expect(post.status == 405)
        #expect(post.header("Allow") == "GET, HEAD")
        // A method only another matching route answers goes on to it (here the prefix), else 405 naming all of them.
        #expect(text(router.handle(Request(path: "/online/abc/join"))) == "no match /online/abc/join")
        #expect(router.handle(Request(method: "PUT", path: "/online/abc/join")).header("Allow") == "GET, HEAD, POST")
        #expect(router.handle(Request(method: "POST", path: "/elsewhere/7")).status == 404)
    }
}
