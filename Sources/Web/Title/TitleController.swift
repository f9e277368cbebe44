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
            // Every title in the page's language (`App.siteTitle` is English).
            page: PageChrome(title: GameRegistry.titles, csrf: "", current: "/"),
            games: games + [.init(slug: "leaderboard", title: localized("Leaderboard"),
                                  subtitle: localized("The fastest and the unbeaten"), href: "/leaderboard", teaser: nil)])
        return try app.templates.render(model, template: "title")
    }

    /// Each game's all-time best, for the teasers, in the page's language.
    func allTimeBests() throws -> [String: String] {
        try app.database.read { c in
            var bests: [String: String] = [:]
            for boards in LeaderboardBoard.all where bests[boards.game] == nil {
                if let best = try ScoreStore.top(c, board: boards.board, since: nil, limit: 1).first {
                    // English names the board in lower case ("Best beginner"); a language whose nouns keep their
                    // capital (German) takes the title as it is.
                    let board = Language.chosen == .en ? boards.title.lowercased() : boards.localizedTitle
                    bests[boards.game] = Placeholders.fill(localized("Best {{board}}: {{result}} by {{name}}"),
                                                           ["board": board, "result": boards.localizedFormat(best.value),
                                                            "name": isolated(best.name ?? "")])
                }
            }
            return bests
        }
    }
}
