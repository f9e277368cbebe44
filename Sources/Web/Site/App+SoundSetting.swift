import HTTP
import Storage

/// The game bar's sound toggle (issue 15): a form only play.js shows, posting `sound=on|off`. The choice is kept
/// with the session, so every game page renders the toggle as it was left, and play.js plays sounds only when on.
extension App {
    static let soundSettingPath = "/settings/sound"

    func addSettingsRoutes(to router: inout Router) {
        router.post(Self.soundSettingPath) { [self] request in setSound(request) }
    }

    /// Stores the choice and answers 303 back to the game it was made on (play.js posts it with `fetch` and
    /// ignores the redirect; the redirect is for a plain submit when that fails).
    func setSound(_ request: Request) -> Response {
        // Read before the session is looked at: a bad value stores nothing, not even a first visit's session row.
        let on: Bool
        switch request.form["sound"] {
        case "on": on = true
        case "off": on = false
        default:
            return errorPage(request, 400, "That form did not say whether to turn the sound on or off. Nothing was changed.")
        }
        return withSession(request) { [self] visit in
            _ = try database.write { c in try SessionStore.setSound(c, id: visit.session.id, on: on) }
            return .redirect(to: Self.soundReturn(request))
        }
    }

    /// The game page the form was posted from: the Referer's path when the Referer is this site and names a game,
    /// else the title screen. Only a path of the registry is ever sent back, so no Referer makes this an open
    /// redirect. `#play` puts the game bar, where the toggle is, back at the top.
    static func soundReturn(_ request: Request) -> String {
        guard let referer = request.header("referer"),
              let path = sameSitePath(referer, host: request.header("host")),
              let game = GameRegistry.games.first(where: { $0.href == path }) else { return "/" }
        return game.href + "#play"
    }

    /// The path of an `http(s)://host/path?query` URL whose host is `host` (the request's own), else nil.
    private static func sameSitePath(_ url: String, host: String?) -> Substring? {
        guard let host, !host.isEmpty, let schemeEnd = url.range(of: "://") else { return nil }
        let scheme = url[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = url[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard rest[..<authorityEnd].lowercased() == host.lowercased() else { return nil }
        let target = rest[authorityEnd...]
        return target[..<(target.firstIndex { $0 == "?" || $0 == "#" } ?? target.endIndex)]
    }
}
