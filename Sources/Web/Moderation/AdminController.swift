import HTTP
import Storage

/// `/admin`: the operator hides names and results and bans sessions from naming while the server runs.
/// It exists only when a token was given at start. The token is posted (a form field, or an
/// `Authorization: Bearer` header for scripts), never put in a URL, where logs and history would keep it.
struct AdminController: RouteController {
    let app: App

    /// The newest results the page lists.
    static let adminListSize = 50
    static let adminActions: Set<String> = ["hide-name", "hide-score", "unhide", "ban", "unban", "rank"]
    /// The held results the page lists (each with its moves' times).
    static let heldListSize = 20

    func register(_ router: inout Router) {
        router.get("/admin") { request in adminSignIn(request) }
        router.post("/admin") { request in admin(request) }
    }

    func adminSignIn(_ request: Request) -> Response {
        guard app.moderation.adminToken != nil else { return app.errorPage(request, 404, "There is no page at this address.") }
        return adminPage(request, AdminSignInPage(), template: "admin/signin")
    }

    func admin(_ request: Request) -> Response {
        guard let token = app.moderation.adminToken else { return app.errorPage(request, 404, "There is no page at this address.") }
        let submitted = request.form["token"] ?? Self.bearer(request.header("authorization"))
        switch app.adminBackoff.check(now: app.clock.now(), { token.matches(submitted) }) {
        case .accepted: break
        case .refused:
            app.adminRefusals.log(refusalWhileClosed: false, to: app.logger)
            return adminPage(request, AdminSignInPage(flash: "That is not the operator token. Nothing was changed."),
                             template: "admin/signin", status: 403)
        case .closed(let milliseconds):
            app.adminRefusals.log(refusalWhileClosed: true, to: app.logger)
            return closed(request, seconds: (milliseconds + 999) / 1000)
        }
        do {
            let (flash, status) = try moderate(request.form)
            let (scores, held, bans) = try app.database.read { c in
                (try ModerationStore.recent(c, limit: Self.adminListSize),
                 try ModerationStore.held(c, limit: Self.heldListSize).map { score in
                     (score, try score.gameID.map { try MoveLogStore.moves(c, gameID: $0) } ?? [])
                 },
                 try ModerationStore.bans(c))
            }
            // Accepted: `submitted` is the token itself, posted again with every button.
            let model = AdminPage(token: submitted ?? "", scores: scores, held: held, bans: bans, flash: flash,
                                  isError: status != 200)
            return adminPage(request, model, template: "admin/index", status: status)
        } catch {
            return app.failure(error, request)
        }
    }

    /// What a button on one result does, and the sentence saying so; nil when there is no such result.
    private static func moderate(_ action: String, result id: Int64, _ c: Connection) throws -> String? {
        let (changed, done) = switch action {
        case "hide-name": (try ModerationStore.hideName(c, scoreID: id), "The name of result \(id) is hidden.")
        case "hide-score": (try ModerationStore.hideScore(c, scoreID: id), "Result \(id) is hidden.")
        case "rank": (try ModerationStore.rank(c, scoreID: id), "Result \(id) is ranked: it joins its boards once its player names it.")
        default: (try ModerationStore.unhide(c, scoreID: id), "Result \(id) is shown again.")
        }
        return changed ? done : nil
    }

    /// Does what the form's button asks, if anything; returns the sentence saying what happened, and the status.
    private func moderate(_ form: FormData) throws -> (String?, Int) {
        guard let action = form["action"] else { return (nil, 200) }
        guard Self.adminActions.contains(action) else { return ("Nothing was changed: this page has no such button.", 400) }
        let scoreID = form["score"].flatMap { Int64($0) }
        let session = form["session"] ?? ""
        let now = app.clock.now()
        // Hiding a name clears it from its session too (the name form's default): any session may change.
        let result: String? = try app.sessionCache.changing(nil, in: app.database) { try app.database.write { c in
            switch action {
            case "hide-name", "hide-score", "rank", "unhide":
                guard let scoreID else { return nil }
                return try Self.moderate(action, result: scoreID, c)
            case "ban":
                guard !session.isEmpty else { return nil }
                let hidden = try ModerationStore.ban(c, sessionID: session, now: now, hidingNames: true)
                return "Session \(session.prefix(8)) can no longer name results (\(hidden) name\(hidden == 1 ? "" : "s") hidden)."
            case "unban":
                guard try ModerationStore.unban(c, sessionID: session) else { return nil }
                return "Session \(session.prefix(8)) can name results again."
            default:
                return nil
            }
        } }
        guard let result else { return ("Nothing was changed: that result or session was not found.", 404) }
        app.logger.notice("moderation: \(result)")
        app.scoresChanged()
        return (result, 200)
    }

    /// The answer while wrong tokens keep the check closed (`TokenBackoff`): for everyone, the operator too, who
    /// still has `minigames moderate`.
    private func closed(_ request: Request, seconds: Int64) -> Response {
        let flash = "Too many wrong tokens: the operator page checks none for \(seconds) second\(seconds == 1 ? "" : "s"). Nothing was changed. The minigames moderate commands work meanwhile."
        var page = adminPage(request, AdminSignInPage(flash: flash), template: "admin/signin", status: 429)
        page.setHeader("Retry-After", "\(seconds)")
        return page
    }

    private func adminPage(_ request: Request, _ model: Any, template: String, status: Int = 200) -> Response {
        do {
            return .page(try app.templates.renderBytes(model, template: template), status: status)
        } catch {
            return app.failure(error, request)
        }
    }

    /// The token of an `Authorization: Bearer …` header.
    static func bearer(_ header: String?) -> String? {
        guard let header, header.count > 7, header.prefix(7).lowercased() == "bearer " else { return nil }
        return String(header.dropFirst(7).drop { $0 == " " })
    }
}
