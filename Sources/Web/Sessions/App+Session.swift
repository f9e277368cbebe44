import HTTP
import Logging
import Storage

extension App {
    /// Sessions idle this long are forgotten (and their cookie expires with them).
    static let sessionLifetime: Int64 = 30 * 24 * 3600 * 1000
    /// `seenAt` is refreshed at most this often, so reading a page does not always write.
    static let touchInterval: Int64 = 3600 * 1000

    /// Finds or starts the browser's session (the one the session step claimed, `SessionMiddleware`), checks the
    /// CSRF token of every POST against it (first as `CSRFMiddleware` does, when the route declared no such step),
    /// runs the page, and turns storage and template failures into readable error pages.
    /// `formToken: false` skips the CSRF check of a POST: only for a form whose forging harms no one and that pages
    /// shared by every visitor carry without a token (the language picker).
    func withSession(_ request: Request, formToken: Bool = true, _ page: (Visit) throws -> Response) -> Response {
        // Nothing to load: a kept session (`SessionCache`) answers without the database.
        let nothing: ((Connection, SessionRecord) throws -> Void)? = nil
        return withSession(request, loadingIfAny: nothing, together: nil, remembered: nil, formToken: formToken) { visit, _ in
            try page(visit)
        }
    }

    /// The same, with `load` reading the page's needs in the transaction that finds the session; `together` reads
    /// both in one statement (PostgreSQL's round trips), `remembered` may give both unread (`SavedGames`). A first
    /// visit writes nothing: its row is written by the first POST carrying its token.
    func withSession<Loaded>(_ request: Request, loading load: (Connection, SessionRecord) throws -> Loaded,
                             together: ((Connection, String) throws -> (SessionRecord, Loaded)?)? = nil,
                             remembered: ((String) -> (SessionRecord, Loaded)?)? = nil,
                             _ page: (Visit, Loaded?) throws -> Response) -> Response {
        withoutActuallyEscaping(load) { load in
            withSession(request, loadingIfAny: load, together: together, remembered: remembered, page)
        }
    }

    private func withSession<Loaded>(_ request: Request, loadingIfAny load: ((Connection, SessionRecord) throws -> Loaded)?,
                                     together: ((Connection, String) throws -> (SessionRecord, Loaded)?)?,
                                     remembered: ((String) -> (SessionRecord, Loaded)?)?, formToken: Bool = true,
                                     _ page: (Visit, Loaded?) throws -> Response) -> Response {
        let stamp = memoStamp(request)
        let now = clock.now()
        do {
            let claim = SessionClaim.of(request, self)
            let claimed = claim.id
            // A route whose handler answers a malformed request before its session (a bad setting, an unknown match)
            // declares no CSRF step: its form is checked here, after that.
            if request.method == "POST", formToken, !request.context.formChecked, let refusal = try CSRFMiddleware.refusal(request, claimed, self) {
                return refusal
            }
            var session: SessionRecord?
            var loaded: Loaded?
            if let claimed, request.method == "POST", let (found, known) = remembered?(claimed) {
                (session, loaded) = (found, known)
            } else if let claimed {
                let (kept, ticket) = sessionCache.lookup(claimed)
                if let kept, load == nil {
                    session = kept
                } else {
                    let find = { (c: Connection) throws -> (SessionRecord?, Loaded?) in
                        if kept == nil, let together, c.dialect == .postgres {
                            guard let (found, loaded) = try together(c, claimed) else { return (nil, nil) }
                            return (found, loaded)
                        }
                        guard let found = try kept ?? SessionStore.find(c, id: claimed) else { return (nil, nil) }
                        return (found, try load?(c, found))
                    }
                    // A POST writes next, so its reads use the writer's warm page cache (see `Database.readOnWriter`);
                    // a GET's session and game need no common snapshot (see `Database.readAlone`).
                    (session, loaded) = try request.method == "POST" ? database.readOnWriter(find) : database.readAlone(find)
                    if kept == nil, let session, let ticket { sessionCache.keep(session, ticket) }
                }
            }
            let isStored = session != nil
            // A cookie that is not signed by our keys (a bare id, a forged one) is replaced by a fresh signed one,
            // and one read under the old name is given the new one.
            var sendCookie = claimed == nil || claim.underOldName
            let visitor = session ?? unstoredSession(claimed, now: now)
            if request.method == "POST" {
                // Checked again on the writer's read: the session may have been forgotten in between.
                guard !formToken || CSRF.matches(request.form["csrf"], visitor.csrfToken) else { return CSRFMiddleware.forged(request, self) }
                if !isStored {
                    _ = try sessionCache.changing(visitor.id, in: database) {
                        try database.write { c in try SessionStore.create(c, visitor) }
                    }
                    sendCookie = true
                }
            }
            if isStored, now - visitor.seenAt > Self.touchInterval {
                try sessionCache.changing(visitor.id, in: database) {
                    try database.write { c in try SessionStore.touch(c, id: visitor.id, now: now) }
                }
                sendCookie = true  // re-send the cookie so its expiry moves too
            }
            let stored = isStored || request.method == "POST"
            let visit = Visit(request: request, session: visitor, isStored: stored, now: now, memoStamp: stamp)
            var response = try Language.$picked.withValue(language(of: request, session: visitor)) { try page(visit, loaded) }
            if sendCookie {
                for cookie in sessionCookies(for: visitor.id, replacingOldName: claim.underOldName) {
                    response.addCookie(cookie)
                }
            }
            return response
        } catch {
            return failure(error, request)
        }
    }

    /// A session that is not stored: the signed id it was given, or a new one; its form token is made from its id.
    private func unstoredSession(_ id: String?, now: Int64) -> SessionRecord {
        let id = id ?? SessionStore.newID()
        return SessionRecord(id: id, csrfToken: keys.formToken(for: id), name: nil, createdAt: now, seenAt: now)
    }

    /// A failure that is not the player's doing: 503 while the database cannot take writes, 500 otherwise.
    func failure(_ error: any Error, _ request: Request) -> Response {
        if let error = error as? DatabaseError, error.meansCannotWrite {
            warnings.warn("database unavailable: \(error)")
            Unavailable.count("database")
            var page = errorPage(request, 503,
                                 localized("The game store is busy or cannot be written right now. Nothing was lost: try again in a moment."))
            page.setHeader("Retry-After", "5")
            return page
        }
        logger.error("\(LogText.escaped(request.method)) \(LogText.escaped(request.rawPath)) failed: \(error)")
        return errorPage(request, 500, localized("Something went wrong on our side. Your game is safe: try again."))
    }
}
