import CoreMetrics

/// Sends each request to the handler for its method and path: exact paths first (one dictionary lookup, so the hot
/// GETs pay nothing for the rest), then parameter routes (`RoutePattern`), then prefixes, the longest first.
/// HEAD is answered by GET's handler; an unknown path gets 404, an unhandled method 405 with `Allow`.
public struct Router: Sendable {
    /// RFC 9110's safe methods: they only read, so `.unsafeMethods` middleware never sees them.
    private static let safeMethods: Set<String> = ["GET", "HEAD", "OPTIONS", "TRACE"]
    /// One path's handlers by method, and what its requests count under (`RouteMetrics`).
    private struct Routes {
        var handlers: [String: Handler] = [:]
        let metrics: RouteMetrics?
    }
    private var exactRoutes: [String: Routes] = [:]
    private var parameterRoutes: [(pattern: RoutePattern, handlers: [String: Handler], metrics: RouteMetrics?)] = []
    /// Each parameter route's `RoutePattern.firstByte`, in the same order: scanned without copying a route.
    private var parameterFirstBytes: [UInt16] = []
    /// The longest prefix first.
    private var prefixRoutes: [(prefix: PathPrefix, handlers: [String: Handler], metrics: RouteMetrics?)] = []
    /// The chain a safe method passes, and the one every other method passes (a superset, in the same order).
    private var safeChain: [any Middleware] = []
    private var unsafeChain: [any Middleware] = []
    private let errorPage: ErrorPage
    /// Where each route's counters are made; nil: nothing is counted.
    private let metrics: (any MetricsFactory)?
    /// What a path no route names counts under.
    private let unmatched: RouteMetrics?

    public init(errorPage: @escaping ErrorPage, metrics: (any MetricsFactory)? = MetricsSystem.factory) {
        self.errorPage = errorPage
        self.metrics = metrics
        unmatched = metrics.map { RouteMetrics(pattern: RouteMetrics.unmatchedPattern, factory: $0) }
    }

    private func routeMetrics(_ pattern: String) -> RouteMetrics? {
        metrics.map { RouteMetrics(pattern: pattern, factory: $0) }
    }

    public mutating func get(_ path: String, _ handler: @escaping Handler) {
        add("GET", path, handler)
    }

    public mutating func post(_ path: String, _ handler: @escaping Handler) {
        add("POST", path, handler)
    }

    /// Registers `handler` for `method` (any case) at `path`, exact or with `:name` segments (read them from
    /// `request.parameters`); a second registration of the same path and method replaces the first.
    public mutating func add(_ method: String, _ path: String, _ handler: @escaping Handler) {
        let method = method.uppercased()
        guard let pattern = RoutePattern(path) else {
            if exactRoutes[path] == nil { exactRoutes[path] = Routes(metrics: routeMetrics(path)) }
            exactRoutes[path]?.handlers[method] = handler
            return
        }
        if let index = parameterRoutes.firstIndex(where: { $0.pattern == pattern }) {
            parameterRoutes[index].handlers[method] = handler
        } else {
            let index = parameterRoutes.firstIndex { pattern.precedes($0.pattern) } ?? parameterRoutes.endIndex
            parameterRoutes.insert((pattern, [method: handler], routeMetrics(path)), at: index)
            parameterFirstBytes.insert(pattern.firstByte, at: index)
        }
    }

    /// The same, with `steps` of its own run after the router's chain and before `handler` (a route that needs a
    /// session, or a checked form): the route declares them, the handler reads what they found in `request.context`.
    public mutating func add(_ method: String, _ path: String, through steps: [any Middleware],
                             _ handler: @escaping Handler) {
        add(method, path, Self.passing(steps, to: handler))
    }

    /// Registers a GET (and so HEAD) handler for every path that starts with `prefix`.
    public mutating func getPrefix(_ prefix: String, _ handler: @escaping Handler) {
        addPrefix("GET", prefix, handler)
    }

    public mutating func addPrefix(_ method: String, _ prefix: String, _ handler: @escaping Handler) {
        if let index = prefixRoutes.firstIndex(where: { $0.prefix.text == prefix }) {
            prefixRoutes[index].handlers[method.uppercased()] = handler
        } else {
            prefixRoutes.append((PathPrefix(prefix), [method.uppercased(): handler], routeMetrics(prefix + "*")))
            prefixRoutes.sort { $0.prefix.text.count > $1.prefix.text.count }
        }
    }

    public mutating func addPrefix(_ method: String, _ prefix: String, through steps: [any Middleware],
                                   _ handler: @escaping Handler) {
        addPrefix(method, prefix, Self.passing(steps, to: handler))
    }

    /// `handler` behind a route's own steps.
    private static func passing(_ steps: [any Middleware], to handler: @escaping Handler) -> Handler {
        guard !steps.isEmpty else { return handler }
        return { request in run(steps, from: 0, request, handler) }
    }

