/// Answers that stay open and carry Server-Sent Events.
extension Response {
    /// What the server needs to open an event stream once it has decided to (see `eventStream`).
    struct EventStreamOpening: Sendable {
        let retry: Int?
        let opened: @Sendable (EventStream) -> Void
    }

    /// An answer that stays open (`text/event-stream`, `no-store`, `X-Accel-Buffering: no` so nginx does not buffer
    /// it); `opened` subscribes the stream once, on the worker thread, before the headers go out. Past
    /// `eventStreamLimit` streams a 503 makes the page poll; a stopping server ends it so the client goes elsewhere.
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
