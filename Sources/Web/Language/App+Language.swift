import HTTP
import Storage

extension App {
    /// The language of a page for `request`: a `?lang=` in its address (the `hreflang` links), else the one the
    /// session picked, else the first of `Accept-Language` the site has, else English.
    func language(of request: Request, session: SessionRecord? = nil) -> Language {
        if let asked = request.query["lang"].flatMap(Language.init(code:)) { return asked }
        if let session, let picked = Language(number: session.language) { return picked }
        return AcceptLanguage.best(request.header("accept-language")) ?? .en
    }

    /// The language of an answer made outside a session (an error page, a 404): the one already set for the request,
    /// else as above with the session as the session cache holds it (no database read).
    func languageOutsideSession(_ request: Request) -> Language {
        if let picked = Language.picked { return picked }
        let session = SessionClaim.of(request, self).id.flatMap { sessionCache.lookup($0).0 }
        return language(of: request, session: session)
    }
}

/// Sets the request's language (`Language.picked`) from its address and `Accept-Language` before its handler runs;
/// `App.withSession` sets it again from the session's pick.
struct LanguageMiddleware: Middleware {
    let app: App

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        Language.$picked.withValue(app.language(of: request)) {
            Language.$pagePath.withValue(request.path) { next(request) }
        }
    }
}
