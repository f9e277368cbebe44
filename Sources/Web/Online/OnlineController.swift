import Games
import HTTP
import Storage

/// A two-player game with a friend on another device (`OnlinePages`): a match at `/<slug>/online/<token>` (128 random
/// bits); its creator takes a side, the first other session the free one, anyone else watches. Every action posts the
/// match's version, so a double submit applies once and two visitors cannot both take the free side.
struct OnlineController<Pages: OnlinePages>: RouteController {
    typealias Side = Pages.Core.Side
    typealias Match = OnlineMatch<Pages.Core>
    static var path: String { "/\(Pages.slug)/online" }
    /// Invitations nobody has joined yet that one session may hold, whatever the game: enough for a group chat, too
    /// few to fill the table from one cookie.
    static var openInvitationsAllowed: Int { 10 }

    let app: App

    func register(_ router: inout Router) {
        router.post("\(Self.path)/new", needs: .checkedForm(app)) { request in app.withSession(request, newMatch) }
        router.get("\(Self.path)/:token", needs: .session(app)) { request in
            guard let token = Self.token(request) else { return noMatch(request) }
            return app.withSession(request) { visit in try showMatch(visit, token: token) }
        }
        router.get("\(Self.path)/:token/events") { request in
            guard let token = Self.token(request) else { return noMatch(request) }
            return matchEvents(request, token: token)
        }
        // An unknown match is a 404 before its form is looked at: the CSRF check is `withSession`'s, after that.
        router.post("\(Self.path)/:token/:action", needs: .session(app)) { request in
            if request.parameters["action"] == "leave", let token = Self.token(request) {
                return app.withSession(request) { visit in leave(visit, token: token) }
            }
            guard let token = Self.token(request),
                  let action = request.parameters["action"].flatMap({ OnlineAction(rawValue: String($0)) }) else {
                return noMatch(request)
            }
            return app.withSession(request) { visit in try act(visit, token: token, action) }
        }
        // Any other address under a match's is no match either (not the router's "no page"), whatever its method.
        router.getPrefix("\(Self.path)/") { request in noMatch(request) }
        router.addPrefix("POST", "\(Self.path)/") { request in noMatch(request) }
    }

    /// The request's `:token`, when it is well-formed.
    private static func token(_ request: Request) -> String? {
        guard let token = request.parameters["token"].map(String.init), OnlineMatchStore.isWellFormedToken(token) else {
            return nil
        }
        return token
    }

    func noMatch(_ request: Request) -> Response {
        app.errorPage(request, 404, localized("There is no such game: the link may be mistyped, or the game has expired."))
    }

    /// The match at `token`, when it is one of this game's.
    func readMatch(_ token: String) throws -> Match? {
        try app.database.read { c in try OnlineMatchStore.find(c, token: token) }
            .flatMap { $0.game == Pages.slug ? Match($0) : nil }
    }

    // MARK: - Routes

    /// "Play a friend online": a new match with its creator on the side they chose (`mark`; the opening side unless
    /// they chose the other).
    private func newMatch(_ visit: Visit) throws -> Response {
        let side: Side
        if let mark = visit.fields["mark"], !mark.isEmpty {
            guard let chosen = Side(rawValue: mark.uppercased()) else {
                // Two sides: "Choose to play X or O."
                let sides = ["first": Match.opening.rawValue, "second": Match.opening.other.rawValue] as KeyValuePairs
                return app.errorPage(visit.request, 400, localized("Choose to play {{first}} or {{second}}.", sides))
            }
            side = chosen
        } else {
            side = Match.opening
        }
        let match = Match(token: OnlineMatchStore.newToken(), game: Pages.slug, creator: visit.session.id, side: side,
                          now: visit.now)
        // Counted in the writer's transaction: on SQLite nothing can slip in between; on PostgreSQL two invitations
        // posted at the same instant may both pass, which only the number of such posts can exceed the cap by.
        let made = try app.database.write { c in
            guard try OnlineMatchStore.openInvitations(c, sessionID: visit.session.id) < Self.openInvitationsAllowed else {
                return false
            }
            try OnlineMatchStore.insert(c, match.record)
            return true
        }
        guard made else {
            return app.errorPage(visit.request, 429, localized(
                one: "You already have {{count}} invitation nobody has joined. Send that link, or wait: an invitation nobody joins expires after a day.",
                other: "You already have {{count}} invitations nobody has joined. Send one of those links, or wait: an invitation nobody joins expires after a day.",
                count: Self.openInvitationsAllowed))
        }
        return .redirect(to: "\(Self.path)/\(match.record.token)")
    }

    private func showMatch(_ visit: Visit, token: String) throws -> Response {
        guard let match = try readMatch(token) else { return noMatch(visit.request) }
        return try renderMatch(match, visit)
    }

