import HTTP
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every log line a server wrote, for tests that check the access log.
final class LogRecorder: Sendable {
    private let lines = Mutex<[String]>([])

    var all: [String] { lines.withLock { $0 } }

    func append(_ line: String) {
        lines.withLock { $0.append(line) }
    }

    var logger: Logger {
        Logger(label: "http-tests") { _ in RecordingLogHandler(recorder: self) }
    }
}

struct RecordingLogHandler: LogHandler {
    let recorder: LogRecorder
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info
    var metadataProvider: Logger.MetadataProvider?

    func log(event: LogEvent) {
        recorder.append("\(event.level) \(event.message)")
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }
}

/// A page the tests can recognise: the status and message in plain HTML.
let testErrorPage: ErrorPage = { request, status, message in
    .html("<h1>error \(status)</h1><p>\(message)</p><p>\(request.rawPath)</p>", status: status)
}

/// A real daemon on an ephemeral loopback port, stopped when the test is done.
struct TestServer: ~Copyable {
    let server: Server
    let log = LogRecorder()
    var client: RawHTTPClient { RawHTTPClient(port: server.port) }

    init(threads: Int = 2, configure: (inout ServerConfiguration) -> Void = { _ in },
         answersAtOnce: @escaping @Sendable (Request) -> Bool = { _ in true }, memo: AnswerMemo? = nil,
         handler: @escaping Handler) throws {
        var configuration = ServerConfiguration()
        configuration.host = "127.0.0.1"
        configuration.port = 0
        configuration.threads = threads
        configure(&configuration)
        server = Server(configuration: configuration, logger: log.logger, errorPage: testErrorPage,
                        answersAtOnce: answersAtOnce, memo: memo, handler: handler)
        try server.start()
    }

    init(threads: Int = 2, configure: (inout ServerConfiguration) -> Void = { _ in }, router: Router) throws {
        try self.init(threads: threads, configure: configure, handler: router.handle)
    }

    deinit {
        server.stop(timeout: .seconds(5))
    }
}

/// Polls `condition` every few milliseconds until it holds or `timeout` passes; true when it held.
func eventually(timeout: Duration = .seconds(10), _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while ContinuousClock.now < deadline {
        if condition() { return true }
        usleep(2_000)
    }
    return condition()
}
