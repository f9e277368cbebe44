/// One step before a routed request's handler: it calls `next` (with the request, or a changed one), or answers
/// itself (a refusal, a 429) and then neither later steps nor the handler run. Only routed requests pass the chain:
/// a 404 or 405 changes nothing, so no step needs to see it.
public protocol Middleware: Sendable {
    func respond(to request: Request, next: (Request) -> Response) -> Response
}

/// Which routed requests a middleware sees.
public enum MiddlewareScope: Sendable {
    /// Every method.
    case everyRequest
    /// Only methods that are not safe in RFC 9110's sense (POST, PUT, DELETE, PATCH): those that may change something.
    case unsafeMethods
}