    /// Adds `middleware` at the end of the chain of the requests `scope` names.
    public mutating func use(_ middleware: any Middleware, for scope: MiddlewareScope = .everyRequest) {
        if scope == .everyRequest { safeChain.append(middleware) }
        unsafeChain.append(middleware)
    }

    /// A HEAD gets the GET handler's whole response: the server sends its headers as GET's (compressed the same way,
    /// with the same `Content-Length`) and no body.
    public func handle(_ request: Request) -> Response {
        if let routes = exactRoutes[request.path] {
            var response: Response
            if let handler = Self.handler(in: routes.handlers, for: request.method) {
                response = pass(request, to: handler)
            } else {
                response = methodNotAllowed(request, Set(routes.handlers.keys))
            }
            response.route = routes.metrics
            return response
        }
        return handleUnlisted(request)
    }

    /// A path no exact route names: the first parameter route that matches it and answers its method, else the
    /// longest prefix; a 405 when some matched but none answers the method.
    private func handleUnlisted(_ request: Request) -> Response {
        var response: Response
        switch Self.withBytes(of: request.path, { lookUp($0, request.path, request.method) }) {
        case .found(let handler, nil, let metrics):
            response = pass(request, to: handler)
            response.route = metrics
        case .found(let handler, let parameters?, let metrics):
            var request = request
            request.parameters = parameters
            response = pass(request, to: handler)
            response.route = metrics
        case .notAllowed(let methods, let metrics):
            response = methodNotAllowed(request, methods)
            response.route = metrics
        case .missing:
            response = errorResponse(request, 404, "There is no page at this address.")
            response.route = unmatched
        }
        return response
    }

    private enum Lookup {
        case found(Handler, RouteParameters?, RouteMetrics?)
        case notAllowed(Set<String>, RouteMetrics?)
        case missing
    }

    private func lookUp(_ bytes: UnsafeBufferPointer<UInt8>, _ path: String, _ method: String) -> Lookup {
        var allowed: Set<String> = []
        var allowedMetrics: RouteMetrics?
        let firstByte = bytes.count > 1 ? UInt16(bytes[1]) : RoutePattern.anyFirstByte + 1
        for index in parameterFirstBytes.indices {
            let wanted = parameterFirstBytes[index]
            guard wanted == firstByte || wanted == RoutePattern.anyFirstByte,
                  let parameters = parameterRoutes[index].pattern.match(bytes, in: path) else { continue }
            if let handler = Self.handler(in: parameterRoutes[index].handlers, for: method) {
                return .found(handler, parameters, parameterRoutes[index].metrics)
            }
            allowed.formUnion(parameterRoutes[index].handlers.keys)
            allowedMetrics = allowedMetrics ?? parameterRoutes[index].metrics
        }
        for index in prefixRoutes.indices where prefixRoutes[index].prefix.begins(bytes, path) {
            if let handler = Self.handler(in: prefixRoutes[index].handlers, for: method) {
                return .found(handler, nil, prefixRoutes[index].metrics)
            }
            allowed.formUnion(prefixRoutes[index].handlers.keys)
            allowedMetrics = allowedMetrics ?? prefixRoutes[index].metrics
            break
        }
        return allowed.isEmpty ? .missing : .notAllowed(allowed, allowedMetrics)
    }

    /// The path's UTF-8 as it is stored: a native string's own bytes (a bridged one is copied first).
    private static func withBytes<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = path.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = path
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(body)!
    }

    private static func handler(in handlers: [String: Handler], for method: String) -> Handler? {
        handlers[method] ?? (method == "HEAD" ? handlers["GET"] : nil)
    }

    /// Runs the request's chain, then its handler. A safe method with no step for it goes straight to its handler.
    private func pass(_ request: Request, to handler: Handler) -> Response {
        let isSafe = Self.isSafe(request.method)
        let chain = isSafe ? safeChain : unsafeChain
        return chain.isEmpty ? handler(request) : Self.run(chain, from: 0, request, handler)
    }

    private static func isSafe(_ method: String) -> Bool {
        method == "GET" || method == "HEAD" || safeMethods.contains(method)
    }

    private static func run(_ chain: [any Middleware], from index: Int, _ request: Request, _ handler: Handler) -> Response {
        guard index < chain.count else { return handler(request) }
        return chain[index].respond(to: request) { run(chain, from: index + 1, $0, handler) }
    }

    private func methodNotAllowed(_ request: Request, _ methods: Set<String>) -> Response {
        var response = errorResponse(request, 405, "This page cannot answer that kind of request.")
        response.setHeader("Allow", Self.allowedMethods(methods))
        return response
    }

    private func errorResponse(_ request: Request, _ status: Int, _ message: String) -> Response {
        var response = errorPage(request, status, message)
        response.status = status
        return response
    }

    private static func allowedMethods(_ methods: Set<String>) -> String {
        var methods = methods
        if methods.contains("GET") {
            methods.insert("HEAD")
        }
        return methods.sorted().joined(separator: ", ")
    }
}