    /// Applies one action to the match as the posted version knew it, saves it with a version check, records the
    /// round's result for both players when it ends, and tells the match's open event streams.
    private func act(_ visit: Visit, token: String, _ action: OnlineAction) throws -> Response {
        guard let match = try readMatch(token) else { return noMatch(visit.request) }
        // A reading typed into the move box changes nothing: its answer is the match's page that shows it.
        if action == .move, let typed = visit.fields[TypedText.field], let reading = BoardReading.query(typed) {
            return .redirect(to: "\(Self.path)/\(token)?\(MoveBox.readParameter)=\(reading)#\(MoveBox.inputID)")
        }
        guard let version = visit.fields.integer("version") else {
            let message = localized("That form is missing the game’s version: reload the page and try again.")
            return try renderMatch(match, visit, message: message, status: 400)
        }
        guard version == match.record.version else { return try stale(match, visit) }
        var changed = match
        let role = match.role(of: visit.session.id)
        do throws(OnlineRefusal) {
            switch action {
            case .join: try changed.join(role, session: visit.session.id, now: visit.now)
            case .move: try changed.move(role, fields: visit.fields, now: visit.now, shown: Pages.message)
            case .resign: try changed.resign(role)
            case .claim: try changed.claim(role, now: visit.now)
            case .rematch: try changed.rematch(role, now: visit.now)
            case .accept: try changed.accept(role, now: visit.now)
            }
        } catch {
            if let slip = error.slip { return .redirect(to: "\(Self.path)/\(token)?note=\(slip)#\(MoveBox.inputID)") }
            return try renderMatch(match, visit, message: error.message, status: error.status)
        }
        let saved: OnlineMatchRecord? = try app.database.write { c in
            guard let saved = try OnlineMatchStore.update(c, changed.record, now: visit.now) else { return nil }
            if changed.isOver, !match.isOver { try Self.recordResults(c, changed, now: visit.now) }
            return saved
        }
        guard let saved else { return try stale(match, visit) }
        matchChanged(token: token, version: saved.version)
        changed.record = saved
        if action == .move, let fragment = try matchFragment(changed, visit) { return fragment }
        // A typed move's answer focuses the box again, for the next.
        let typed = action == .move && visit.fields[TypedText.field] != nil
        return .redirect(to: "\(Self.path)/\(token)" + (typed ? "#\(MoveBox.inputID)" : ""))
    }

    private func stale(_ match: Match, _ visit: Visit) throws -> Response {
        let current = try readMatch(match.record.token) ?? match
        return try renderMatch(current, visit, message: localized("That was for an older view of this game (a double click, or your friend moved first). Nothing was changed: here is the game as it stands."),
                               status: 409)
    }

    /// Each player's result of the round just finished, for their online record (never ranked: two sessions could be
    /// one person).
    private static func recordResults(_ c: Connection, _ match: Match, now: Int64) throws {
        for side in Side.allCases {
            guard let session = match.session(of: side) else { continue }
            let result = switch match.result {
            case .won(let winner): winner == side ? "won" : "lost"
            default: "draw"
            }
            try OnlineMatchStore.recordResult(c, sessionID: session, token: match.record.token, round: match.record.round,
                                              result: result, now: now, game: Pages.slug)
        }
    }

    // MARK: - Rendering

    func renderMatch(_ match: Match, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> Response {
        var response = Response.page(try renderMatchBytes(match, visit, message: message, status: status), status: status)
        response.setHeader("Cache-Control", "no-store")
        return response
    }

    func renderMatchBytes(_ match: Match, _ visit: Visit, message: String?, status: Int) throws -> [UInt8] {
        let isGet = visit.request.method == "GET"
        let still = isGet && visit.request.query[OnlinePage<Pages>.stillParameter] != nil
        let confirming = isGet && visit.request.query[OnlinePage<Pages>.confirmParameter] == "resign"
        let token = match.record.token
        // A player's page loading says they are here (without JavaScript, its refresh keeps saying so).
        if isGet, case .player = match.role(of: visit.session.id) {
            app.onlineHub.noted(.page, token: token, session: visit.session.id)
        }
        let record = visit.isStored ? try app.database.read { c in try OnlineRecord.read(c, sessionID: visit.session.id, game: Pages.slug) } : .none
        // A typed move's slip comes back in the address, as a reading's words do.
        let note = isGet && message == nil ? visit.request.query["note"].flatMap(Pages.Core.Failure.slip).map(Pages.message) : nil
        let reading = (isGet ? visit.request.query[MoveBox.readParameter] : nil).map { asked in
            (asked: asked, board: Pages.readable(GameView(game: match.game, version: match.record.version, shownAt: nil,
                                                          startedAt: nil, finishedAt: nil, visit: visit, message: nil,
                                                          note: nil, isError: false, ranking: nil)))
        }
        let page = OnlinePage<Pages>(match, session: visit.session, now: visit.now, link: onlineLink(visit.request, token: token),
                              record: record, message: message, isError: status >= 400, still: still, confirming: confirming,
                              isHere: { app.onlineHub.isHere(token: token, session: $0) }, note: note, reading: reading)
        return try app.templates.renderBytes(page, template: Pages.onlineTemplate)
    }

    /// The link to copy and scan: absolute when `PublicAddress` has an address to trust, else the path alone.
    private func onlineLink(_ request: Request, token: String) -> String {
        let path = "\(Self.path)/\(token)"
        return app.publicAddress.link(to: path, for: request) ?? path
    }
}

/// The posts a match's page makes: `/<slug>/online/<token>/<action>`.
enum OnlineAction: String {
    case join, move, resign, claim, rematch, accept
}
