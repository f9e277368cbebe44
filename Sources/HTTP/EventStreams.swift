import Dispatch
import Synchronization

/// The server's open event streams: bounded in number, kept alive by one timer for all of them, and closed
/// together when the server stops.
final class EventStreams: Sendable {
    enum Admission {
        case open
        /// As many streams as allowed are open already.
        case full
        /// This client has as many open as one client may.
        case clientFull
        /// The server is stopping: the stream is let in only to be ended at once.
        case closing
    }

    /// A dispatch timer is thread-safe but not marked Sendable; only `start` and `stop` touch it, under the lock.
    private struct KeepAliveTimer: @unchecked Sendable {
        let source: any DispatchSourceTimer
    }

    private struct State: ~Copyable {
        var open: [ObjectIdentifier: EventStream] = [:]
        /// The client each counted stream is for, and how many each client has.
        var clients: [ObjectIdentifier: IPAddress] = [:]
        var perClient: [IPAddress: Int] = [:]
        var closing = false
        var timer: KeepAliveTimer?
    }

    private let state = Mutex(State())

    var count: Int {
        state.withLock { $0.open.count }
    }

    /// Starts the keep-alive comments: with them an idle stream shows proxies it is alive, and a client that went
    /// away is noticed (a suspended connection is not watched, so only a write finds the socket closed).
    func start(keepAliveEvery interval: Duration) {
        let nanoseconds = max(1_000_000, Int(interval.components.seconds) * 1_000_000_000
                              + Int(interval.components.attoseconds / 1_000_000_000))
        let source = DispatchSource.makeTimerSource(queue: .global())
        source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds))
        source.setEventHandler { [self] in
            for stream in state.withLock({ Array($0.open.values) }) {
                stream.keepAlive()
            }
        }
        let previous = state.withLock { state in
            state.closing = false
            defer { state.timer = KeepAliveTimer(source: source) }
            return state.timer
        }
        previous?.source.cancel()
        source.resume()
    }

    /// Lets `stream` in unless `limit` streams are open, or `clientLimit` (0: none) for `client` (its network).
    func admit(_ stream: EventStream, limit: Int, client: IPAddress? = nil, clientLimit: Int = 0) -> Admission {
        let key = clientLimit > 0 ? client?.network : nil
        return state.withLock { state in
            if state.closing { return .closing }
            guard state.open.count < limit else { return .full }
            if let key {
                guard state.perClient[key, default: 0] < clientLimit else { return .clientFull }
                state.perClient[key, default: 0] += 1
                state.clients[ObjectIdentifier(stream)] = key
            }
            state.open[ObjectIdentifier(stream)] = stream
            return .open
        }
    }

    /// Open streams counted for `client` (its network).
    func count(for client: IPAddress) -> Int {
        state.withLock { $0.perClient[client.network] ?? 0 }
    }

    func remove(_ stream: EventStream) {
        state.withLock { state in
            let id = ObjectIdentifier(stream)
            state.open.removeValue(forKey: id)
            guard let key = state.clients.removeValue(forKey: id) else { return }
            let left = (state.perClient[key] ?? 1) - 1
            state.perClient[key] = left > 0 ? left : nil
        }
    }

    /// Ends every open stream (their clients reconnect, elsewhere if this server is going away) and every stream
    /// admitted from now on, until the next `start`.
    func closeAll() {
        let streams = state.withLock { state in
            state.closing = true
            return Array(state.open.values)
        }
        streams.forEach { $0.close() }
    }

    func stop() {
        let timer = state.withLock { state in
            defer { state.timer = nil }
            return state.timer
        }
        timer?.source.cancel()
    }
}
