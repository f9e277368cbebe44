import HTTP
import Synchronization
import Testing

@Suite("Router gate for unsafe methods")
struct RouterGateTests {
    @Test("the gate sees routed POSTs (and PUT, DELETE) before their handler; safe methods and unrouted ones never")
    func gate() {
        let seen = Mutex<[String]>([])
        var router = Router(errorPage: testErrorPage)
        router.get("/page") { _ in .text("page") }
        router.post("/move") { _ in .text("moved") }
        router.add("DELETE", "/move") { _ in .text("deleted") }
        router.gateUnsafeMethods { request in
            seen.withLock { $0.append("\(request.method) \(request.path)") }
            return request.form["refuse"] == nil ? nil : .text("refused", status: 429)
        }
        #expect(router.handle(Request(path: "/page")).body == Array("page".utf8))
        #expect(router.handle(Request(method: "HEAD", path: "/page")).status == 200)
        #expect(router.handle(Request(method: "POST", path: "/move")).body == Array("moved".utf8))
        let refused = router.handle(Request(method: "POST", path: "/move", form: FormData(pairs: [("refuse", "1")])))
        #expect(refused.status == 429)
        #expect(refused.body == Array("refused".utf8))
        #expect(router.handle(Request(method: "DELETE", path: "/move")).body == Array("deleted".utf8))
        #expect(router.handle(Request(method: "POST", path: "/nowhere")).status == 404)
        #expect(router.handle(Request(method: "POST", path: "/page")).status == 405)
        #expect(seen.withLock { $0 } == ["POST /move", "POST /move", "DELETE /move"])
    }
}
