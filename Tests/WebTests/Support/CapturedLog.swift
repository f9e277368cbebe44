import Logging
import Synchronization

/// A logger whose lines a test can read back: what an operator would see in the server's log.
final class CapturedLog: Sendable {
    private let lines = Mutex<[(level: Logger.Level, text: String)]>([])

    var entries: [(level: Logger.Level, text: String)] { lines.withLock { $0 } }

    func logger(level: Logger.Level = .info) -> Logger {
        var logger = Logger(label: "test") { _ in Handler(log: self) }
        logger.logLevel = level
        return logger
    }

    fileprivate func append(_ level: Logger.Level, _ text: String) {
        lines.withLock { $0.append((level, text)) }
    }

    private struct Handler: LogHandler {
        let log: CapturedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.append(event.level, event.message.description)
        }
    }
}
