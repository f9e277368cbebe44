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
        // 500 client and 500 server sockets in this one process: the server raised the soft limit on open files to fit
        // its connection limit when it started (see the test below).
        let recorder = StreamRecorder()
        // All 500 from 127.0.0.1: the limits per client are lifted (test_client_limits.py holds them).
        let test = try TestServer(threads: 2, configure: {
            $0.eventStreamKeepAlive = .seconds(60)
            $0.clientConnectionLimit = 0
            $0.clientEventStreamLimit = 0
        }, handler: recorder.handler())
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

    /// The server raises the soft limit on open files itself as far as the hard limit allows, and says so when even
    /// that is too low for its connection limit.
    @Test(.enabled(if: Self.hardOpenFileLimit.map { $0 < Int(Int32.max) } ?? false, "a finite hard limit to go beyond"))
    func connectionLimitBeyondTheOpenFileLimitIsLogged() throws {
        let hard = try #require(Self.hardOpenFileLimit)
        let test = try TestServer(configure: { $0.connectionLimit = hard + 1 }, handler: { _ in .text("page") })
        #expect(test.log.all.contains { $0.contains("room for \(hard - 256) connections, not \(hard + 1)") },
                "\(test.log.all)")
        var limit = rlimit()
        #expect(getrlimit(Self.openFiles, &limit) == 0 && limit.rlim_cur == limit.rlim_max)
        #expect(try test.client.get("/").text == "page")
    }

    private static var hardOpenFileLimit: Int? {
        var limit = rlimit()
        guard getrlimit(openFiles, &limit) == 0 else { return nil }
        return Int(clamping: limit.rlim_max)
    }

    #if os(Linux)
    private static let openFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
    private static let openFiles = RLIMIT_NOFILE
    #endif
}
