import HTTP
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("Event streams under load")
struct EventStreamLoadTests {
    /// Each waiting stream is a suspended connection, not a thread: with 2 threads and 500 streams open, pages are
    /// still answered quickly, and every stream still gets what is sent to it.
    @Test func fiveHundredWaitingStreamsDoNotBlockAPage() throws {
        // 500 client and 500 server sockets in this one process.
        try raiseOpenFileLimit(to: 2_048)
        let recorder = StreamRecorder()
        let test = try TestServer(threads: 2, configure: { $0.eventStreamKeepAlive = .seconds(60) },
                                  handler: recorder.handler())
        let port = test.server.port
        let clients = try (0..<500).map { _ in try EventStreamClient(port: port) }
        #expect(test.server.openEventStreams == 500)

        var latencies: [Duration] = []
        for number in 0..<200 {
            let started = ContinuousClock.now
            let page = try test.client.get("/page/\(number)")
            latencies.append(ContinuousClock.now - started)
            #expect(page.text == "page /page/\(number)")
        }
        latencies.sort()
        let p99 = latencies[latencies.count * 99 / 100 - 1]
        #expect(p99 < .milliseconds(50), "p99 \(p99), median \(latencies[latencies.count / 2])")

        for stream in recorder.all {
            #expect(stream.send(data: "your turn"))
        }
        for client in clients {
            #expect(try client.nextBlock() == "retry: 1500")
            #expect(try client.nextBlock() == "data: your turn")
        }
    }

    private func raiseOpenFileLimit(to wanted: rlim_t) throws {
        var limit = rlimit()
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        try #require(getrlimit(resource, &limit) == 0)
        guard limit.rlim_cur < wanted else { return }
        limit.rlim_cur = min(wanted, limit.rlim_max)
        try #require(setrlimit(resource, &limit) == 0)
        try #require(limit.rlim_cur == wanted, "the hard limit on open files is \(limit.rlim_max)")
    }
}
