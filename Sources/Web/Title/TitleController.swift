import HTTP
import Storage

/// The title screen at `/`: one large button per game and one for the leaderboard, each game's with its
/// all-time best.
struct TitleController: RouteController {
    let app: App

    func register(_ router: inout Router) {
        router.get("/", needs: .session(app)) { request in app.withSession(request, titleScreen) }
    }

    /// The same bytes for every visitor (it has no form, so no CSRF token), cached until a score changes, as kept
    /// answers (plain and gzipped) that the server sends as they are.
    func titleScreen(_ visit: Visit) throws -> Response {
        app.noticeOtherWriters()
        let answers = try app.titleScreenCache.current.value { TitleScreenAnswers(html: try renderTitleScreen()) }
        return Response(kept: AcceptEncoding.allowsGzip(visit.request.header("Accept-Encoding"))
                        ? answers.gzip ?? answers.plain : answers.plain, reuse: app.reuse(visit, until: app.sessionChanges(visit), watched: true))
    }

    private func renderTitleScreen() throws -> String {
        let best = try allTimeBests()
        let games = GameRegistry.games.map { game in
            TitleScreenModel.Entry(slug: game.slug, title: game.title, subtitle: game.subtitle, href: game.landing,
                                   teaser: best[game.slug])
        }
        let model = TitleScreenModel(
            page: PageChrome(title: App.siteTitle, csrf: "", current: "/"),
            games: games + [.init(slug: "leaderboard", title: "Leaderboard", subtitle: "The fastest and the unbeaten",
                                  href: "/leaderboard", teaser: nil)])
        return try app.templates.render(model, template: "title")
    }

    /// Each game's all-time best, for the teasers.
    func allTimeBests() throws -> [String: String] {
        try app.database.read { c in
            var bests: [String: String] = [:]
            for boards in LeaderboardBoard.all where bests[boards.game] == nil {
                if let best = try ScoreStore.top(c, board: boards.board, since: nil, limit: 1).first {
                    bests[boards.game] = "Best \(boards.title.lowercased()): \(boards.format(best.value)) by \(best.name ?? "")"
                }
            }
            return bests
        }
    }
}
