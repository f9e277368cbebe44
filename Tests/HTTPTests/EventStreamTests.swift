import Dispatch
import HTTP
import Synchronization
import Testing

@Suite("Event streams")
struct EventStreamTests {
    @Test func eventsArriveInOrderAndFramed() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(handler: recorder.handler { stream in
            stream.send(id: "1", event: "move", data: "first\nsecond")
        })
        let client = try EventStreamClient(port: test.server.port, headers: [("Accept-Encoding", "gzip")])
        #expect(client.head.status == 200)
        #expect(client.head.header("Content-Type") == "text/event-stream")
        #expect(client.head.header("Cache-Control") == "no-store")
        #expect(client.head.header("X-Accel-Buffering") == "no")
        #expect(client.head.header("Transfer-Encoding")?.lowercased() == "chunked")
        // Never compressed or marked as varying: each event must go out as it is sent.
        #expect(client.head.header("Content-Encoding") == nil)
        #expect(client.head.header("Vary") == nil)
        #expect(try client.nextBlock() == "retry: 1500")
        #expect(try client.nextBlock() == "id: 1\nevent: move\ndata: first\ndata: second")

        let stream = try #require(recorder.all.first)
        // One at a time, each after the connection went idle again, then a burst: every send wakes it.
        for number in 2...20 {
            #expect(stream.send(id: String(number), data: "move \(number)"))
            #expect(try client.nextBlock() == "id: \(number)\ndata: move \(number)")
        }
        for number in 21...300 {
            stream.send(id: String(number), data: "move \(number)")
        }
        for number in 21...300 {
            #expect(try client.nextBlock() == "id: \(number)\ndata: move \(number)")
        }
        #expect(stream.isOpen)
        #expect(test.server.openEventStreams == 1)
    }

    @Test func fieldsCannotBreakTheFraming() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(handler: recorder.handler { stream in
            stream.send(id: "7\nevent: forged", event: "a\r\nb", data: "one\r\ntwo\rthree\n")
            stream.send(data: "")
            stream.keepAlive()
            stream.send(data: "ü ✓")
        })
        let client = try EventStreamClient(port: test.server.port)
        #expect(try client.nextBlock() == "retry: 1500")
        #expect(try client.nextBlock() == "id: 7 event: forged\nevent: a b\ndata: one\ndata: two\ndata: three\ndata: ")
        #expect(try client.nextBlock() == "data: ")
        #expect(try client.nextBlock() == ": keep-alive")
        #expect(try client.nextBlock() == "data: ü ✓")
    }

    @Test func concurrentSendersNeverInterleaveAnEvent() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(handler: recorder.handler())
        let client = try EventStreamClient(port: test.server.port)
        #expect(try client.nextBlock() == "retry: 1500")
        let stream = try #require(recorder.all.first)
        DispatchQueue.concurrentPerform(iterations: 4) { sender in
            for number in 0..<100 {
                stream.send(event: "s\(sender)", data: "\(number)\n\(number)")
            }
        }
        var next = [0, 0, 0, 0]
        for _ in 0..<400 {
            let lines = try #require(try client.nextBlock()).split(separator: "\n")
            try #require(lines.count == 3 && lines[0].hasPrefix("event: s"), "\(lines)")
            let sender = try #require(Int(lines[0].dropFirst("event: s".count)))
            #expect(lines[1] == "data: \(next[sender])" && lines[2] == "data: \(next[sender])")
            next[sender] += 1
        }
        #expect(next == [100, 100, 100, 100])
    }

    @Test func headGetsTheHeadersWithoutOpeningAStream() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(handler: recorder.handler())
        let response = try test.client.request("HEAD", "/events")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/event-stream")
        #expect(response.body.isEmpty)
        #expect(recorder.count == 0)
        #expect(Response.eventStream { _ in }.isEventStream)
        #expect(!Response.text("page").isEventStream)
    }

    @Test func idleStreamOutlivesTheConnectionTimeout() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(configure: {
            $0.connectionTimeout = 1
            $0.eventStreamKeepAlive = .seconds(60)
        }, handler: recorder.handler())
        let client = try EventStreamClient(port: test.server.port)
        #expect(try client.nextBlock() == "retry: 1500")
        // A keep-alive connection idle from now on is closed by the timeout; by then the stream has idled longer.
        let idle = try Connection(port: test.server.port)
        defer { idle.disconnect() }
        try idle.write(Array("GET / HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
        #expect(try idle.readOneResponse().status == 200)
        #expect(try idle.readAll().isEmpty)

        let stream = try #require(recorder.all.first)
        #expect(stream.send(data: "still here"))
        #expect(try client.nextBlock() == "data: still here")
    }

    @Test func beyondTheLimitA503UntilAClientLeaves() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(configure: {
            $0.eventStreamLimit = 3
            $0.eventStreamKeepAlive = .milliseconds(50)
        }, handler: recorder.handler())
        let port = test.server.port
        let clients = try (0..<3).map { _ in try EventStreamClient(port: port) }
        #expect(clients.allSatisfy { $0.head.status == 200 })
        #expect(test.server.openEventStreams == 3)

        let refused = try test.client.get("/events")
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "10")
        #expect(refused.text.contains("error 503"))
        #expect(recorder.count == 3)
        #expect(try test.client.get("/page").status == 200)

        clients[0].disconnect()
        #expect(eventually { test.server.openEventStreams == 2 })
        #expect(eventually { recorder.closed == 1 })
        let admitted = try EventStreamClient(port: port)
        #expect(admitted.head.status == 200)
        #expect(try admitted.nextBlock() == "retry: 1500")
        #expect(test.server.openEventStreams == 3)
    }

    @Test func clientGoingAwayRunsOnCloseAndFreesTheStream() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(configure: { $0.eventStreamKeepAlive = .milliseconds(50) },
                                  handler: recorder.handler())
        let client = try EventStreamClient(port: test.server.port)
        #expect(try client.nextBlock() == "retry: 1500")
        #expect(try client.nextBlock() == ": keep-alive")
        #expect(test.server.inFlightRequests == 1)
        client.disconnect()

        #expect(eventually { recorder.closed == 1 })
        #expect(eventually { test.server.openEventStreams == 0 && test.server.inFlightRequests == 0 })
        let stream = try #require(recorder.all.first)
        #expect(!stream.isOpen)
        #expect(!stream.send(data: "too late"))
        #expect(!stream.keepAlive())
    }

    @Test func closingEndsTheAnswerAfterWhatWasQueued() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(handler: recorder.handler())
        let client = try EventStreamClient(port: test.server.port)
        #expect(try client.nextBlock() == "retry: 1500")
        let stream = try #require(recorder.all.first)
        stream.send(id: "9", data: "last")
        stream.close()
        stream.close()
        #expect(!stream.send(data: "after"))
        #expect(try client.remainingBlocks() == ["id: 9\ndata: last"])
        #expect(client.ended)
        #expect(eventually { recorder.closed == 1 })
        #expect(eventually { test.server.openEventStreams == 0 && test.server.inFlightRequests == 0 })

        let ran = Atomic(false)
        stream.onClose { ran.store(true, ordering: .releasing) }
        #expect(eventually { ran.load(ordering: .acquiring) })
    }

    @Test func headArrivesBeforeAnyEvent() throws {
        let opened = Atomic(0)
        let test = try TestServer { _ in .eventStream { _ in opened.wrappingAdd(1, ordering: .relaxed) } }
        let client = try EventStreamClient(port: test.server.port)
        #expect(client.head.status == 200)
        #expect(opened.load(ordering: .relaxed) == 1)
    }

    /// A client that reads nothing is let go once a quarter megabyte waits for it, instead of queueing without end.
    @Test func clientThatReadsNothingIsLetGo() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(handler: recorder.handler())
        let client = try EventStreamClient(port: test.server.port)
        let stream = try #require(recorder.all.first)
        let event = String(repeating: "x", count: 1024)
        var sent = 0
        while stream.send(data: event), sent < 100_000 {
            sent += 1
        }
        #expect(sent < 100_000)
        #expect(!stream.isOpen)
        #expect(eventually { recorder.closed == 1 })
        withExtendedLifetime(client) {}
    }
}
