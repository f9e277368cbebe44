import Storage

extension LeaderboardBoard {
    private static let dailyPrefix = "daily-"

    /// A daily board's results: one board per game, level and day, e.g. `minesweeper/daily-beginner-2026-11-24`.
    static func daily(_ game: GameEntry, level: String, day: DailyDay) -> LeaderboardBoard? {
        guard game.dailyLevels.contains(level) else { return nil }
        // Its titles English, as every board's (the operator's pages); a page shows `localizedTitle`.
        let gameTitle = Language.$picked.withValue(.en) { game.title }
        return LeaderboardBoard(game: game.slug, gameTitle: gameTitle, level: "\(dailyPrefix)\(level)-\(day.text)",
                                title: "Daily \(game.board(DailyLevels.split(level).level)?.title ?? level) · \(day.title)",
                                measure: game.board(DailyLevels.split(level).level)?.measure ?? .time)
    }

    /// The daily board a key names, if it is one.
    static func daily(key: String) -> LeaderboardBoard? {
        guard let slash = key.firstIndex(of: "/"), let game = GameRegistry.game(String(key[..<slash])) else { return nil }
        let name = key[key.index(after: slash)...]
        guard name.hasPrefix(dailyPrefix), name.count > dailyPrefix.count + 11,
              let day = DailyDay(String(name.suffix(10))) else { return nil }
        let level = String(name.dropFirst(dailyPrefix.count).dropLast(11))
        return daily(game, level: level, day: day)
    }

    var isDaily: Bool { level.hasPrefix(Self.dailyPrefix) }

    /// A daily board's level and day, from its level key (`daily-beginner-2026-11-24`); nil for another board.
    var dailyLevelAndDay: (level: String, day: DailyDay)? {
        guard isDaily, level.count > Self.dailyPrefix.count + 11, let day = DailyDay(String(level.suffix(10))) else { return nil }
        return (String(level.dropFirst(Self.dailyPrefix.count).dropLast(11)), day)
    }

    /// "Daily Beginner · 24 Nov 2026" in the page's language, from the level's title there.
    static func dailyTitle(level: String, day: DailyDay) -> String {
        Placeholders.fill(localized("Daily {{level}} · {{day}}"), ["level": level, "day": LocalFormat.title(of: day)])
    }

    /// The board a game's result goes on: a daily game's day board, otherwise its level's board (if any).
    static func of(_ record: GameRecord) -> LeaderboardBoard? {
        guard let game = GameRegistry.game(record.kind) else { return nil }
        guard let daily = record.daily else { return game.board(record.level) }
        return DailyDay(daily).flatMap { Self.daily(game, level: record.level, day: $0) }
    }
}
