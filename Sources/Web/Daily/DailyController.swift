import Foundation
import HTTP
import Storage

/// `/daily`: today's daily boards of every game (`DailyPage`), with what became of this session's tries, its
/// streaks and calendar, and how many played today.
struct DailyController: RouteController {
    let app: App

    func register(_ router: inout Router) {
        router.get("/daily", needs: .session(app)) { request in app.withSession(request, dailyBoards) }
    }

    /// What a pasted `/daily` link's preview says under its title, in the page's language.
    static var previewDescription: String { previewDescriptions.current }

    private static let previewDescriptions = PerLanguage { language in
        Language.$picked.withValue(language) {
            let titles = GameRegistry.games.filter { !$0.dailyLevels.isEmpty }.map(\.title)
            let games = language == .en ? titles.joined(separator: " and ")
                : titles.formatted(.list(type: .and).locale(language.locale))
            return localized("Today's boards of {{games}}, the same for everyone: one ranked try each, then practice.",
                             ["games": games])
        }
    }

    func dailyBoards(_ visit: Visit) throws -> Response {
        let day = DailyDay(at: visit.now).text
        let (tries, players) = try app.database.read { c in
            (visit.isStored ? try GameStore.dailyTries(c, sessionID: visit.session.id) : [],
             try GameStore.dailyPlayers(c, day: day))
        }
        var model = DailyPage(now: visit.now, tries: tries, players: players, csrf: visit.session.csrfToken)
        model.page.preview = LinkPreview(title: Placeholders.fill(localized("Daily boards · {{day}}"), ["day": model.dayTitle]),
                                         description: Self.previewDescription,
                                         game: nil, path: "/daily", app: app, visit.request)
        return .page(try app.templates.renderBytes(model, template: "daily"))
    }
}
