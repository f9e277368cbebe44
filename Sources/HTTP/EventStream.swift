import CMicroHTTPD
import Synchronization

/// One open `text/event-stream` answer. Thread-safe; held by whoever wants to push events to that client.
///
/// The bytes wait here until libmicrohttpd asks for them (`read`). When nothing is queued the connection is
/// suspended, so a waiting client holds a socket and a little memory but none of the worker threads; `send` resumes it.
public final class EventStream: Sendable {
    /// A client that reads nothing while events keep coming is let go rather than queued for without end; it can
    /// reconnect with `Last-Event-ID` and catch up.
    static let pendingLimit = 256 * 1024

    private struct State: ~Copyable {
        var pending: [UInt8] = []
        /// No more events: what is pending still goes out, then the answer ends.
        var closed = false
        /// libmicrohttpd was told to suspend the connection and nobody has resumed it since.
        var suspended = false
        var connection: Connection?
        var closeActions: [@Sendable () -> Void] = []
    }

    /// The connection's handle, used only to suspend (on its own thread) and resume (from any thread).
    struct Connection: @unchecked Sendable {
        let handle: OpaquePointer
    }

    private let state = Mutex(State())

    init(retry: Int?) {
        if let retry {
            state.withLock { $0.pending = Array("retry: \(max(0, retry))\n\n".utf8) }
        }
    }

    /// Queues one event (`id:` if given, `event:` if given, `data:` lines split on newlines, blank line) and wakes the
    /// connection; returns false once the stream is closed (client gone, server stopping, or closed by us).
    /// Line breaks inside `id` and `event` would end the field early, so they become spaces.
    @discardableResult public func send(id: String? = nil, event: String? = nil, data: String) -> Bool {
        var text = ""
        if let id {
            text += "id: \(Self.singleLine(id))\n"
        }
        if let event {
            text += "event: \(Self.singleLine(event))\n"
        }
        for line in Self.lines(of: data) {
            text += "data: \(line)\n"
        }
        return enqueue(text + "\n")
    }

    /// A comment line (": keep-alive") so proxies and clients see life; returns false once closed.
    @discardableResult public func keepAlive() -> Bool {
        enqueue(": keep-alive\n\n")
    }

    /// Ends the answer (the client may reconnect with Last-Event-ID). Events already queued still go out.
    public func close() {
        let (actions, wake) = state.withLock { state in
            guard !state.closed else { return ([], nil) as ([@Sendable () -> Void], Connection?) }
            state.closed = true
            return (Self.takeActions(&state), Self.takeSuspended(&state))
        }
        wake.map(Self.resume)
        actions.forEach { $0() }
    }

    public var isOpen: Bool {
        state.withLock { !$0.closed }
    }

    /// Called once when the stream closes for any reason (set before returning the response), e.g. to unsubscribe.
    /// Set on a stream already closed, it runs at once.
    public func onClose(_ action: @escaping @Sendable () -> Void) {
        let runNow = state.withLock { state in
            if state.closed { return true }
            state.closeActions.append(action)
            return false
        }
        if runNow { action() }
    }

    private func enqueue(_ text: String) -> Bool {
        let (accepted, wake) = state.withLock { state -> (Bool, Connection?) in
            guard !state.closed else { return (false, nil) }
            state.pending.append(contentsOf: text.utf8)
            return (true, Self.takeSuspended(&state))
        }
        wake.map(Self.resume)
        if accepted, state.withLock({ $0.pending.count > Self.pendingLimit }) {
            close()
            return false
        }
        return accepted
    }

    // MARK: libmicrohttpd's side, on the connection's own thread

    /// The connection this stream answers on; set before libmicrohttpd first asks for bytes.
    func attach(to connection: OpaquePointer) {
        state.withLock { $0.connection = Connection(handle: connection) }
    }

    /// Fills `buffer` with queued bytes. With nothing queued: the end of the answer once closed, otherwise the
    /// connection is suspended and 0 returned (libmicrohttpd asks again after `MHD_resume_connection`).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        state.withLock { state in
            if !state.pending.isEmpty {
                let count = min(buffer.count, state.pending.count)
                state.pending.withUnsafeBytes { buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0.prefix(count))) }
                state.pending.removeFirst(count)
                return count
            }
            if state.closed {
                return MHD_CONTENT_READER_END_OF_STREAM
            }
            guard let connection = state.connection else {
                return MHD_CONTENT_READER_END_WITH_ERROR
            }
            // Under the lock, so no `send` can see `suspended` and resume before libmicrohttpd has suspended.
            MHD_suspend_connection(connection.handle)
            state.suspended = true
            return 0
        }
    }

    /// libmicrohttpd let go of the answer (sent, or the connection failed): whatever was pending is dropped.
    func finished() {
        let actions = state.withLock { state in
            state.closed = true
            state.pending = []
            state.suspended = false
            state.connection = nil
            return Self.takeActions(&state)
        }
        actions.forEach { $0() }
    }

    private static func takeActions(_ state: inout State) -> [@Sendable () -> Void] {
        let actions = state.closeActions
        state.closeActions = []
        return actions
    }

    private static func takeSuspended(_ state: inout State) -> Connection? {
        guard state.suspended else { return nil }
        state.suspended = false
        return state.connection
    }

    /// Outside the stream's lock: resuming takes libmicrohttpd's own lock, which suspending takes under ours.
    private static func resume(_ connection: Connection) {
        MHD_resume_connection(connection.handle)
    }

    private static func singleLine(_ text: String) -> String {
        String(text.map { $0 == "\n" || $0 == "\r" || $0 == "\r\n" ? " " : $0 })
    }

    /// SSE ends a line at CRLF, LF or CR alike; each line of `data` gets its own `data:` field.
    private static func lines(of data: String) -> [Substring] {
        data.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }
}
