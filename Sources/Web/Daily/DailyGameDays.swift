/// One game's part of `/daily`'s "come back tomorrow": the session's streaks of days played and won, how many
/// played today, and a calendar of the past days (`DailyDay.oldest` of them), each a button that plays its board
/// as practice, marked played or won.
struct DailyGameDays: Sendable {
    struct Day: Sendable {
        let value: String
        let dayOfMonth: String
        /// "30 Nov, won": the button's words beside its number.
        let label: String
        let mark: String
    }

    let gameTitle: String
    let headingID: String
    let action: String
    let levels: [Choice]
    let hasLevels: Bool
    let playedStreak: String
    let wonStreak: String
    let playersToday: String
    let days: [Day]

    init(_ game: GameEntry, history: DailyHistory, players: Int, today: DailyDay) {
        gameTitle = game.title
        headingID = "days-\(game.slug)"
        action = "\(game.href)/daily"
        levels = DailyLevels.shown(game).enumerated().map { index, level in
            Choice(value: level, title: DailyLevels.title(game, level), checked: index == 0)
        }
        hasLevels = levels.count > 1
        playedStreak = Self.days(history.playedStreak)
        wonStreak = Self.days(history.wonStreak)
        playersToday = Language.chosen == .en ? (players == 1 ? "1 player" : "\(players) players")
            : Self.counted(players, in: Self.playerCounts) {
                localized(one: "{{count}} player", other: "{{count}} players", count: $0)
            }
        days = DailyCalendarWords.of(today).days.map { day in
            let mark = history.mark(day.day)
            return Day(value: day.value, dayOfMonth: day.dayOfMonth, label: day.labels[mark] ?? "", mark: mark.rawValue)
        }
    }

    /// `/daily` is made for every visit: English writes its counts as it always did, another language by its plurals.
    private static func days(_ count: Int) -> String {
        guard Language.chosen != .en else { return count == 1 ? "1 day" : "\(count) days" }
        return counted(count, in: dayCounts) { localized(one: "{{count}} day", other: "{{count}} days", count: $0) }
    }

    /// The words for the small counts the page shows most, made once per language; a larger count is made anew.
    private static func counted(_ count: Int, in table: PerLanguage<[String]>, _ make: (Int) -> String) -> String {
        let words = table.current
        return words.indices.contains(count) ? words[count] : make(count)
    }

    private static let dayCounts = PerLanguage { language in
        Language.$picked.withValue(language) {
            (0...2 * DailyDay.oldest).map { localized(one: "{{count}} day", other: "{{count}} days", count: $0) }
        }
    }

    private static let playerCounts = PerLanguage { language in
        Language.$picked.withValue(language) {
            (0...100).map { localized(one: "{{count}} player", other: "{{count}} players", count: $0) }
        }
    }

}

extension DailyGameDays: TemplateFields {
    var templateFields: TemplateObject {
        ["gameTitle": .init(gameTitle), "headingID": .init(headingID), "action": .init(action), "levels": .init(levels),
         "hasLevels": .init(hasLevels), "playedStreak": .init(playedStreak), "wonStreak": .init(wonStreak),
         "playersToday": .init(playersToday), "days": .init(days)]
    }
}

extension DailyGameDays.Day: TemplateFields {
    var templateFields: TemplateObject {
        ["value": .init(value), "dayOfMonth": .init(dayOfMonth), "label": .init(label), "mark": .init(mark)]
    }
}
