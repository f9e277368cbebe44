import HTTP
import Storage

/// `/daily`: today's daily boards of every game (`DailyPage`), with what became of this session's tries.
struct DailyController: RouteController {
    let app: App

    func register(_ router: inout Router) {
        router.get("/daily", needs: .session(app)) { request in app.withSession(request, dailyBoards) }
    }

    func dailyBoards(_ visit: Visit) throws -> Response {
        let day = DailyDay(at: visit.now).text
        let attempts = visit.isStored
            ? try app.database.read { c in try GameStore.dailyAttempts(c, sessionID: visit.session.id, day: day) } : []
        let model = DailyPage(now: visit.now, attempts: attempts, csrf: visit.session.csrfToken)
        return .page(try app.templates.renderBytes(model, template: "daily"))
    }
}
