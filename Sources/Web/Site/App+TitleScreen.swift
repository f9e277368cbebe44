import HTTP

/// The title screen: one large button per game and one for the leaderboard, with the
/// four moving dots of the original app.
struct TitleScreenModel: Sendable {
    struct Entry: Sendable {
        let slug: String
        let title: String
        let subtitle: String
        let href: String
        let teaser: String?
    }

    let page: PageChrome
    let games: [Entry]
}

extension App {
    /// "Tic-Tac-Toe, Minesweeper and Word Search": every game, as the registry lists them.
    static let siteTitle: String = {
        let titles = GameRegistry.games.map(\.title)
        return titles.count < 2 ? titles.joined() : titles.dropLast().joined(separator: ", ") + " and " + titles.last!
    }()

    /// The same bytes for every visitor (it has no form, so no CSRF token), cached until a score changes.
    func titleScreen(_ visit: Visit) throws -> Response {
        noticeOtherWriters()
        return .page(try titleScreenCache.value(renderTitleScreen))
    }

    private func renderTitleScreen() throws -> String {
        let best = try allTimeBests()
        let games = GameRegistry.games.map { game in
            TitleScreenModel.Entry(slug: game.slug, title: game.title, subtitle: game.subtitle, href: game.href,
                                   teaser: best[game.slug])
        }
        let model = TitleScreenModel(
            page: PageChrome(title: Self.siteTitle, csrf: "", current: "/"),
            games: games + [.init(slug: "leaderboard", title: "Leaderboard", subtitle: "The fastest and the unbeaten",
                                  href: "/leaderboard", teaser: nil)])
        return try templates.render(model, template: "title")
    }
}
