/// What the middleware chain found out about a request, for the steps after it and the handler to read: the
/// client's address (`ClientAddressMiddleware`), the application's session, and whether a posted form was checked
/// as the site's own (CSRF). HTTP fills only the address: what a session is, is the application's business.
public struct RequestContext: Sendable {
    /// The client as `ClientAddressResolver` says (behind a trusted proxy, the one it reports); nil before the
    /// address step, or for a request read from no socket.
    public var clientAddress: IPAddress?
    /// Whatever the application's session step found (the Web layer's claimed session); nil before it.
    public var session: (any Sendable)?
    /// Set by the application's CSRF step once a posted form's token was checked.
    public var formChecked = false

    public init() {}
}
