import CMicroHTTPD
import Synchronization

/// One open `text/event-stream` answer, thread-safe, held by whoever pushes events to that client. While nothing
/// is queued the connection is suspended, so a waiting client holds a socket and a little memory but no worker
/// thread; `send` resumes it, and libmicrohttpd then takes the bytes (`read`).
public final class EventStream: Sendable {
    /// A client that reads nothing while events keep coming is let go (the stream closes) once this much waits for
    /// it, rather than queued for without end; it can reconnect with `Last-Event-ID` and catch up.
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
        let actions = state.withLock { state -> [@Sendable () -> Void] in
            guard !state.closed else { return [] }
            state.closed = true
            Self.resumeIfSuspended(&state)
            return Self.takeActions(&state)
        }
        StreamCloseActions.run(actions)
    }

    public var isOpen: Bool {
        state.withLock { !$0.closed }
    }

    /// Called once when the stream closes for any reason (set before returning the response), e.g. to unsubscribe.
    /// It runs soon after, on a background thread and never inside a call to this stream, so it may take a lock held
    /// around `send` or `close`. Set on a stream already closed, it is scheduled at once.
    public func onClose(_ action: @escaping @Sendable () -> Void) {
        let late = state.withLock { state in
            if state.closed { return true }
            state.closeActions.append(action)
            return false
        }
        if late { StreamCloseActions.run([action]) }
    }

    private func enqueue(_ text: String) -> Bool {
        let (accepted, overflowing) = state.withLock { state -> (Bool, Bool) in
            guard !state.closed else { return (false, false) }
            // Checked before adding, so one large event still goes to a client that reads.
            guard state.pending.count <= Self.pendingLimit else { return (false, true) }
            state.pending.append(contentsOf: text.utf8)
            Self.resumeIfSuspended(&state)
            return (true, false)
        }
        if overflowing {
            close()
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
        StreamCloseActions.run(actions)
    }

    private static func takeActions(_ state: inout State) -> [@Sendable () -> Void] {
        let actions = state.closeActions
        state.closeActions = []
        return actions
    }

    /// Under the lock, so the connection cannot be finished (and freed) before libmicrohttpd hears of it. Any thread
    /// may resume; libmicrohttpd's own lock, taken inside, is never held while it calls back into a stream.
    private static func resumeIfSuspended(_ state: inout State) {
        guard state.suspended, let connection = state.connection else { return }
        state.suspended = false
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
