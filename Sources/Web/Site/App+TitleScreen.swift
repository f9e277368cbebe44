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
    public static let siteTitle = GameRegistry.titles

    /// The same bytes for every visitor (it has no form, so no CSRF token), cached until a score changes, as kept
    /// answers (plain and gzipped) that the server sends as they are.
    func titleScreen(_ visit: Visit) throws -> Response {
        noticeOtherWriters()
        let answers = try titleScreenCache.value { TitleScreenAnswers(html: try renderTitleScreen()) }
        return Response(kept: AcceptEncoding.allowsGzip(visit.request.header("Accept-Encoding"))
                        ? answers.gzip ?? answers.plain : answers.plain)
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

/// The title screen's answers: as it is, and gzipped for the clients that take gzip (nil when not worth it).
struct TitleScreenAnswers: Sendable {
    let plain: KeptAnswer
    let gzip: KeptAnswer?

    init(html: String) {
        let page = Response.page(html)
        plain = KeptAnswer(page)
        var packed = page
        if page.body.count >= Response.compressionThreshold, let bytes = Gzip.compress(page.body) {
            packed.body = bytes
            packed.headers.append(("Content-Encoding", "gzip"))
            gzip = KeptAnswer(packed)
        } else {
            gzip = nil
        }
    }
}
