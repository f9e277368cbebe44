import Dispatch
import HTTP
import Testing

@Suite("Event streams and graceful stop")
struct EventStreamStopTests {
    @Test func stopEndsEveryStreamPromptly() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(configure: { $0.eventStreamKeepAlive = .seconds(60) }, handler: recorder.handler())
        let port = test.server.port
        let clients = try (0..<3).map { _ in try EventStreamClient(port: port) }
        for client in clients {
            #expect(try client.nextBlock() == "retry: 1500")
        }
        let streams = recorder.all
        try #require(streams.count == 3)
        streams[0].send(id: "4", data: "queued before the stop")

        let started = ContinuousClock.now
        test.server.stop(timeout: .seconds(20))
        #expect(ContinuousClock.now - started < .seconds(2))
        #expect(try clients[0].remainingBlocks() == ["id: 4\ndata: queued before the stop"])
        for client in clients {
            #expect(try client.remainingBlocks().isEmpty)
            #expect(client.ended)
        }
        #expect(eventually { recorder.closed == 3 })
        #expect(test.server.inFlightRequests == 0)
        #expect(test.server.openEventStreams == 0)
        #expect(!streams[1].send(data: "after the stop"))
        #expect(!test.log.all.contains { $0.contains("still in flight") }, "\(test.log.all)")
    }

    @Test func streamAskedForWhileStoppingEndsAtOnce() throws {
        let entered = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let recorder = StreamRecorder()
        let streamHandler = recorder.handler()
        let test = try TestServer { request in
            entered.signal()
            release.wait()
            return streamHandler(request)
        }
        let port = test.server.port
        let late = Background { () -> (RawResponse, [String])? in
            guard let client = try? EventStreamClient(port: port), let blocks = try? client.remainingBlocks() else {
                return nil
            }
            return (client.head, blocks)
        }
        try #require(entered.wait(timeout: .now() + 10) == .success)
        let server = test.server
        let stopper = Background { server.stop(timeout: .seconds(20)); return true }
        try #require(eventually { server.isStopping })
        release.signal()

        let answer = try #require(late.value() ?? nil)
        #expect(answer.0.status == 200)
        #expect(answer.0.header("Connection")?.lowercased() == "close")
        #expect(answer.1 == ["retry: 1500"])
        #expect(stopper.value() == true)
        #expect(recorder.count == 0)
        #expect(server.inFlightRequests == 0)
    }

    @Test func streamsOpenAgainAfterARestart() throws {
        let recorder = StreamRecorder()
        let test = try TestServer(handler: recorder.handler())
        test.server.stop()
        try test.server.start()
        let client = try EventStreamClient(port: test.server.port)
        #expect(try client.nextBlock() == "retry: 1500")
        #expect(recorder.all.first?.send(data: "again") == true)
        #expect(try client.nextBlock() == "data: again")
    }
}
