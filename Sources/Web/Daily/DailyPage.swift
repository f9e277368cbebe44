import HTTP
import Storage

/// `/daily`: today's daily boards of every game, each with a button that starts it (or shows the session's
/// ranked try), and what became of that try. The title screen links here: it is the same for everyone, so it
/// carries no form token, and this page does.
struct DailyPage {
    struct Board {
        let action: String
        let level: String
        let title: String
        let state: String
        let button: String
    }

    let page: PageChrome
    let dayTitle: String
    let boards: [Board]

    init(now: Int64, attempts: [(kind: String, level: String, outcome: String)], csrf: String) {
        page = PageChrome(title: "Daily boards", csrf: csrf, current: nil)
        dayTitle = DailyDay(at: now).title
        boards = GameRegistry.games.flatMap { game in
            game.dailyLevels.map { level in
                let outcome = attempts.first { $0.kind == game.slug && $0.level == level }?.outcome
                return Board(action: "\(game.href)/daily", level: level,
                             title: "\(game.title) · \(game.board(level)?.title ?? level)",
                             state: Self.state(outcome), button: outcome == nil ? "Play" : "Show my game")
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
        ["action": .init(action), "level": .init(level), "title": .init(title), "state": .init(state),
         "button": .init(button)]
    }
}
