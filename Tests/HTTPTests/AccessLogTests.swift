import Dispatch
import Logging
import Synchronization
import Testing
@testable import HTTP

@Suite("The access log is written off the worker threads, and a clean stop loses no line")
struct AccessLogTests {
    /// A log handler whose first line waits until `release`: a writer stuck behind a slow stderr.
    final class HeldRecorder: Sendable {
        let lines = Mutex<[String]>([])
        let held = DispatchSemaphore(value: 0)
        let first = Atomic<Bool>(true)

        var logger: Logger {
            var logger = Logger(label: "access-log-tests") { _ in HeldHandler(recorder: self) }
            logger.logLevel = .info
            return logger
        }
    }

    struct HeldHandler: LogHandler {
        let recorder: HeldRecorder
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .info
        var metadataProvider: Logger.MetadataProvider?

        func log(event: LogEvent) {
            if recorder.first.exchange(false, ordering: .acquiringAndReleasing) { recorder.held.wait() }
            recorder.lines.withLock { $0.append("\(event.message)") }
        }

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }
    }

    @Test("lines queued behind a stuck writer are all written, in order, before stop returns")
    func stopWritesTheQueue() {
        let recorder = HeldRecorder()
        let log = AccessLog(logger: recorder.logger)
        log.start()
        for number in 0..<500 {
            log.record(AccessLog.Entry(method: "GET", rawPath: "/\(number)", status: 200, elapsed: .milliseconds(1),
                                       delivered: number % 2 == 0))
        }
        // Recording returned although no line could be written yet: the workers do not write.
        #expect(recorder.lines.withLock { $0.isEmpty })
        recorder.held.signal()
        log.stop()
        let lines = recorder.lines.withLock { $0 }
        #expect(lines.count == 500)
        #expect(lines.enumerated().allSatisfy { number, line in line.hasPrefix("GET /\(number) 200 ") })
        #expect(lines[1].hasSuffix("ms (not delivered)") && lines[0].hasSuffix(" ms"))
    }

    @Test("after a stop, lines go straight to the log (nothing is queued with no writer)")
    func afterStop() {
        let recorder = HeldRecorder()
        recorder.first.store(false, ordering: .relaxed)
        let log = AccessLog(logger: recorder.logger)
        log.start()
        log.stop()
        log.record(AccessLog.Entry(method: "POST", rawPath: "/late", status: 303, elapsed: .zero, delivered: true))
        #expect(recorder.lines.withLock { $0 } == ["POST /late 303 0.0 ms"])
    }

    @Test("every request answered before a server's stop has its line once stop returns")
    func serverStop() throws {
        let test = try TestServer { request in .text("ok \(request.path)") }
        for number in 0..<40 {
            _ = try test.client.get("/page/\(number)")
        }
        test.server.stop()
        let lines = test.log.all
        for number in 0..<40 {
            #expect(lines.contains { $0.hasPrefix("info GET /page/\(number) 200 ") })
        }
    }
}
