import HTTP

/// What a route needs before its handler runs, besides the steps every request passes (client address, then the
/// limits): its routes' steps, in the chain's order (session → CSRF).
enum RouteNeeds {
    /// The browser's session (`SessionMiddleware`).
    case session(App)
    /// A form posted from one of the site's pages: the session, then its CSRF check (`CSRFMiddleware`).
    case checkedForm(App)

    var steps: [any Middleware] {
        switch self {
        case .session(let app): [SessionMiddleware(app: app)]
        case .checkedForm(let app): [SessionMiddleware(app: app), CSRFMiddleware(app: app)]
        }
    }
}

extension Router {
    mutating func get(_ path: String, needs: RouteNeeds, _ handler: @escaping Handler) {
        add("GET", path, through: needs.steps, handler)
    }

    mutating func post(_ path: String, needs: RouteNeeds, _ handler: @escaping Handler) {
        add("POST", path, through: needs.steps, handler)
    }

    mutating func getPrefix(_ prefix: String, needs: RouteNeeds, _ handler: @escaping Handler) {
        addPrefix("GET", prefix, through: needs.steps, handler)
    }
}
