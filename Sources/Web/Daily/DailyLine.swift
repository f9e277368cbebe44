import Storage

/// What a daily game's page says of it: "Daily Beginner — 24 Nov 2026", ranked or practice, and once it is
/// over a link to its replay.
struct DailyLine: Sendable {
    let title: String
    let day: DailyDay
    let ranked: Bool
    let replayHref: String?

    /// The line for a daily game's row; nil for any other game (or a board only shown).
    init?(_ record: GameRecord, _ entry: GameEntry) {
        guard let text = record.daily, let day = DailyDay(text), record.id != 0 else { return nil }
        title = "Daily \(entry.board(record.level)?.title ?? record.level) — \(day.title)"
        self.day = day
        ranked = record.isRankedDailyTry
        replayHref = record.finishedAt == nil ? nil : "\(entry.href)/replay/\(record.id)"
    }
}

extension DailyLine: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "ranked": .init(ranked), "replayHref": .init(replayHref)]
    }
}

/// A game's form to start a daily board: its levels, and the day (today, or up to `DailyDay.oldest` days back).
struct DailyForm: Sendable {
    let action: String
    let levels: [Choice]
    /// One level only (Word Search): posted hidden, with no radio buttons.
    let hasLevels: Bool
    let today: String
    let oldest: String
    let leaderboardHref: String

    /// Nil for a game without daily boards. `level` is checked when it has a daily board.
    init?(_ entry: GameEntry, level: String, now: Int64) {
        guard let first = entry.dailyLevels.first else { return nil }
        let chosen = entry.dailyLevels.contains(level) ? level : first
        action = "\(entry.href)/daily"
        levels = entry.dailyLevels.map { Choice(value: $0, title: entry.board($0)?.title ?? $0, checked: $0 == chosen) }
        hasLevels = levels.count > 1
        let day = DailyDay(at: now)
        today = day.text
        oldest = day.adding(days: -Int64(DailyDay.oldest)).text
        leaderboardHref = "/leaderboard?game=\(entry.slug)&period=\(Period.daily.rawValue)"
    }
}

extension DailyForm: TemplateFields {
    var templateFields: TemplateObject {
        ["action": .init(action), "levels": .init(levels), "hasLevels": .init(hasLevels), "today": .init(today),
         "oldest": .init(oldest), "leaderboardHref": .init(leaderboardHref)]
    }
}
