/// Sends each request to the handler registered for its method and path.
///
/// Paths match exactly; prefixes (e.g. "/static/") match any path that starts with them, the longest first,
/// and only when no exact path matches. HEAD is answered by the GET handler (the server drops the body). An
/// unknown path gets the 404 page; a known path with a method nobody handles gets the 405 page with an `Allow` header. A gate, when set, sees every routed request that may
/// change something before its handler does.
public struct Router: Sendable {
    /// Decides before the handler: a response to send instead, or nil to go on.
    public typealias Gate = @Sendable (Request) -> Response?

    /// RFC 9110's safe methods: they only read, so the gate never sees them.
    private static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS", "TRACE"]
    private var exactRoutes: [String: [String: Handler]] = [:]
    private var prefixRoutes: [String: [String: Handler]] = [:]
    private var unsafeGate: Gate?
    private let errorPage: ErrorPage

    public init(errorPage: @escaping ErrorPage) {
        self.errorPage = errorPage
    }

    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        add("GET", path, handler)
    }

    public mutating func post(_ path: String, _ handler: @escaping Handler) {
        add("POST", path, handler)
    }

    /// Registers `handler` for `method` (any case) at exactly `path`; a second registration replaces the first.
    public mutating func add(_ method: String, _ path: String, _ handler: @escaping Handler) {
        exactRoutes[path, default: [:]][method.uppercased()] = handler
    }

    /// Registers a GET (and so HEAD) handler for every path that starts with `prefix`.
    public mutating func getPrefix(_ prefix: String, _ handler: @escaping Handler) {
        addPrefix("GET", prefix, handler)
    }

    public mutating func addPrefix(_ method: String, _ prefix: String, _ handler: @escaping Handler) {
        prefixRoutes[prefix, default: [:]][method.uppercased()] = handler
    }

    /// Every request routed to a handler with a method that is not safe (POST, PUT, DELETE, PATCH) passes `gate`
    /// first, whichever route registered it. Unrouted ones (404, 405) never reach it: they change nothing.
    public mutating func gateUnsafeMethods(_ gate: @escaping Gate) {
        unsafeGate = gate
    }

    /// A HEAD gets the GET handler's whole response: the server sends its headers as GET's (compressed the same way,
    /// with the same `Content-Length`) and no body.
    public func handle(_ request: Request) -> Response {
        guard let handlers = handlers(for: request.path) else {
            return errorResponse(request, 404, "There is no page at this address.")
        }
        if let handler = handlers[request.method] ?? (request.method == "HEAD" ? handlers["GET"] : nil) {
            if let unsafeGate, !Self.safeMethods.contains(request.method), let refusal = unsafeGate(request) {
                return refusal
            }
            return handler(request)
        }
        var response = errorResponse(request, 405, "This page cannot answer that kind of request.")
        response.setHeader("Allow", Self.allowedMethods(handlers))
        return response
    }

    private func handlers(for path: String) -> [String: Handler]? {
        if let handlers = exactRoutes[path] {
            return handlers
        }
        let longest = prefixRoutes.keys.filter { path.hasPrefix($0) }.max { $0.count < $1.count }
        return longest.flatMap { prefixRoutes[$0] }
    }

    private func errorResponse(_ request: Request, _ status: Int, _ message: String) -> Response {
        var response = errorPage(request, status, message)
        response.status = status
        return response
    }

    private static func allowedMethods(_ handlers: [String: Handler]) -> String {
        var methods = Set(handlers.keys)
        if methods.contains("GET") {
            methods.insert("HEAD")
        }
        return methods.sorted().joined(separator: ", ")
    }
}
