/// The leaderboard page: one game's boards (one per level), top 10 in the chosen window,
/// with this session's own best highlighted even when it is outside the top 10. Made from what
/// `LeaderboardController.readStandings` read.
struct LeaderboardPage {
    struct Tab {
        let title: String
        let href: String
        let current: Bool
    }

    /// One result as a row shows it.
    struct Line: Sendable {
        let place: Int
        let name: String
        let value: String
        let detail: String
        let date: String
        let mine: Bool
        let classes: String
        /// The result's game replayed, while the game is still stored.
        var replayHref: String? = nil
    }

    /// One board's rows as read: the top ten in the window, and the visitor's own best when it is below them.
    struct Standing: Sendable {
        let board: LeaderboardBoard
        /// The window it shows: the period's title, or for a daily board "Today" or "Yesterday".
        let period: String
        let top: [Line]
        let outside: Line?
    }

    struct BoardView {
        let id: String
        let title: String
        let period: String
        let valueTitle: String
        let detailTitle: String
        let hasDetail: Bool
        /// The ranked rows and, when the player's own best is outside them, that row too (up to 33 rows a page).
        let rows: RenderedHTML
        let empty: Bool
        let note: String?
    }

    let page: PageChrome
    let gameTabs: [Tab]
    let periodTabs: [Tab]
    let gameTitle: String
    let periodTitle: String
    let boards: [BoardView]

    static let size = 10

    init(game: GameEntry, period: Period, standings: [Standing], csrf: String, message: String?) {
        page = PageChrome(title: localized("Leaderboard"), csrf: csrf, current: "/leaderboard", stylesheet: "leaderboard.css",
                          flash: message)
        gameTitle = game.title
        periodTitle = period.title
        gameTabs = GameRegistry.games.map {
            // A game without daily boards opens on all time from the Daily tab.
            let window = period == .daily && $0.dailyLevels.isEmpty ? Period.all : period
            return Tab(title: $0.title, href: "/leaderboard?game=\($0.slug)&period=\(window.rawValue)", current: $0.slug == game.slug)
        }
        periodTabs = Period.allCases.filter { $0 != .daily || !game.dailyLevels.isEmpty }.map {
            Tab(title: $0.title, href: "/leaderboard?game=\(game.slug)&period=\($0.rawValue)", current: $0 == period)
        }
        boards = standings.map { standing in
            let board = standing.board
            return BoardView(
                id: "board-\(board.level)", title: board.localizedTitle, period: standing.period,
                valueTitle: board.measure.title,
                detailTitle: game.detail?.title ?? "",
                hasDetail: game.detail != nil,
                rows: LeaderboardRows.rows(standing.top + (standing.outside.map { [$0] } ?? []), hasDetail: game.detail != nil),
                empty: standing.top.isEmpty,
                note: game.boardNote)
        }
    }
}

/// The page's fields listed by hand: a Mirror walk of this model cost more than the rest of the page.
extension LeaderboardPage: TemplateFields {
    var templateFields: TemplateObject {
        ["page": .init(page), "gameTabs": .init(gameTabs), "periodTabs": .init(periodTabs),
         "gameTitle": .init(gameTitle), "periodTitle": .init(periodTitle), "boards": .init(boards)]
    }
}

extension LeaderboardPage.Tab: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "href": .init(href), "current": .init(current)]
    }
}

extension LeaderboardPage.BoardView: TemplateFields {
    var templateFields: TemplateObject {
        ["id": .init(id), "title": .init(title), "period": .init(period), "valueTitle": .init(valueTitle), "detailTitle": .init(detailTitle),
         "hasDetail": .init(hasDetail), "rows": .init(rows), "empty": .init(empty), "note": .init(note)]
    }
}
