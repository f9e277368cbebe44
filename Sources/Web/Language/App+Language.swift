import Foundation
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

    private static let unreserved = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")

    /// The parameters that name a page (the leaderboard's game and window); the others are a moment of a game
    /// (`at=`, `confirm=`, `note=`), which another language's version does not share.
    static let pageParameters: Set<String> = ["game", "period"]

    /// The page's address: its path as sent and the parameters that name it, sorted by name.
    static func address(_ request: Request) -> String {
        let items = request.query.filter { pageParameters.contains($0.key) }.sorted { $0.key < $1.key }.map { name, value in
            (name.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "") + "="
                + (value.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")
        }
        return request.rawPath + (items.isEmpty ? "" : "?" + items.joined(separator: "&"))
    }

    func respond(to request: Request, next: (Request) -> Response) -> Response {
        Language.$picked.withValue(app.language(of: request)) {
            // Only a page asked for by its address has versions in other languages (not a form's answer).
            Language.$pageRequest.withValue(request.method == "GET" || request.method == "HEAD" ? request : nil) {
                next(request)
            }
        }
    }
}
