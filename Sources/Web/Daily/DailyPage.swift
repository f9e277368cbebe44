import HTTP
import Storage

/// `/daily`: today's daily boards of every game, each with a button that starts it (or shows the session's
/// ranked try), and what became of that try. The title screen links here: it is the same for everyone, so it
/// carries no form token, and this page does.
struct DailyPage {
    struct Board {
        let action: String
        let level: String
        /// "Minesweeper · Beginner", for the button's hidden words; shown as its two parts.
        let title: String
        let gameTitle: String
        let levelTitle: String
        let state: String
        /// The card's colour: `won`, `lost`, or none.
        let tone: String
        let button: String
    }

    var page: PageChrome
    let dayTitle: String
    let boards: [Board]
    /// The next boards' moment: "00:00 UTC" and its ISO form (for the countdown), and how long until then.
    let nextBoardsAt: String
    let nextBoardsISO: String
    let untilNext: String
    let games: [DailyGameDays]

    /// `tries`: the session's ranked daily tries on every day (`GameStore.dailyTries`); `players`: how many sessions
    /// tried each game's boards today.
    init(now: Int64, tries: [(kind: String, level: String, day: String, outcome: String)], players: [String: Int],
         csrf: String) {
        page = PageChrome(title: localized("Daily boards"), csrf: csrf, current: nil, stylesheet: "daily.css")
        let today = DailyDay(at: now)
        dayTitle = DailyCalendarWords.of(today).title
        let next = today.adding(days: 1)
        nextBoardsAt = "00:00 UTC"
        nextBoardsISO = "\(next.text)T00:00:00Z"
        untilNext = Self.duration(next.start - now)
        games = GameRegistry.games.filter { !$0.dailyLevels.isEmpty }.map { game in
            let history = DailyHistory(tries: tries.filter { $0.kind == game.slug }.map { (day: $0.day, outcome: $0.outcome) },
                                       today: today)
            return DailyGameDays(game, history: history, players: players[game.slug] ?? 0, today: today)
        }
        let attempts = tries.filter { $0.day == today.text }
        boards = GameRegistry.games.flatMap { game in
            DailyLevels.shown(game).map { level in
                let outcome = attempts.first { $0.kind == game.slug && $0.level == level }?.outcome
                let levelTitle = DailyLevels.title(game, level)
                return Board(action: "\(game.href)/daily", level: level, title: "\(game.title) · \(levelTitle)",
                             gameTitle: game.title, levelTitle: levelTitle, state: Self.state(outcome),
                             tone: outcome == "won" ? "won" : outcome == nil || outcome == "playing" ? "" : "lost",
                             button: outcome == nil ? localized("Play") : localized("Show my game"))
            }
        }
    }

    /// "3 h 04 min", or "42 min" within the hour (filled by `Placeholders`: the page is made for every visit).
    static func duration(_ milliseconds: Int64) -> String {
        let minutes = max(0, milliseconds) / 60_000
        guard minutes >= 60 else { return Placeholders.fill(localized("{{minutes}} min"), ["minutes": "\(minutes)"]) }
        return Placeholders.fill(localized("{{hours}} h {{minutes}} min"),
                                 ["hours": "\(minutes / 60)", "minutes": "\(minutes % 60 < 10 ? "0" : "")\(minutes % 60)"])
    }

    private static func state(_ outcome: String?) -> String {
        switch outcome {
        case nil: localized("Not played yet")
        case "playing": localized("In play")
        case "won": localized("Won")
        default: localized("Lost")
        }
    }
}

extension DailyPage: TemplateFields {
    var templateFields: TemplateObject {
        ["page": .init(page), "dayTitle": .init(dayTitle), "boards": .init(boards), "nextBoardsAt": .init(nextBoardsAt),
         "nextBoardsISO": .init(nextBoardsISO), "untilNext": .init(untilNext), "games": .init(games)]
    }
}

extension DailyPage.Board: TemplateFields {
    var templateFields: TemplateObject {
        ["action": .init(action), "level": .init(level), "title": .init(title), "gameTitle": .init(gameTitle),
         "levelTitle": .init(levelTitle), "state": .init(state), "tone": .init(tone), "button": .init(button)]
    }
}
