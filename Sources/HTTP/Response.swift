/// What the application answers: status, headers in order (repeats allowed, e.g. `Set-Cookie`) and body.
/// `Content-Length` is computed by the server from the body.
public struct Response: Sendable {
    // Any change drops the kept answer: it no longer says what this response says.
    public var status: Int { didSet { kept = nil } }
    public var headers: [(String, String)] { didSet { kept = nil } }
    public var body: [UInt8] { didSet { kept = nil } }
    /// Set by `eventStream`: the body is not `body` but events sent while the answer stays open.
    var eventStream: EventStreamOpening?
    /// The same answer made into a libmicrohttpd response once (`KeptAnswer`), which the server queues as it is.
    public private(set) var kept: KeptAnswer?
    /// When the kept answer may be sent again to the same request without the handler (`AnswerMemo`).
    public var reuse: AnswerReuse?
    /// The route pattern the request is counted under, set by the router.
    public var route: RouteMetrics?

    public init(status: Int = 200, headers: [(String, String)] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// The kept answer, as a response that reads like it (handlers and tests see its status, headers and body).
    public init(kept: KeptAnswer, reuse: AnswerReuse? = nil) {
        self.reuse = reuse
        status = kept.response.status
        headers = kept.response.headers
        body = kept.response.body
        self.kept = kept
    }

    public static func html(_ html: String, status: Int = 200) -> Response {
        Response(status: status, headers: [("Content-Type", "text/html; charset=utf-8")], body: Array(html.utf8))
    }

    public static func text(_ text: String, status: Int = 200) -> Response {
        Response(status: status, headers: [("Content-Type", "text/plain; charset=utf-8")], body: Array(text.utf8))
    }

    /// 303 See Other by default: after a POST the browser follows with a GET (Post/Redirect/Get).
    public static func redirect(to location: String, status: Int = 303) -> Response {
        Response(status: status, headers: [("Location", location)])
    }

    /// Replaces every header of the same name (case-insensitive) with this one.
    public mutating func setHeader(_ name: String, _ value: String) {
        let key = name.lowercased()
        headers.removeAll { $0.0.lowercased() == key }
        headers.append((name, value))
    }

    /// The first header of that name, whatever its case.
    public func header(_ name: String) -> String? {
        let key = name.lowercased()
        return headers.first { $0.0.lowercased() == key }?.1
    }

    /// Appends a `Set-Cookie` header; earlier cookies stay.
    public mutating func addCookie(_ cookie: Cookie) {
        headers.append(("Set-Cookie", cookie.headerValue))
    }
}
