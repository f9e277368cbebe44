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
        title = Placeholders.fill(localized("Daily {{level}} — {{day}}"),
                                  ["level": DailyLevels.title(entry, record.level), "day": LocalFormat.title(of: day)])
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
        let shown = DailyLevels.shown(entry)
        guard let first = shown.first else { return nil }
        let chosen = shown.contains(level) ? level : first
        action = "\(entry.href)/daily"
        levels = shown.map { Choice(value: $0, title: DailyLevels.title(entry, $0), checked: $0 == chosen) }
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
