import HTTP
import Storage

/// One deadline for all a request does with the database, from when it was all here (queueing counts): a slow or
/// frozen PostgreSQL costs it at most `budget`, then the 503 page ("Nothing was lost"). First in the router's chain
/// (`App.makeRouter`).
struct DatabaseDeadlineMiddleware: Middleware {
    /// Below the 2 s a player waits at most, with room for the answer's own work and its way out.
    static let budget = Duration.milliseconds(1_500)

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        DatabaseDeadline.within(request.received + Self.budget) { next(request) }
    }
}
