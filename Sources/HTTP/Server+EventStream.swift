import CMicroHTTPD

/// Opening an event stream (`Response.eventStream`) on a connection: a response of unknown length fed by
/// `readEventStream`, which suspends the connection whenever the stream has nothing to send.
extension Server {
    /// Seconds a client refused for too many open streams is asked to wait before it tries again.
    static let eventStreamRetryAfter = 10

    func sendEventStream(_ answer: Response, _ opening: Response.EventStreamOpening, for exchange: Exchange,
                         connection: OpaquePointer) -> MHD_Result {
        let stream = EventStream(retry: opening.retry)
        let client = clients.client(peer: exchange.peerAddress, forwardedFor: exchange.headers["x-forwarded-for"])
        let admission = eventStreams.admit(stream, limit: max(0, configuration.eventStreamLimit), client: client,
                                           clientLimit: max(0, configuration.clientEventStreamLimit))
        switch admission {
        case .clientFull:
            var refusal = errorPage(exchange.partialRequest, 429, "Too many live pages are open from your address.")
            refusal.status = 429
            refusal.setHeader("Retry-After", String(Self.eventStreamRetryAfter))
            return send(refusal, for: exchange, connection: connection)
        case .full:
            Unavailable.count("event_streams")
            var refusal = errorPage(exchange.partialRequest, 503, "Too many live pages are open right now.")
            refusal.status = 503
            refusal.setHeader("Retry-After", String(Self.eventStreamRetryAfter))
            return send(refusal, for: exchange, connection: connection)
        case .closing:
            // Only the `retry` line goes out, then the answer ends and the client reconnects to another instance.
            stream.close()
        case .open:
            break
        }
        stream.attach(to: connection)
        let link = Unmanaged.passRetained(EventStreamLink(stream: stream, streams: eventStreams))
        let mhdResponse = MHD_create_response_from_callback(UInt64.max, 4096, readEventStream, link.toOpaque(),
                                                            releaseEventStream)
        if mhdResponse == nil {
            link.takeRetainedValue().end()
        }
        // On failure the response is destroyed at once, which ends the stream through `releaseEventStream`.
        let queued = queue(mhdResponse, status: answer.status, headers: answer.headers, for: exchange,
                           connection: connection)
        // Events sent from here wait in the stream: libmicrohttpd reads them once this handler call has returned.
        if queued == .YES, admission == .open {
            opening.opened(stream)
        }
        return queued
    }
}

/// What libmicrohttpd holds for an event stream's response: the stream and the count it is in.
final class EventStreamLink {
    let stream: EventStream
    let streams: EventStreams

    init(stream: EventStream, streams: EventStreams) {
        self.stream = stream
        self.streams = streams
    }

    /// The response is gone: the stream is closed for good and no longer counts.
    func end() {
        streams.remove(stream)
        stream.finished()
    }
}

/// libmicrohttpd wants more of the body (on the connection's thread).
func readEventStream(cls: UnsafeMutableRawPointer?, position: UInt64, buffer: UnsafeMutablePointer<CChar>?,
                     capacity: Int) -> Int {
    guard let cls, let buffer else { return MHD_CONTENT_READER_END_WITH_ERROR }
    let link = Unmanaged<EventStreamLink>.fromOpaque(cls).takeUnretainedValue()
    return link.stream.read(into: UnsafeMutableRawBufferPointer(start: buffer, count: capacity))
}

/// libmicrohttpd destroyed the response: sent to its end, or the connection closed (the client went away, a write
/// failed, the server stopped).
func releaseEventStream(cls: UnsafeMutableRawPointer?) {
    guard let cls else { return }
    Unmanaged<EventStreamLink>.fromOpaque(cls).takeRetainedValue().end()
}
