import HTTP
import Storage

/// The game bar's sound and vibration toggles: forms only play.js shows, posting `sound=on|off`
/// and `vibration=on|off`. Each choice is kept with the session, so every game page renders the toggles as they
/// were left, and play.js plays sounds, or vibrates, only when on. The board zoom's − and + post here too.
struct SettingsController: RouteController {
    static let soundSettingPath = "/settings/sound"
    static let vibrationSettingPath = "/settings/vibration"
    static let zoomSettingPath = "/settings/zoom"
    static let blindSettingPath = "/settings/blind"
    static let languageSettingPath = "/settings/language"

    let app: App

    func register(_ router: inout Router) {
        // A value that is neither on nor off is a 400 before anything else: the CSRF check is `withSession`'s, after.
        router.post(Self.soundSettingPath, needs: .session(app)) { request in
            setFeel(request, field: "sound", store: SessionStore.setSound,
                    refusal: localized("That form did not say whether to turn the sound on or off. Nothing was changed."))
        }
        router.post(Self.vibrationSettingPath, needs: .session(app)) { request in
            setFeel(request, field: "vibration", store: SessionStore.setVibration,
                    refusal: localized("That form did not say whether to turn vibration on or off. Nothing was changed."))
        }
        router.post(Self.blindSettingPath, needs: .session(app)) { request in
            // Back at the move box, which blind mode puts first (`#box` focuses it).
            setFeel(request, field: "blind", store: SessionStore.setBlind, fragment: MoveBox.inputID,
                    refusal: localized("That form did not say whether to turn blind mode on or off. Nothing was changed."))
        }
        router.post(Self.zoomSettingPath) { request in setZoom(request) }
        router.post(Self.languageSettingPath, needs: .session(app)) { request in setLanguage(request) }
    }

    /// The footer's language picker: `language=de`, kept with the session (a game in progress keeps its own words
    /// and board), then 303 back to the page it was picked on. It carries no form token: the title screen and the
    /// leaderboard are the same bytes for every visitor, and a forged pick changes only the words a page is shown in.
    private func setLanguage(_ request: Request) -> Response {
        guard let language = request.form["language"].flatMap(Language.init(code:)),
              request.form["language"] == language.code else {
            return app.errorPage(request, 400, localized("That form did not say which language to show. Nothing was changed."))
        }
        return app.withSession(request, formToken: false) { visit in
            _ = try app.sessionCache.changing(visit.session.id, in: app.database) {
                try app.database.write { c in try SessionStore.setLanguage(c, id: visit.session.id, language: language.number) }
            }
            return .redirect(to: Self.pageReturn(request))
        }
    }

    /// The page of this site the form was posted from (its path and query, from the Referer), else the title screen.
    /// Only a path on this host that starts with one `/` is sent back, so no Referer makes this an open redirect.
    static func pageReturn(_ request: Request) -> String {
        guard let referer = request.header("referer"),
              let sent = sameSiteTarget(referer, host: request.header("host")) else { return "/" }
        var target = String(sent)
        // A `lang=` there would outrank the pick just made.
        if let mark = target.firstIndex(of: "?") {
            let kept = target[target.index(after: mark)...].split(separator: "&").filter { !$0.hasPrefix("lang=") }
            target = String(target[..<mark]) + (kept.isEmpty ? "" : "?" + kept.joined(separator: "&"))
        }
        guard target.hasPrefix("/"), !target.hasPrefix("//"), !target.contains("\\"),
              target.allSatisfy({ $0.isASCII && !$0.isWhitespace }) else { return "/" }
        return target
    }

    /// Stores the choice and answers 303 back to the game it was made on (play.js posts it with `fetch` and
    /// ignores the redirect; the redirect is for a plain submit when that fails). `refusal`: the page's sentence
    /// for a value that is neither on nor off.
    private func setFeel(_ request: Request, field: String,
                         store: (Connection, String, Bool) throws(DatabaseError) -> Bool,
                         fragment: String = "play", refusal: @autoclosure () -> String) -> Response {
        // Read before the session is looked at: a bad value stores nothing, not even a first visit's session row.
        let on: Bool
        switch request.form[field] {
        case "on": on = true
        case "off": on = false
        default:
            return app.errorPage(request, 400, refusal())
        }
        return app.withSession(request) { visit in
            _ = try app.sessionCache.changing(visit.session.id, in: app.database) {
                try app.database.write { c in try store(c, visit.session.id, on) }
            }
            return .redirect(to: Self.soundReturn(request, fragment: fragment))
        }
    }

    /// The game page the form was posted from: the Referer's path when the Referer is this site and names a game,
    /// else the title screen. Only a path of the registry is ever sent back, so no Referer makes this an open
    /// redirect. `#play` puts the game bar, where the toggle is, back at the top; blind mode's `#box` focuses the box.
    static func soundReturn(_ request: Request, fragment: String = "play") -> String {
        guard let referer = request.header("referer"),
              let path = sameSitePath(referer, host: request.header("host")) else { return "/" }
        // A match with a friend online has the toggle too: its path, when it is one's well-formed.
        if OnlinePlay.isMatchPage(path) { return String(path) + "#" + fragment }
        guard let game = GameRegistry.games.first(where: { $0.href == path }) else { return "/" }
        return game.href + "#" + fragment
    }

    /// The path of an `http(s)://host/path?query` URL whose host is `host` (the request's own), else nil.
    private static func sameSitePath(_ url: String, host: String?) -> Substring? {
        sameSiteTarget(url, host: host).map { $0.prefix { $0 != "?" } }
    }

    /// The path and query of an `http(s)://host/path?query#fragment` URL whose host is `host`, else nil.
    private static func sameSiteTarget(_ url: String, host: String?) -> Substring? {
        guard let host, !host.isEmpty, let schemeEnd = url.range(of: "://") else { return nil }
        let scheme = url[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "http" || scheme == "https" else { return nil }
        let rest = url[schemeEnd.upperBound...]
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard rest[..<authorityEnd].lowercased() == host.lowercased() else { return nil }
        return rest[authorityEnd...].prefix { $0 != "#" }
    }

    /// The board zoom's − and + (`BoardZoom`): `zoom=-1…3` for `board`, kept in that board's cookie for a year,
    /// then 303 back to the game. Nothing is stored on the server, so it needs no session.
    func setZoom(_ request: Request) -> Response {
        guard let posted = request.form["zoom"], let level = Int(posted), BoardZoom.levels.contains(level),
              let board = request.form["board"], BoardZoom.isBoardName(board) else {
            return app.errorPage(request, 400, localized("That form did not say how big to draw the board. Nothing was changed."))
        }
        var response = Response.redirect(to: Self.soundReturn(request))
        response.addCookie(Cookie(name: BoardZoom.cookiePrefix + board, value: String(level), maxAge: 365 * 24 * 3600,
                                  httpOnly: false, sameSite: "Lax", secure: app.secureCookies))
        return response
    }
}
