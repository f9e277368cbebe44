import Storage

extension LeaderboardBoard {
    private static let dailyPrefix = "daily-"

    /// A daily board's results: one board per game, level and day, e.g. `minesweeper/daily-beginner-2026-11-24`.
    static func daily(_ game: GameEntry, level: String, day: DailyDay) -> LeaderboardBoard? {
        guard game.dailyLevels.contains(level) else { return nil }
        return LeaderboardBoard(game: game.slug, gameTitle: game.title, level: "\(dailyPrefix)\(level)-\(day.text)",
                                title: "Daily \(game.board(level)?.title ?? level) · \(day.title)",
                                measure: game.board(level)?.measure ?? .time)
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

    /// The board a game's result goes on: a daily game's day board, otherwise its level's board (if any).
    static func of(_ record: GameRecord) -> LeaderboardBoard? {
        guard let game = GameRegistry.game(record.kind) else { return nil }
        guard let daily = record.daily else { return game.board(record.level) }
        return DailyDay(daily).flatMap { Self.daily(game, level: record.level, day: $0) }
    }
}
