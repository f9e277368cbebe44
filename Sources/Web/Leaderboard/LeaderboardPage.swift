import Foundation
import Storage

/// The leaderboard page: one game's boards (one per level), top 10 in the chosen window,
/// with this session's own best highlighted even when it is outside the top 10.
struct LeaderboardPage {
    struct Tab {
        let title: String
        let href: String
        let current: Bool
    }

    struct Line {
        let place: Int
        let name: String
        let value: String
        let detail: String
        let date: String
        let mine: Bool
        let classes: String
    }

    struct BoardView {
        let id: String
        let title: String
        let valueTitle: String
        let detailTitle: String
        let hasDetail: Bool
        /// The ranked rows and, when the player's own best is outside them, that row too (`LeaderboardRows`).
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

    static let games = [("minesweeper", "Minesweeper"), ("wordsearch", "Word Search"), ("tictactoe", "Tic-Tac-Toe")]
    static let size = 10

    /// With `standings`, an all-time page takes each board's top ten and bucket totals from it (they
    /// change only with a score); the visitor's own row is always read afresh.
    init(game: String, period: Period, visit: Visit, database: Database, templates: Templates, message: String?,
         standings: StandingsCache? = nil) throws {
        page = PageChrome(title: "Leaderboard", csrf: visit.session.csrfToken, section: .leaderboard, stylesheet: "leaderboard.css", flash: message)
        gameTitle = Self.games.first { $0.0 == game }?.1 ?? "Minesweeper"
        periodTitle = period.title
        gameTabs = Self.games.map { Tab(title: $0.1, href: "/leaderboard?game=\($0.0)&period=\(period.rawValue)", current: $0.0 == game) }
        periodTabs = Period.allCases.map { Tab(title: $0.title, href: "/leaderboard?game=\(game)&period=\($0.rawValue)", current: $0 == period) }
        let since = period.since(now: visit.now)
        let sessionID = visit.session.id
        let shown = LeaderboardBoards.all.filter { $0.game == game }
        // Read before the page's own transaction begins (see StandingsCache.standings).
        let cached = try shown.map { boards in
            try since == nil ? standings?.standings(of: boards.board, in: database) : nil
        }
        boards = try database.read { c in
            try zip(shown, cached).map { boards, cached in
                let top = try cached?.top ?? ScoreStore.top(c, board: boards.board, since: since, limit: Self.size)
                let own = try ScoreStore.best(c, board: boards.board, sessionID: sessionID, since: since)
                let lines = top.enumerated().map { offset, entry in
                    Self.line(entry, place: offset + 1, boards: boards, mine: entry.id == own?.id)
                }
                var outside: Line?
                if let own, !top.contains(where: { $0.id == own.id }) {
                    let place = try cached.map { try ScoreStore.rank(c, board: boards.board, entry: own, totals: $0.totals) }
                        ?? ScoreStore.rank(c, board: boards.board, entry: own, since: since)
                    outside = Self.line(own, place: place, boards: boards, mine: true, outside: true)
                }
                return BoardView(
                    id: "board-\(boards.level)", title: boards.title,
                    valueTitle: boards.measure.isCount ? "Result" : "Time",
                    detailTitle: game == "minesweeper" ? "3BV/s" : (game == "wordsearch" ? "Reveals" : ""),
                    hasDetail: game != "tictactoe",
                    rows: LeaderboardRows.rows(lines + (outside.map { [$0] } ?? []), hasDetail: game != "tictactoe"),
                    empty: lines.isEmpty,
                    note: game == "wordsearch" ? "Games that used reveals rank after all games without." : nil)
            }
        }
    }

    private static func line(_ entry: ScoreEntry, place: Int, boards: LeaderboardBoards, mine: Bool, outside: Bool = false) -> Line {
        let detail: String
        switch boards.game {
        case "minesweeper": detail = entry.detail.map(Hundredths.format) ?? "–"
        case "wordsearch": detail = "\(entry.penalty)"
        default: detail = ""
        }
        return Line(place: place, name: entry.name ?? "", value: boards.format(entry.value), detail: detail,
                    date: ISODay.format(entry.createdAt), mine: mine, classes: outside ? "mine outside" : mine ? "mine" : "")
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
        ["id": .init(id), "title": .init(title), "valueTitle": .init(valueTitle), "detailTitle": .init(detailTitle),
         "hasDetail": .init(hasDetail), "rows": .init(rows), "empty": .init(empty), "note": .init(note)]
    }
}
