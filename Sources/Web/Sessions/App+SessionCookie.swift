import HTTP
import Storage

extension App {
    /// Values of a repeated session cookie read at most: each one that is not already known costs an HMAC.
    static let sessionCookieValuesRead = 8

    var sessionCookieName: SessionCookieName { secureCookies ? .hostOnly : .plain }

    /// The session the request's cookie claims when one of the server's keys signed it for that cookie's name;
    /// none without a cookie or for any other value. A bare id (the unsigned cookies of before signing, retired
    /// since) is no key: it would open the session of whoever knows or guesses it, so its bearer is a fresh visitor.
    func claimedSession(_ request: Request) -> SessionClaim {
        let name = sessionCookieName
        if let id = signedSession(request, name) { return SessionClaim(id: id) }
        // Since the switch to secure cookies, a browser still holding only `sid` is read under it once and given
        // `__Host-sid`. Its own signature means only a `sid` issued before the switch is read, never one made since.
        if name == .hostOnly, request.cookies[name.text] == nil, let id = signedSession(request, .plain) {
            return SessionClaim(id: id, underOldName: true)
        }
        return SessionClaim(id: nil)
    }

    /// The `Set-Cookie`s that give the browser session `id`; for one read under the old name, that cookie expired too.
    func sessionCookies(for id: String, replacingOldName: Bool) -> [Cookie] {
        let current = Cookie(name: sessionCookieName.text, value: keys.cookie(for: id, name: sessionCookieName),
                             path: "/", maxAge: Int(Self.sessionLifetime / 1000), httpOnly: true, sameSite: "Lax",
                             secure: secureCookies)
        guard replacingOldName else { return [current] }
        return [current, Cookie(name: SessionCookieName.plain.text, value: "", path: "/", maxAge: 0, httpOnly: true,
                                sameSite: "Lax", secure: secureCookies)]
    }

    private func signedSession(_ request: Request, _ name: SessionCookieName) -> String? {
        guard let first = request.cookies[name.text] else { return nil }
        if let id = verifiedSession(first, name) { return id }
        // The name more than once (one set for a parent domain or another path beside ours): any value the keys
        // signed wins, not simply the first. Read only when the first fails, so a lone cookie costs one lookup.
        guard let header = request.headers["cookie"] else { return nil }
        for value in Cookie.values(named: name.text, in: header, limit: Self.sessionCookieValuesRead).dropFirst() {
            if let id = verifiedSession(value, name) { return id }
        }
        return nil
    }

    private func verifiedSession(_ value: String, _ name: SessionCookieName) -> String? {
        guard let id = keys.sessionID(fromCookie: value, name: name), SessionStore.isWellFormedID(id) else { return nil }
        return id
    }
}
