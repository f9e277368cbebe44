/// One HTTP request as the application sees it: decoded, with its body complete and within the size limit.
public struct Request: Sendable {
    /// As sent, e.g. "GET", "HEAD", "POST".
    public var method: String
    /// Percent-decoded path without the query, e.g. "/static/site.css".
    public var path: String
    /// The path as sent (still encoded), without the query.
    public var rawPath: String
    /// Decoded query parameters; the first value of a repeated name wins.
    public var query: [String: String]
    /// Header names are lower-cased.
    public var headers: [String: String]
    public var cookies: [String: String]
    /// The parsed `application/x-www-form-urlencoded` or `multipart/form-data` body (a file input holds
    /// the file's content as text); empty for any other body.
    public var form: FormData
    public var body: [UInt8]
    /// The TCP peer: the client, or a proxy in front of it (see `ClientAddressResolver`). nil when the request
    /// was read from no socket, as in tests that build one.
    public var peerAddress: IPAddress?
    /// What a parameter route's `:name` segments matched (see `Router`); empty for any other route.
    public var parameters = RouteParameters()
    /// When the whole request was here (its handler may start later, queued for a thread): what a deadline for
    /// answering it counts from.
    public var received = ContinuousClock.now
    /// What the middleware chain found out (client address, session, CSRF check), for later steps and the handler.
    public var context = RequestContext()

    public init(
        method: String = "GET", path: String, rawPath: String? = nil, query: [String: String] = [:],
        headers: [String: String] = [:], cookies: [String: String] = [:], form: FormData = FormData(),
        body: [UInt8] = [], peerAddress: IPAddress? = nil
    ) {
        self.method = method
        self.path = path
        self.rawPath = rawPath ?? path
        self.query = query
        self.headers = headers
        self.cookies = cookies
        self.form = form
        self.body = body
        self.peerAddress = peerAddress
    }

    /// The header's value, whatever the case of `name`.
    public func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
