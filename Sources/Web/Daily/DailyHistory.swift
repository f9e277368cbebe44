/// A session's days at one game's daily boards, from its ranked tries (`GameStore.dailyTries`): the streaks of
/// days played and won, and the past days' marks for `/daily`'s calendar. A streak runs back from today, or from
/// yesterday while today's board is still to play, so it breaks only once a whole day has gone by without it.
struct DailyHistory: Sendable, Equatable {
    enum Mark: String, Sendable {
        case none = "", played, won
    }

    let playedStreak: Int
    let wonStreak: Int
    /// Each past day's mark, by day number.
    let marks: [Int64: Mark]

    init(tries: [(day: String, outcome: String)], today: DailyDay) {
        var marks: [Int64: Mark] = [:]
        for attempt in tries {
            guard let day = DailyDay(attempt.day) else { continue }
            if attempt.outcome == "won" { marks[day.number] = .won } else if marks[day.number] == nil { marks[day.number] = .played }
        }
        self.marks = marks
        playedStreak = Self.streak(today) { marks[$0] != nil }
        wonStreak = Self.streak(today) { marks[$0] == .won }
    }

    func mark(_ day: DailyDay) -> Mark { marks[day.number] ?? .none }

    private static func streak(_ today: DailyDay, _ counts: (Int64) -> Bool) -> Int {
        var day = counts(today.number) ? today.number : today.number - 1
        var count = 0
        while counts(day) {
            count += 1
            day -= 1
        }
        return count
    }
}
