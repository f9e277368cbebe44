/// One request on its way through libmicrohttpd: made when the request line arrives (URI log callback),
/// kept in the connection's `*con_cls` while headers and body come in, released when MHD reports the
/// request complete. MHD works on one connection from one thread at a time, so no lock is needed.
final class Exchange {
    enum Phase {
        case awaitingHeaders
        case receivingBody
        /// The connection is suspended while `HandlerThreads` runs the handler; `answer` is set before it resumes.
        case handling
        case answered
        /// Refused while its body was still arriving (`Server.refuseWhileReceiving`): the rest is read and dropped.
        case draining
    }

    /// The request target exactly as sent; nil when it is not UTF-8.
    let target: String?
    let started: ContinuousClock.Instant
    var phase = Phase.awaitingHeaders
    var method = ""
    var rawPath = ""
    var path = ""
    var query: [String: String] = [:]
    var headers: [String: String] = [:]
    var body: [UInt8] = []
    var peerAddress: IPAddress?
    /// A chunked body: counted as it comes, its answer written mid-body once past the limit (`Server+Refusal`).
    var isChunked = false
    /// The handler's answer, made on a handler thread (`Phase.handling`) and sent once the connection resumes.
    var answer: Response?
    /// A GET whose kept answer `AnswerMemo` may keep for the same request (see `HeaderScan.mayReuse`).
    var mayBeRemembered = false
    /// The answer `AnswerMemo` had for this request, sent once its headers are all in.
    var remembered: KeptAnswer?
    /// The status queued, once there is one (for the access log).
    var status: Int?
    /// The route pattern it is counted under, once routed (or found in `AnswerMemo`).
    var route: RouteMetrics?
    /// `MonotonicTime.nanoseconds` at its start, when the server counts requests (cheaper than a `Duration`).
    var startedNanoseconds: UInt64 = 0
    /// With `ServerConfiguration.requestIDs`: its id, the client as the log names it, and the kept answer whose
    /// bytes a response of its own points into until it is sent.
    var requestID: String?
    var client = ""
    var keptAlive: KeptAnswer?

    init(target: String?, started: ContinuousClock.Instant) {
        self.target = target
        self.started = started
    }

    /// What an error page gets when the request could not be fully read or decoded.
    var partialRequest: Request {
        Request(method: method, path: path.isEmpty ? rawPath : path, rawPath: rawPath, query: query, headers: headers,
                peerAddress: peerAddress)
    }
}
