import HTTP
import Storage

/// The CSRF step of a form post (`RouteNeeds.checkedForm`), after the session step: no form is a 415, a token not
/// the claimed session's a 403, before anything waits for the writer's lock. The handler checks the token again
/// against the stored session (`App.withSession`), which may have been forgotten in between.
struct CSRFMiddleware: Middleware {
    let app: App

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        do {
            if let refusal = try Self.refusal(request, SessionClaim.of(request, app).id, app) { return refusal }
        } catch {
            return app.failure(error, request)
        }
        var request = request
        request.context.formChecked = true
        return next(request)
    }

    /// The refusal of a POST that is not a form of this site, or nil. The token is checked on a reader, before
    /// anything waits for the writer's lock: forged posts with a well-formed session id must not queue with moves.
    static func refusal(_ request: Request, _ claimed: String?, _ app: App) throws -> Response? {
        // A body the server does not parse as a form (JSON, plain text) would otherwise read as a
        // form without its token, and the player would be told the form had expired.
        guard request.body.isEmpty || Self.isForm(request.header("content-type")) else {
            return app.errorPage(request, 415,
                localized("This site only reads forms sent by its own pages. Nothing was changed: reload the page and try again."))
        }
        guard let submitted = request.form["csrf"], let claimed else { return forged(request, app) }
        // A signed session's token is made from its id, so the same token needs no read here: the writer's read
        // checks it again against the session as stored (one stored under an older key keeps its own token).
        if CSRF.matches(submitted, app.keys.formToken(for: claimed)) { return nil }
        // A stored session's token never changes: a kept row (`SessionCache`) answers without a read.
        let stored = try app.sessionCache.lookup(claimed).record?.csrfToken
            ?? app.database.read { c in try SessionStore.find(c, id: claimed)?.csrfToken }
        // A session not stored yet has the token made from its signed id.
        guard CSRF.matches(submitted, stored ?? app.keys.formToken(for: claimed)) else {
            return forged(request, app)
        }
        return nil
    }

    static func forged(_ request: Request, _ app: App) -> Response {
        app.errorPage(request, 403,
            localized("This form is out of date or did not come from this site. Nothing was changed: reload the page and try again."))
    }

    /// The two encodings an HTML form can post (a form with a file input sends multipart).
    static func isForm(_ contentType: String?) -> Bool {
        let type = contentType?.lowercased() ?? ""
        return type.hasPrefix("application/x-www-form-urlencoded") || type.hasPrefix("multipart/form-data")
    }
}
