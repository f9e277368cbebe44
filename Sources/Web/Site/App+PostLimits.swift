import HTTP

extension App {
    /// The 429 page when the request's client has used up its posts for now, else nil. Called by the router's gate
    /// for every POST before its handler (see `makeRouter`), so a refused post reads and writes nothing.
    func refusedByPostLimit(_ request: Request) -> Response? {
        guard case .refused(let seconds) = postLimits.admit(request, now: clock.now()) else { return nil }
        var page = errorPage(request, 429,
            "That was a lot of moves at once. Nothing was changed: wait a moment and try again.")
        page.setHeader("Retry-After", String(seconds))
        return page
    }
}
