/// Answers that stay open and carry Server-Sent Events.
extension Response {
    /// What the server needs to open an event stream once it has decided to (see `eventStream`).
    struct EventStreamOpening: Sendable {
        let retry: Int?
        let opened: @Sendable (EventStream) -> Void
    }

    /// An answer that stays open: 200, `Content-Type: text/event-stream`, `Cache-Control: no-store`,
    /// `X-Accel-Buffering: no` (nginx must not buffer it). `retry` (ms) is sent first when given. `opened` runs once with
    /// the stream (the handler subscribes it to whatever it listens to and may send the backlog for Last-Event-ID).
    /// Beyond `ServerConfiguration.eventStreamLimit` open streams, the server answers 503 with `Retry-After` instead
    /// (and `opened` is not called), so the page can fall back to polling. While the server stops, the answer ends
    /// right after `retry` (and `opened` is not called), so the client reconnects to another instance.
    /// `opened` runs on the worker thread before the headers go out: events it sends are queued and follow them.
    /// A HEAD request gets the headers alone.
    public static func eventStream(retry: Int? = nil, headers: [(String, String)] = [],
                                   _ opened: @escaping @Sendable (EventStream) -> Void) -> Response {
        var response = Response(headers: [
            ("Content-Type", "text/event-stream"), ("Cache-Control", "no-store"), ("X-Accel-Buffering", "no"),
        ] + headers)
        response.eventStream = EventStreamOpening(retry: retry, opened: opened)
        return response
    }

    /// True for an answer made by `eventStream`.
    public var isEventStream: Bool {
        eventStream != nil
    }
}
