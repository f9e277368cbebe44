/// Who may open a stored game's replay: its own session always; anyone with the link once the game is finished,
/// except a daily board's game, whose board is everyone's that day: it stays the day's secret until the day is over
/// (as its share link does), after which the day's board is open to practice anyway.
enum ReplayAccess {
    static func isPublic(finished: Bool, daily: String?, now: Int64) -> Bool {
        guard finished else { return false }
        guard let daily else { return true }
        return DailyDay(daily).map { $0 < DailyDay(at: now) } ?? false
    }
}
