import Storage

/// A session's statistics for one game as its page shows them, below the board (`partials/stats`).
struct StatsPanel: Sendable {
    struct Row: Sendable {
        let title: String
        let played: Int
        let won: Int
        let best: String
    }

    let played: Int
    let won: Int
    let rows: [Row]
    let currentStreak: Int
    let bestStreak: Int
    /// Minesweeper: the best 3BV/s and efficiency (3BV ÷ clicks) of a ranked win.
    let rate: String?
    let efficiency: String?

    /// Nil before the session finished a game of this kind. Levels show in `order` first, then the rest.
    init?(_ stats: SessionStats, order: [String], title: (String) -> String) {
        guard stats.played > 0 else { return nil }
        played = stats.played
        won = stats.won
        let rank = { (level: String) in order.firstIndex(of: level) ?? order.count }
        rows = stats.levels.sorted { (rank($0.level), $0.level) < (rank($1.level), $1.level) }.map {
            Row(title: title($0.level), played: $0.played, won: $0.won,
                best: $0.bestMilliseconds.map(LeaderboardBoard.seconds) ?? "–")
        }
        currentStreak = stats.currentStreak
        bestStreak = stats.bestStreak
        rate = stats.bestRate.map(Hundredths.format)
        efficiency = stats.bestEfficiency.map { "\(Int(($0 * 100).rounded())) %" }
    }
}

extension StatsPanel: TemplateFields {
    var templateFields: TemplateObject {
        ["played": .init(played), "won": .init(won), "rows": .init(rows), "currentStreak": .init(currentStreak),
         "bestStreak": .init(bestStreak), "rate": .init(rate), "efficiency": .init(efficiency)]
    }
}

extension StatsPanel.Row: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "played": .init(played), "won": .init(won), "best": .init(best)]
    }
}
