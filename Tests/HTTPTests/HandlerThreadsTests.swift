import Dispatch
import HTTP
import Synchronization
import Testing

/// "/slow" waits until the test lets it go (as a handler waits on a stalled database); the rest answers at once.
private final class Stall: Sendable {
    let entered = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let finished = Atomic<Int>(0)

    var handler: Handler {
        { [self] request in
            switch request.path {
            case "/slow":
                entered.signal()
                _ = release.wait(timeout: .now() + 20)
                finished.add(1, ordering: .relaxed)
                return .text("slow")
            case "/echo":
                return .text("\(request.method) \(request.form["word"] ?? "-")")
            default:
                return .text("quick")
            }
        }
    }
}

@Suite("Handler threads")
struct HandlerThreadsTests {
    /// Only "/quick" is answered on libmicrohttpd's thread.
    private static let quickOnly: @Sendable (Request) -> Bool = { $0.path == "/quick" }

    @Test("a waiting handler holds up no connection of its libmicrohttpd thread, kept-alive or new")
    func waitingHandlerBlocksNobody() throws {
        let stall = Stall()
        // One libmicrohttpd thread: inline, "/slow" would hold up every other connection until released.
        let test = try TestServer(threads: 1, answersAtOnce: Self.quickOnly, handler: stall.handler)
        let port = test.server.port
        let kept = try Connection(port: port)
        defer { kept.disconnect() }
        let ask = Array("GET /quick HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n".utf8)
        try kept.write(ask)
        #expect(try kept.readOneResponse().status == 200)

        let slow = Background { try? RawHTTPClient(port: port).get("/slow") }
        try #require(stall.entered.wait(timeout: .now() + 10) == .success)
        for _ in 0..<3 {
            try kept.write(ask)
            #expect(try kept.readOneResponse().text == "quick")
            #expect(try test.client.get("/quick").text == "quick")
        }
        #expect(stall.finished.load(ordering: .relaxed) == 0, "all answered while the slow handler still waited")
        stall.release.signal()
        #expect(slow.value()??.text == "slow")
    }

    @Test("a request answered on a handler thread gets its body, HEAD, and keep-alive as before")
    func handledElsewhereAsBefore() throws {
        let stall = Stall()
        let test = try TestServer(threads: 2, answersAtOnce: Self.quickOnly, handler: stall.handler)
        #expect(try test.client.postForm("/echo", "word=tile").text == "POST tile")
        let head = try test.client.request("HEAD", "/echo")
        #expect(head.status == 200 && head.body.isEmpty)
        let kept = try Connection(port: test.server.port)
        defer { kept.disconnect() }
        for round in 0..<20 {
            let body = "word=w\(round)"
            try kept.write(Array(("POST /echo HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded"
                                  + "\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body).utf8))
            #expect(try kept.readOneResponse().text == "POST w\(round)")
        }
    }

    @Test("a graceful stop waits for a handler thread's answer and sends it")
    func stopSendsTheAnswer() throws {
        let stall = Stall()
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.threads = 2
        let server = Server(configuration: configuration, logger: LogRecorder().logger, errorPage: testErrorPage,
                            answersAtOnce: Self.quickOnly, handler: stall.handler)
        try server.start()
        let port = server.port
        let slow = Background { try? RawHTTPClient(port: port).get("/slow") }
        try #require(stall.entered.wait(timeout: .now() + 10) == .success)
        let stopper = Background { server.stop(timeout: .seconds(20)); return true }
        try #require(eventually { server.isStopping })
        stall.release.signal()
        let answer = slow.value()
        #expect(answer??.text == "slow")
        #expect(answer??.header("Connection")?.lowercased() == "close")
        #expect(stopper.value() == true)
    }
}
