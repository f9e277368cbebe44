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
    func titleScreen(_ visit: Visit) throws -> Response {
        let best = try allTimeBests()
        let model = TitleScreenModel(
            page: PageChrome(title: "Tic-Tac-Toe, Minesweeper and Word Search", csrf: visit.session.csrfToken, section: .home),
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
        return .page(try templates.render(model, template: "title"))
    }
}
