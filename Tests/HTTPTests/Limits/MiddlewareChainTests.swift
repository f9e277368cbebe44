import HTTP
import Synchronization
import Testing

/// Notes each request it sees, and refuses those whose form holds its name.
private struct Step: Middleware {
    let name: String
    let seen: Seen

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        seen.value.withLock { $0.append("\(name) \(request.method) \(request.path)") }
        return request.form[name] == nil ? next(request) : .text("refused by \(name)", status: 429)
    }
}

/// What the steps of one test saw, in order.
private final class Seen: Sendable {
    let value = Mutex<[String]>([])
}

@Suite("Router's middleware chain")
struct MiddlewareChainTests {
    private func router(_ seen: Seen) -> Router {
        var router = Router(errorPage: testErrorPage)
        router.get("/page") { _ in .text("page") }
        router.post("/move") { _ in .text("moved") }
        router.add("DELETE", "/move") { _ in .text("deleted") }
        router.post("/game/:id/move") { request in .text("moved in \(request.parameters["id"] ?? "-")") }
        router.use(Step(name: "address", seen: seen))
        router.use(Step(name: "limit", seen: seen), for: .unsafeMethods)
        router.use(Step(name: "session", seen: seen))
        return router
    }

    @Test("unsafe-method steps see routed POSTs (and PUT, DELETE) before their handler; safe methods and unrouted ones never")
    func unsafeMethodsOnly() {
        let seen = Seen()
        let router = router(seen)
        #expect(router.handle(Request(path: "/page")).body == Array("page".utf8))
        #expect(router.handle(Request(method: "HEAD", path: "/page")).status == 200)
        #expect(router.handle(Request(method: "POST", path: "/move")).body == Array("moved".utf8))
        #expect(router.handle(Request(method: "DELETE", path: "/move")).body == Array("deleted".utf8))
        #expect(router.handle(Request(method: "POST", path: "/game/7/move")).body == Array("moved in 7".utf8))
        #expect(router.handle(Request(method: "POST", path: "/nowhere")).status == 404)
        #expect(router.handle(Request(method: "POST", path: "/page")).status == 405)
        #expect(seen.value.withLock { $0.filter { $0.hasPrefix("limit") } }
            == ["limit POST /move", "limit DELETE /move", "limit POST /game/7/move"])
    }

    @Test("steps run in the order they were added, and a refusal stops the later ones and the handler")
    func orderAndShortCircuit() {
        let seen = Seen()
        let router = router(seen)
        #expect(router.handle(Request(method: "POST", path: "/move")).body == Array("moved".utf8))
        #expect(seen.value.withLock { $0 } == ["address POST /move", "limit POST /move", "session POST /move"])
        seen.value.withLock { $0 = [] }
        let refused = router.handle(Request(method: "POST", path: "/move", form: FormData(pairs: [("limit", "1")])))
        #expect(refused.status == 429)
        #expect(refused.body == Array("refused by limit".utf8))
        #expect(seen.value.withLock { $0 } == ["address POST /move", "limit POST /move"])
        seen.value.withLock { $0 = [] }
        #expect(router.handle(Request(path: "/page")).status == 200)
        #expect(seen.value.withLock { $0 } == ["address GET /page", "session GET /page"])
    }
}
