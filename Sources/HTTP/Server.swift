import CMicroHTTPD
import CoreMetrics
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An HTTP/1.1 server on libmicrohttpd: worker threads read requests, send every answer and make at once those that
/// `answersAtOnce` picks; other handlers run on `HandlerThreads`, so a slow database holds up no other connection.
/// The daemon holds a reference to the server while running, so a started server lives until `stop`.
public final class Server: Sendable {
    let configuration: ServerConfiguration
    let logger: Logger
    let errorPage: ErrorPage
    let handler: Handler
    /// Requests whose handler answers on libmicrohttpd's thread; every other one runs on `handlerThreads`.
    let answersAtOnce: @Sendable (Request) -> Bool
    let handlerThreads = HandlerThreads()
    /// Kept answers sent again to the same request without the handler; nil: every request goes to the handler.
    let memo: AnswerMemo?
    /// Requests between their request line and their completion (response sent or connection lost).
    let inFlight = Atomic<Int>(0)
    /// Set once `stop` has begun: new connections are refused, responses say `Connection: close` so clients go away.
    let stopping = Atomic<Bool>(false)
    let eventStreams = EventStreams()
    let accessLog: AccessLog
    /// Open connections per client, and the deadline of each one's request.
    let connections: ClientConnections
    /// Who a request is from, as the rate limiter reads it: for the limit on event streams per client.
    let clients: ClientAddressResolver
    /// What a request refused before routing counts under; nil when this server counts nothing.
    let refusedMetrics: RouteMetrics?
    /// Where request ids come from, when answers carry them (`ServerConfiguration.requestIDs`).
    let requestIDs: RequestIDs?
    private let boundPort: Atomic<UInt16>
    private let lifecycle = Mutex<Lifecycle>(.idle)

    private enum Lifecycle {
        case idle
        case running(Daemon)
        case stopping
    }

    /// The raw handles of a running daemon; only `start` and `stop` touch them, under the lifecycle lock.
    private struct Daemon: @unchecked Sendable {
        let handle: OpaquePointer
        /// The +1 reference the daemon's callbacks use; released after `MHD_stop_daemon`.
        let retainedServer: Unmanaged<Server>
    }

    /// `answersAtOnce`: requests whose handler never waits, answered on libmicrohttpd's thread; the others go to
    /// `HandlerThreads` so a wait holds up no other connection (default: all at once). `metrics` counts requests by
    /// the route their answer names (nil: none).
    public init(configuration: ServerConfiguration, logger: Logger, errorPage: @escaping ErrorPage,
                answersAtOnce: @escaping @Sendable (Request) -> Bool = { _ in true }, memo: AnswerMemo? = nil,
                metrics: (any MetricsFactory)? = MetricsSystem.factory, handler: @escaping Handler) {
        self.configuration = configuration
        refusedMetrics = metrics.map { RouteMetrics(pattern: RouteMetrics.refusedPattern, factory: $0) }
        requestIDs = configuration.requestIDs ? RequestIDs() : nil
        self.memo = memo
        self.logger = logger
        self.errorPage = errorPage
        self.answersAtOnce = answersAtOnce
        self.handler = handler
        self.accessLog = AccessLog(logger: logger, structured: configuration.requestIDs)
        self.boundPort = Atomic(configuration.port)
        self.clients = ClientAddressResolver(trustedProxies: configuration.trustedProxies)
        self.connections = ClientConnections(limit: configuration.clientConnectionLimit,
                                             trustedProxies: configuration.trustedProxies,
                                             requestTimeout: configuration.requestTimeout,
                                             idleTimeout: configuration.connectionTimeout)
    }

    /// The bound port once started (useful with port 0); the configured port before.
    public var port: UInt16 {
        boundPort.load(ordering: .acquiring)
    }

    /// Requests being received, answered or sent right now.
    public var inFlightRequests: Int {
        inFlight.load(ordering: .acquiring)
    }

