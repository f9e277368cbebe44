import HTTP

/// The 429 page when the request's client (`RequestContext.clientAddress`) has used up its posts for now. In the
/// router's chain for every method that is not safe (see `App.makeRouter`), so a refused post reads and writes nothing.
struct PostLimitMiddleware: Middleware {
    let limits: PostLimits
    let clock: WallClock
    let errorPage: ErrorPage

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        guard case .refused(let seconds) = limits.admit(request, now: clock.now()) else { return next(request) }
        var page = errorPage(request, 429,
            localized("That was a lot of moves at once. Nothing was changed: wait a moment and try again."))
        page.setHeader("Retry-After", String(seconds))
        return page
    }
}
