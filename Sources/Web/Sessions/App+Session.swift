import HTTP
import Logging
import Storage

extension App {
    static let sessionCookie = "sid"
    /// Sessions idle this long are forgotten (and their cookie expires with them).
    static let sessionLifetime: Int64 = 30 * 24 * 3600 * 1000
    /// `seenAt` is refreshed at most this often, so reading a page does not always write.
    static let touchInterval: Int64 = 3600 * 1000

    /// Finds or starts the browser's session, checks the CSRF token of every POST, runs the page,
    /// and turns storage and template failures into readable error pages.
    func withSession(_ request: Request, _ page: (Visit) throws -> Response) -> Response {
        withSession(request, loading: { _, _ in () }) { visit, _ in try page(visit) }
    }

    /// The same, and `load` reads what the page needs of a stored session in the transaction that finds the
    /// session (one transaction instead of two: each starts by taking locks, and a reader's by reading its pages
    /// again after any commit). `page` gets nil for a session not stored.
    ///
    /// A first visit writes nothing: the visitor gets a signed cookie for an id that is not stored, and a form
    /// token made from it; the session row is written by the first POST that carries that token.
    func withSession<Loaded>(_ request: Request, formChecked: Bool = false,
                             loading load: (Connection, SessionRecord) throws -> Loaded,
                             _ page: (Visit, Loaded?) throws -> Response) -> Response {
        let now = clock.now()
        do {
            let claimed = claimedSession(request)
            // `formChecked`: `together` refused a forged form already, before taking the writer.
            if request.method == "POST", !formChecked, let refusal = try refusedPost(request, claimed) {
                return refusal
            }
            var session: SessionRecord?
            var loaded: Loaded?
            if let claimed {
                let find = { (c: Connection) throws -> (SessionRecord?, Loaded?) in
                    guard let found = try SessionStore.find(c, id: claimed) else { return (nil, nil) }
                    return (found, try load(c, found))
                }
                // A POST writes next, so its reads use the writer's warm page cache (see `Database.readOnWriter`);
                // a GET's session and game need no common snapshot (see `Database.readAlone`).
                (session, loaded) = try request.method == "POST" ? database.readOnWriter(find) : database.readAlone(find)
            }
            let isStored = session != nil
            // A cookie that is not signed by our keys (a bare id, a forged one) is replaced by a fresh signed one.
            var sendCookie = claimed == nil
            let visitor = session ?? unstoredSession(claimed, now: now)
            if request.method == "POST" {
                // Checked again on the writer's read: the session may have been forgotten in between.
                guard CSRF.matches(request.form["csrf"], visitor.csrfToken) else { return forgedForm(request) }
                if !isStored {
                    _ = try database.write { c in try SessionStore.create(c, visitor) }
                    sendCookie = true
                }
            }
            if isStored, now - visitor.seenAt > Self.touchInterval {
                try database.write { c in try SessionStore.touch(c, id: visitor.id, now: now) }
                sendCookie = true  // re-send the cookie so its expiry moves too
            }
            let stored = isStored || request.method == "POST"
            var response = try page(Visit(request: request, session: visitor, isStored: stored, now: now), loaded)
            if sendCookie {
                response.addCookie(Cookie(name: Self.sessionCookie, value: keys.cookie(for: visitor.id), path: "/",
                                          maxAge: Int(Self.sessionLifetime / 1000), httpOnly: true,
                                          sameSite: "Lax", secure: secureCookies))
            }
            return response
        } catch {
            return failure(error, request)
        }
    }

    /// A POST whose reads and writes share one transaction on SQLite (`Database.writeTogether`, a move). Its form is
    /// checked first, outside the writer's lock, as `withSession` does: forged posts must not queue with moves.
    func together(_ request: Request, _ body: () -> Response) -> Response {
        do {
            if let refusal = try refusedPost(request, claimedSession(request)) { return refusal }
            return try database.writeTogether(body)
        } catch {
            return failure(error, request)
        }
    }

    /// The session id the request's cookie names when one of the server's keys signed it; nil without a cookie or
    /// for any other value. A bare id (the unsigned cookies of before signing, retired since) is no key: it would
    /// open the session of whoever knows or guesses it, so its bearer is a fresh visitor.
    func claimedSession(_ request: Request) -> String? {
        guard let value = request.cookies[Self.sessionCookie], let id = keys.sessionID(fromCookie: value),
              SessionStore.isWellFormedID(id) else { return nil }
        return id
    }

    /// A session that is not stored: the signed id it was given, or a new one; its form token is made from its id.
    private func unstoredSession(_ id: String?, now: Int64) -> SessionRecord {
        let id = id ?? SessionStore.newID()
        return SessionRecord(id: id, csrfToken: keys.formToken(for: id), name: nil, createdAt: now, seenAt: now)
    }

    /// The refusal of a POST that is not a form of this site, or nil. The token is checked on a reader, before
    /// anything waits for the writer's lock: forged posts with a well-formed session id must not queue with moves.
    func refusedPost(_ request: Request, _ claimed: String?) throws -> Response? {
        // A body the server does not parse as a form (JSON, plain text) would otherwise read as a
        // form without its token, and the player would be told the form had expired.
        guard request.body.isEmpty || Self.isForm(request.header("content-type")) else {
            return errorPage(request, 415,
                "This site only reads forms sent by its own pages. Nothing was changed: reload the page and try again.")
        }
        guard let submitted = request.form["csrf"], let claimed else { return forgedForm(request) }
        // A signed session's token is made from its id, so the same token needs no read here: the writer's read
        // checks it again against the session as stored (one stored under an older key keeps its own token).
        if CSRF.matches(submitted, keys.formToken(for: claimed)) { return nil }
        let stored = try database.read { c in try SessionStore.find(c, id: claimed)?.csrfToken }
        // A session not stored yet has the token made from its signed id.
        guard CSRF.matches(submitted, stored ?? keys.formToken(for: claimed)) else {
            return forgedForm(request)
        }
        return nil
    }

    func forgedForm(_ request: Request) -> Response {
        errorPage(request, 403,
            "This form is out of date or did not come from this site. Nothing was changed: reload the page and try again.")
    }

    /// The two encodings an HTML form can post (a form with a file input sends multipart).
    static func isForm(_ contentType: String?) -> Bool {
        let type = contentType?.lowercased() ?? ""
        return type.hasPrefix("application/x-www-form-urlencoded") || type.hasPrefix("multipart/form-data")
    }

    /// A failure that is not the player's doing: 503 while the database cannot take writes, 500 otherwise.
    func failure(_ error: any Error, _ request: Request) -> Response {
        if let error = error as? DatabaseError, error.meansCannotWrite {
            logger.warning("database unavailable: \(error)")
            var page = errorPage(request, 503, "The game store is busy or cannot be written right now. Nothing was lost: try again in a moment.")
            page.setHeader("Retry-After", "5")
            return page
        }
        logger.error("\(LogText.escaped(request.method)) \(LogText.escaped(request.rawPath)) failed: \(error)")
        return errorPage(request, 500, "Something went wrong on our side. Your game is safe: try again.")
    }
}
