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

    let page: PageChrome
    let dayTitle: String
    let boards: [Board]

    init(now: Int64, attempts: [(kind: String, level: String, outcome: String)], csrf: String) {
        page = PageChrome(title: "Daily boards", csrf: csrf, current: nil, stylesheet: "daily.css")
        dayTitle = DailyDay(at: now).title
        boards = GameRegistry.games.flatMap { game in
            game.dailyLevels.map { level in
                let outcome = attempts.first { $0.kind == game.slug && $0.level == level }?.outcome
                let levelTitle = game.board(level)?.title ?? level
                return Board(action: "\(game.href)/daily", level: level, title: "\(game.title) · \(levelTitle)",
                             gameTitle: game.title, levelTitle: levelTitle, state: Self.state(outcome),
                             tone: outcome == "won" ? "won" : outcome == nil || outcome == "playing" ? "" : "lost",
                             button: outcome == nil ? "Play" : "Show my game")
            }
        }
    }

    private static func state(_ outcome: String?) -> String {
        switch outcome {
        case nil: "Not played yet"
        case "playing": "In play"
        case "won": "Won"
        default: "Lost"
        }
    }
}

extension DailyPage: TemplateFields {
    var templateFields: TemplateObject {
        ["page": .init(page), "dayTitle": .init(dayTitle), "boards": .init(boards)]
    }
}

extension DailyPage.Board: TemplateFields {
    var templateFields: TemplateObject {
        ["action": .init(action), "level": .init(level), "title": .init(title), "gameTitle": .init(gameTitle),
         "levelTitle": .init(levelTitle), "state": .init(state), "tone": .init(tone), "button": .init(button)]
    }
}
