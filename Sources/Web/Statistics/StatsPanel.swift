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
    /// One line of the game's own numbers (`GamePages.statistics`): the best a ranked win kept.
    struct Best: Sendable {
        let title: String
        let value: String?
    }

    let currentStreak: Int
    let bestStreak: Int
    /// One per slot a score keeps (`ScoreStore.measureSlots`), a slot the game does not use or no win filled
    /// without a value: the panel keeps a line for each, shown only with a value.
    let bests: [Best]

    /// Nil before the session finished a game of this kind. Levels show in `order` first, then the rest; `title` names
    /// a level in the page's language.
    init?(_ stats: SessionStats, order: [String], title: (String) -> String, statistics: [GameStatistic] = []) {
        guard stats.played > 0 else { return nil }
        played = stats.played
        won = stats.won
        let rank = { (level: String) in order.firstIndex(of: level) ?? order.count }
        rows = stats.levels.sorted { (rank($0.level), $0.level) < (rank($1.level), $1.level) }.map {
            Row(title: title($0.level), played: $0.played, won: $0.won,
                best: $0.bestMilliseconds.map(LocalFormat.seconds) ?? "–")
        }
        currentStreak = stats.currentStreak
        bestStreak = stats.bestStreak
        bests = (0..<ScoreStore.measureSlots).map { slot in
            guard slot < statistics.count else { return Best(title: "", value: nil) }
            let best = slot < stats.bests.count ? stats.bests[slot] : nil
            return Best(title: statistics[slot].title, value: best.map(statistics[slot].format))
        }
    }
}

extension StatsPanel: TemplateFields {
    var templateFields: TemplateObject {
        ["played": .init(played), "won": .init(won), "rows": .init(rows), "currentStreak": .init(currentStreak),
         "bestStreak": .init(bestStreak), "bests": .init(bests)]
    }
}

extension StatsPanel.Best: TemplateFields {
    var templateFields: TemplateObject { ["title": .init(title), "value": .init(value)] }
}

extension StatsPanel.Row: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "played": .init(played), "won": .init(won), "best": .init(best)]
    }
}
