import CoreMetrics
import Dispatch
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The open connections, counted per client (an IPv6 peer by its /64; a trusted proxy's not counted) so no one
/// client takes them all, each with a deadline for its whole request: libmicrohttpd's own timeout only counts
/// silence, which a client sending a byte every few seconds never keeps. docs/operations.md ("Limits") has the rules.
final class ClientConnections: Sendable {
    /// One connection, from `opened` to `closed`; libmicrohttpd keeps it as the connection's socket context.
    final class Watched: Sendable {
        let descriptor: Int32
        /// The client it counts for; nil for a trusted proxy's or when there is no limit.
        let client: IPAddress?
        /// Milliseconds on `ClientConnections.now` by which the request being received must be whole; `.max` while
        /// it is being answered.
        let deadline: Atomic<Int64>

        init(descriptor: Int32, client: IPAddress?, deadline: Int64) {
            self.descriptor = descriptor
            self.client = client
            self.deadline = Atomic(deadline)
        }
    }

    private struct State {
        var perClient: [IPAddress: Int] = [:]
        var open: [ObjectIdentifier: Watched] = [:]
        var cut = 0
        var heap = HeapRelease()
    }

    /// The sweeping thread; pthread_t is a plain handle, only `start` and `stop` touch it.
    private struct Sweeper: @unchecked Sendable {
        let run: SweepRun
        let thread: pthread_t
    }

    let limit: Int
    let trustedProxies: Set<IPAddress>
    let requestTimeout: Int64
    let idleTimeout: Int64
    private let state = Mutex(State())
    private let sweeper = Mutex<Sweeper?>(nil)
    /// Refusals counted without the lock (a flood of them), reported by the sweep.
    private let refusals = Atomic<Int>(0)
    private let lastReport = Atomic<Int64>(0)

    /// `limit` 0: no limit per client. Timeouts in seconds.
    init(limit: Int, trustedProxies: Set<IPAddress>, requestTimeout: Int, idleTimeout: Int) {
        self.limit = max(0, limit)
        self.trustedProxies = trustedProxies
        self.requestTimeout = Int64(max(1, requestTimeout)) * 1000
        self.idleTimeout = Int64(max(1, idleTimeout)) * 1000
    }

    /// Milliseconds on the monotonic clock.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
    }

    /// Connections open now.
    var count: Int {
        state.withLock { $0.open.count }
    }

    /// Connections open now for `client` (its network).
    func count(for client: IPAddress) -> Int {
        state.withLock { $0.perClient[client.network] ?? 0 }
    }

    /// Whether a connection from `peer` may be accepted: no when its client holds `limit` already.
    func admits(_ peer: IPAddress?) -> Bool {
        guard let client = counted(peer) else { return true }
        let held = state.withLock { $0.perClient[client] ?? 0 }
        guard held < limit else {
            refusals.wrappingAdd(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func opened(descriptor: Int32, peer: IPAddress?) -> Watched {
        let watched = Watched(descriptor: descriptor, client: counted(peer), deadline: Self.now + requestTimeout)
        state.withLock { state in
            state.open[ObjectIdentifier(watched)] = watched
            state.heap.opened(open: state.open.count)
            if let client = watched.client {
                state.perClient[client, default: 0] += 1
            }
        }
        return watched
    }

    /// Called before libmicrohttpd closes the socket: from here on the sweep must not touch it.
    func closed(_ watched: Watched) {
        state.withLock { state in
            guard state.open.removeValue(forKey: ObjectIdentifier(watched)) != nil, let client = watched.client else {
                return
            }
            let left = (state.perClient[client] ?? 1) - 1
            state.perClient[client] = left > 0 ? left : nil
        }
    }

    /// The request line arrived: the rest of the request has `requestTimeout`, unless the connection's own
    /// deadline (from its opening) comes sooner.
    func requestStarted(_ watched: Watched) {
        let deadline = Self.now + requestTimeout
        var current = watched.deadline.load(ordering: .relaxed)
        while deadline < current {
            let (exchanged, original) = watched.deadline.compareExchange(expected: current, desired: deadline,
                                                                         ordering: .relaxed)
            if exchanged { return }
            current = original
        }
    }

    /// The request is whole (an answer is queued): no deadline while it is answered, however long a stream lasts.
    func answering(_ watched: Watched) {
        watched.deadline.store(.max, ordering: .relaxed)
    }

    /// The answer is sent: the next request line has the idle timeout to arrive.
    func answered(_ watched: Watched) {
        watched.deadline.store(Self.now + idleTimeout, ordering: .relaxed)
    }

    /// Shuts down every connection past its deadline; returns how many. The socket stays libmicrohttpd's to
    /// close: it sees the end of the stream at once and lets the connection go.
    @discardableResult
    func cutOverdue(now: Int64 = ClientConnections.now) -> Int {
        state.withLock { state in
            var cut = 0
            for watched in state.open.values where watched.deadline.load(ordering: .relaxed) < now {
                watched.deadline.store(.max, ordering: .relaxed)
                shutdown(watched.descriptor, Int32(SHUT_RDWR))
                cut += 1
            }
            state.cut += cut
            return cut
        }
    }

    /// Sweeps every quarter of a second on a thread of its own (a dispatch timer would add pool threads now and
    /// then), hands freed heap back after many connections closed (`HeapRelease`), and logs what was cut and refused
    /// at most every 10 s.
    func start(logger: Logger) {
        stop()
        let run = SweepRun(connections: self, logger: logger)
        var thread = pthread_t()
        let context = Unmanaged.passRetained(run).toOpaque()
        guard pthread_create(&thread, nil, { context in
            Unmanaged<SweepRun>.fromOpaque(context!).takeRetainedValue().loop()
            return nil
        }, context) == 0 else {
            Unmanaged<SweepRun>.fromOpaque(context).release()
            logger.error("connections: no thread to cut slow requests")
            return
        }
        sweeper.withLock { $0 = Sweeper(run: run, thread: thread) }
    }

    func stop() {
        guard let sweeper = sweeper.withLock({ sweeper in
            defer { sweeper = nil }
            return sweeper
        }) else { return }
        sweeper.run.finish()
        pthread_join(sweeper.thread, nil)
    }

    /// One sweep: the overdue cut, freed heap handed back after a wave of closes, and a report when one is due.
    fileprivate func sweep(logger: Logger) {
        let now = Self.now
        let cut = cutOverdue(now: now)
        if cut > 0 {
            CoreMetrics.Counter(label: "minigames_deadlines_total", dimensions: [("what", "request")]).increment(by: cut)
        }
        if state.withLock({ $0.heap.isDue(open: $0.open.count) }) { HeapRelease.release() }
        guard now - lastReport.load(ordering: .relaxed) >= 10_000 else { return }
        lastReport.store(now, ordering: .relaxed)
        let refused = refusals.exchange(0, ordering: .relaxed)
        let cutSinceReport = state.withLock { state in
            defer { state.cut = 0 }
            return state.cut
        }
        if refused > 0 || cutSinceReport > 0 {
            logger.notice("connections: \(refused) refused (a client over its \(limit)), \(cutSinceReport) cut (a request not whole in time)")
        }
    }

    /// The key a peer counts under, or nil when it is not counted.
    private func counted(_ peer: IPAddress?) -> IPAddress? {
        guard limit > 0, let peer, !trustedProxies.contains(peer) else { return nil }
        return peer.network
    }
}

/// The sweeping thread's loop: a sweep every 250 ms until `finish`.
private final class SweepRun: Sendable {
    let connections: ClientConnections
    let logger: Logger
    private let finished = Atomic<Bool>(false)
    private let wake = DispatchSemaphore(value: 0)

    init(connections: ClientConnections, logger: Logger) {
        self.connections = connections
        self.logger = logger
    }

    func loop() {
        while !finished.load(ordering: .acquiring) {
            _ = wake.wait(timeout: .now() + .milliseconds(250))
            connections.sweep(logger: logger)
        }
    }

    func finish() {
        finished.store(true, ordering: .releasing)
        wake.signal()
    }
}
