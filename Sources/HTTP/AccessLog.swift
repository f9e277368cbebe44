import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Logging
import Synchronization

/// The access log, written off the worker threads: formatting and writing a line to stderr costs microseconds a
/// request that no worker should wait for. `stop` writes everything queued, so a clean stop loses no line; when the
/// writer falls far behind (a blocked stderr), workers write their own lines rather than queue without bound.
final class AccessLog: Sendable {
    struct Entry: Sendable {
        let method: String
        let rawPath: String
        let status: Int
        let elapsed: Duration
        let delivered: Bool
        var route: String? = nil
        var client = ""
        var requestID: String? = nil
    }

    private struct State {
        var entries: [Entry] = []
        /// The writer has been signalled for what is queued and has not taken it yet.
        var signalled = false
        var running = false
        var stopping = false
    }

    /// Queued lines past which a worker writes its own line (the writer is stuck).
    static let backlogLimit = 100_000
    private let logger: Logger
    /// Lines as metadata for `JSONLogHandler` instead of today's text.
    private let structured: Bool
    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)

    init(logger: Logger, structured: Bool = false) {
        self.logger = logger
        self.structured = structured
    }

    /// Whether lines are written at all (`info`); below that level a request hands nothing over.
    var isEnabled: Bool {
        logger.logLevel <= .info
    }

    /// Starts the writer when lines are written at all; lines recorded before are written by their worker.
    func start() {
        guard isEnabled else { return }
        let start = state.withLock { state in
            guard !state.running else { return false }
            state.running = true
            state.stopping = false
            return true
        }
        guard start else { return }
        // A thread of its own: the writer waits for lines as long as the server runs, and a Dispatch worker held
        // that long starves the global queue that `/healthz` checks run on (with many servers in one process,
        // as in the tests, health checks never ran and answered 503).
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        let created = pthread_create(&thread, nil, { context in
            let log = Unmanaged<AccessLog>.fromOpaque(context!).takeRetainedValue()
            log.writeUntilStopped()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<AccessLog>.fromOpaque(context).release()
            state.withLock { $0.running = false }
            return
        }
        pthread_detach(thread)
    }

    func record(_ entry: Entry) {
        let handOver = state.withLock { state -> Bool? in
            guard state.running, !state.stopping, state.entries.count < Self.backlogLimit else { return nil }
            state.entries.append(entry)
            defer { state.signalled = true }
            return !state.signalled
        }
        switch handOver {
        case nil: write(entry)
        case true?: wake.signal()
        case false?: break
        }
    }

    /// Writes every line queued so far, then ends the writer. Safe to call twice, or without `start`.
    func stop() {
        let wasRunning = state.withLock { state in
            guard state.running, !state.stopping else { return false }
            state.stopping = true
            return true
        }
        guard wasRunning else { return }
        wake.signal()
        finished.wait()
    }

    private func writeUntilStopped() {
        while true {
            wake.wait()
            let (batch, stopping) = state.withLock { state in
                defer {
                    state.entries.removeAll(keepingCapacity: true)
                    state.signalled = false
                }
                return (state.entries, state.stopping)
            }
            for entry in batch { write(entry) }
            if stopping {
                // Anything recorded between the take and now was written by its worker (`running` is still true
                // but `stopping` sends workers to `write`).
                state.withLock { $0.running = false }
                finished.signal()
                return
            }
        }
    }

    private func write(_ entry: Entry) {
        let milliseconds = Double(entry.elapsed.components.seconds) * 1000
            + Double(entry.elapsed.components.attoseconds) / 1e15
        let shown = (milliseconds * 100).rounded() / 100
        if structured {
            var metadata: Logger.Metadata = [
                "method": "\(entry.method)", "path": "\(entry.rawPath)", "status": "\(entry.status)",
                "duration_ms": "\(shown)", "route": "\(entry.route ?? RouteMetrics.unmatchedPattern)",
                "client": "\(entry.client)", "request_id": "\(entry.requestID ?? "")",
            ]
            if !entry.delivered { metadata["delivered"] = "false" }
            logger.info("request", metadata: metadata)
            return
        }
        let note = entry.delivered ? "" : " (not delivered)"
        logger.info("\(LogText.escaped(entry.method)) \(LogText.escaped(entry.rawPath)) \(entry.status) \(shown) ms\(note)")
    }
}