    /// Event streams open right now (`Response.eventStream`); each also counts as a request in flight.
    public var openEventStreams: Int {
        eventStreams.count
    }

    /// Connections open right now.
    public var openConnections: Int {
        connections.count
    }

    /// True from the moment `stop` stops accepting connections until it returns.
    public var isStopping: Bool {
        stopping.load(ordering: .acquiring)
    }

    /// Binds the listening socket and starts serving on background threads; returns at once.
    public func start() throws(ServerError) {
        let fitting = OpenFileLimit.raise(toFit: configuration.connectionLimit)
        try lifecycle.withLock { (lifecycle: inout Lifecycle) throws(ServerError) -> Void in
            guard case .idle = lifecycle else {
                throw ServerError(message: "the server is already running or still stopping")
            }
            let socket = try ListenSocket.open(host: configuration.host, port: configuration.port)
            let retained = Unmanaged.passRetained(self)
            var options = configuration.daemonOptions(socket: socket, server: retained.toOpaque())
            guard let handle = minigames_start_daemon(&options, accessHandler, retained.toOpaque()) else {
                retained.release()
                close(socket.descriptor)
                let address = ListenSocket.display(host: configuration.host, port: socket.port)
                throw ServerError(message: "cannot start the HTTP server on \(address)")
            }
            stopping.store(false, ordering: .releasing)
            handlerThreads.start(count: max(1, configuration.threads))
            accessLog.start()
            eventStreams.start(keepAliveEvery: configuration.eventStreamKeepAlive)
            connections.start(logger: logger)
            boundPort.store(socket.port, ordering: .releasing)
            lifecycle = .running(Daemon(handle: handle, retainedServer: retained))
        }
        let address = ListenSocket.display(host: configuration.host, port: port)
        logger.info("listening on http://\(address) with \(max(1, configuration.threads)) threads")
        if let fitting, fitting < configuration.connectionLimit {
            logger.warning("the limit on open files leaves room for \(max(0, fitting)) connections, not \(configuration.connectionLimit)")
        }
    }

    /// Graceful stop: refuse new connections, end every event stream (its client reconnects elsewhere), let requests
    /// in flight finish (at most `timeout`), then shut down. libmicrohttpd joins its threads, so a handler that never
    /// returns blocks the shutdown, and a handler must never call `stop`. Does nothing when not running.
    public func stop(timeout: Duration = .seconds(10)) {
        let daemon: Daemon? = lifecycle.withLock { lifecycle in
            guard case .running(let daemon) = lifecycle else { return nil }
            lifecycle = .stopping
            return daemon
        }
        guard let daemon else { return }

        // Not MHD_quiesce_daemon: it races the workers taking the listening socket out of epoll, and the loser
        // aborts the process (libmicrohttpd 0.9.75, seen on a SIGTERM). `acceptConnection` refuses new connections
        // instead, and MHD_stop_daemon closes the socket once its threads are gone.
        stopping.store(true, ordering: .releasing)
        // Also resumes every suspended connection, which libmicrohttpd requires before MHD_stop_daemon.
        eventStreams.closeAll()
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while inFlight.load(ordering: .acquiring) > 0, ContinuousClock.now < deadline {
            usleep(2_000)
        }
        let unfinished = inFlight.load(ordering: .acquiring)
        if unfinished > 0 {
            logger.warning("stopping with \(unfinished) requests still in flight after \(timeout)")
        }
        // Every handler still running finishes and resumes its connection: MHD_stop_daemon refuses suspended ones.
        handlerThreads.stop()
        MHD_stop_daemon(daemon.handle)
        eventStreams.stop()
        connections.stop()
        // Every request has completed: the lines still queued are written before `stop` returns.
        accessLog.stop()
        daemon.retainedServer.release()
        stopping.store(false, ordering: .releasing)
        lifecycle.withLock { $0 = .idle }
        logger.info("stopped")
    }
}
