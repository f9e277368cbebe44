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
    /// The same bytes for every visitor (it has no form, so no CSRF token), cached until a score changes.
    func titleScreen(_ visit: Visit) throws -> Response {
        .page(try titleScreenCache.value(renderTitleScreen))
    }

    private func renderTitleScreen() throws -> String {
        let best = try allTimeBests()
        let model = TitleScreenModel(
            page: PageChrome(title: "Tic-Tac-Toe, Minesweeper and Word Search", csrf: "", section: .home),
            games: [
                .init(slug: "tictactoe", title: "Tic-Tac-Toe", subtitle: "Beat the computer or a friend",
                      href: "/tictactoe", teaser: best["tictactoe"]),
                .init(slug: "minesweeper", title: "Minesweeper", subtitle: "Clear the field, flag the mines",
                      href: "/minesweeper", teaser: best["minesweeper"]),
                .init(slug: "wordsearch", title: "Word Search", subtitle: "Find every hidden word",
                      href: "/wordsearch", teaser: best["wordsearch"]),
                .init(slug: "leaderboard", title: "Leaderboard", subtitle: "The fastest and the unbeaten",
                      href: "/leaderboard", teaser: nil),
            ])
        return try templates.render(model, template: "title")
    }
}
