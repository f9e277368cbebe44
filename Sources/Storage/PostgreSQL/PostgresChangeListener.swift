import CPostgres
import Dispatch
import Foundation
import Synchronization

/// Hears, on its own connection, the `NOTIFY` every commit touching the scores sends (a trigger, so every writer is
/// heard) and the channels of `relays` (a match changed elsewhere). Nothing is stored: while not listening every check
/// is stale, and `timeToLive` (2 s, cheap to read again) covers a notification lost on a half-open connection.
@_spi(Testing) public final class PostgresChangeListener: ChangeWatch {
    static let channel = "minigames_scores"
    static let defaultTimeToLive: Duration = .seconds(2)
    /// Only a bound on how long a missed wake-up could delay `stop`: the pipe wakes the thread at once.
    static let pollMilliseconds: Int32 = 1_000
    static let firstBackoff: Duration = .milliseconds(100)
    static let longestBackoff: Duration = .seconds(5)

    private struct State {
        var listening = false
        var heard = false
        var trustedSince: ContinuousClock.Instant?
        var stopping = false
        var backendPID: Int32?
    }

    private let url: String
    private let channel: String
    private let timeToLive: Duration
    private let relays: [String: ChangeRelay]
    private let state = Mutex(State())
    private let finished = DispatchSemaphore(value: 0)
    /// `stop` writes a byte to `wake.write`; the thread polls `wake.read` beside the connection's socket.
    private let wake: (read: Int32, write: Int32)

    init(url: String, channel: String = PostgresChangeListener.channel,
         timeToLive: Duration = PostgresChangeListener.defaultTimeToLive, relays: [String: ChangeRelay] = [:]) {
        self.url = url
        self.relays = relays
        self.channel = channel
        self.timeToLive = timeToLive
        var ends: [Int32] = [-1, -1]
        if pipe(&ends) != 0 { ends = [-1, -1] }  // no pipe: `stop` waits for the poll's timeout instead
        wake = (ends[0], ends[1])
        let thread = Thread { [self] in
            run()
            finished.signal()
        }
        thread.name = "minigames.listen"
        thread.start()
    }

    /// The thread holds `self` until it ends, so the pipe outlives every use of it.
    deinit {
        close(wake.read)
        close(wake.write)
    }

    public func changedElsewhere() -> Bool {
        let now = ContinuousClock.now
        return state.withLock { state in
            let expired = state.trustedSince.map { now - $0 >= timeToLive } ?? true
            guard state.heard || !state.listening || expired else { return false }
            state.heard = false
            state.trustedSince = now
            return true
        }
    }

    public func stop() {
        let wasRunning = state.withLock { state in
            defer { state.stopping = true }
            return !state.stopping
        }
        guard wasRunning else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
        // The thread sees `stopping` at once, or once a connection attempt in progress ends.
        _ = finished.wait(timeout: .now() + .seconds(2))
    }

    /// Whether the listening connection is up now (a test hook).
    @_spi(Testing) public var isListening: Bool { state.withLock { $0.listening } }
    /// The server process of the listening connection, while there is one (a test hook: `pg_terminate_backend`).
    @_spi(Testing) public var backendPID: Int32? { state.withLock { $0.backendPID } }

    private var isStopping: Bool { state.withLock { $0.stopping } }

    private func run() {
        var backoff = Self.firstBackoff
        while !isStopping {
            guard let connection = connectAndListen() else {
                pause(backoff)
                backoff = min(backoff * 2, Self.longestBackoff)
                continue
            }
            backoff = Self.firstBackoff
            state.withLock { state in
                state.listening = true
                state.heard = true  // whatever was sent while not listening is lost
                state.backendPID = PQbackendPID(connection)
            }
            for relay in relays.values { relay(nil) }
            receive(on: connection)
            state.withLock { state in
                state.listening = false
                state.backendPID = nil
            }
            PQfinish(connection)
        }
    }

    private func connectAndListen() -> OpaquePointer? {
        guard let connection = PQconnectdb(url) else { return nil }
        minigames_pq_silence_notices(connection)
        let channels = ([channel] + relays.keys.sorted()).map { "LISTEN \($0);" }.joined(separator: " ")
        if PQstatus(connection) == CONNECTION_OK, let result = PQexec(connection, channels) {
            let listening = PQresultStatus(result) == PGRES_COMMAND_OK
            PQclear(result)
            if listening { return connection }
        }
        PQfinish(connection)
        return nil
    }

    /// Returns when the connection is lost or `stop` was called.
    private func receive(on connection: OpaquePointer) {
        let socket = PQsocket(connection)
        guard socket >= 0 else { return }
        while !isStopping {
            guard wait(for: socket, milliseconds: Self.pollMilliseconds) else { continue }
            guard PQconsumeInput(connection) == 1 else { return }
            var heard = false
            while let notification = PQnotifies(connection) {
                let name = String(cString: notification.pointee.relname)
                if let relay = relays[name] {
                    relay(String(cString: notification.pointee.extra))
                } else {
                    heard = true
                }
                PQfreemem(notification)
            }
            if heard { state.withLock { $0.heard = true } }
            if PQstatus(connection) != CONNECTION_OK { return }
        }
    }

    /// Waits `duration` before the next connection attempt, or until `stop`.
    private func pause(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        _ = wait(for: nil, milliseconds: Int32(seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }

    /// Polls `socket` (when given) and the wake pipe; true when the socket has something to read.
    private func wait(for socket: Int32?, milliseconds: Int32) -> Bool {
        var watched = [pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0)]
        if let socket { watched.append(pollfd(fd: socket, events: Int16(POLLIN), revents: 0)) }
        guard poll(&watched, nfds_t(watched.count), milliseconds) > 0 else { return false }
        return watched.count > 1 && watched[1].revents != 0
    }
}
