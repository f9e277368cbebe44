import HTTP

/// The session step (`RouteNeeds`): which session the cookie claims (`App.claimedSession`), put in the request's
/// context. No database: the handler finds the row (`App.withSession`) in the same transaction as the page's reads,
/// and only after the CSRF step has refused a forged form.
struct SessionMiddleware: Middleware {
    let app: App

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        var request = request
        request.context.session = app.claimedSession(request)
        return next(request)
    }
}

/// The session a request's cookie claims, as the session step read it: nil without a cookie, or for one our keys
/// did not sign. `underOldName`: read from `sid` since the switch to `__Host-sid` (`App.claimedSession`).
struct SessionClaim: Sendable {
    let id: String?
    var underOldName = false
}

extension SessionClaim {
    /// The claim as the session step read it, or read now for a route that declared no session.
    static func of(_ request: Request, _ app: App) -> SessionClaim {
        if let claim = request.context.session as? SessionClaim { return claim }
        return app.claimedSession(request)
    }
}
