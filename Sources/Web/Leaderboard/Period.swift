/// The leaderboard's time windows, on the server's clock (UTC days, weeks from Monday).
enum Period: String, Sendable, CaseIterable {
    case today
    case week
    case all
    /// Each daily board of the game, today's and yesterday's (`LeaderboardController.dailyBoards`).
    case daily

    var title: String {
        switch self {
        case .today: localized("Today")
        case .week: localized("This week")
        case .all: localized("All time")
        case .daily: localized("Daily")
        }
    }

    static let day: Int64 = 24 * 3600 * 1000

    /// The first millisecond that counts, or nil for all time (a daily board holds one day's results).
    func since(now: Int64) -> Int64? {
        let today = now - ((now % Self.day) + Self.day) % Self.day
        switch self {
        case .today:
            return today
        case .week:
            // 1970-01-01 was a Thursday: three days after a Monday.
            let days = ((today / Self.day) + 3) % 7
            return today - days * Self.day
        case .all, .daily:
            return nil
        }
    }
}
