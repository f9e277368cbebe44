import Synchronization

/// The daily calendar's words for one day in one language: each past day's value, day of the month and its button's
/// words by mark ("24. Nov., gewonnen"). Every game's calendar on `/daily` shows the same days, and every visit that
/// day the same words: made once per language when the UTC day changes (a date format costs ICU about 12k
/// instructions, and a calendar has 30 days in each of four games).
struct DailyCalendarWords: Sendable {
    struct Day: Sendable {
        let day: DailyDay
        let value: String
        let dayOfMonth: String
        let labels: [DailyHistory.Mark: String]
    }

    let today: DailyDay
    /// "4. Dez. 2026": the page's heading (`LocalFormat.title`).
    let title: String
    /// The oldest day first.
    let days: [Day]

    /// The calendar of `today` in the request's language.
    static func of(_ today: DailyDay) -> DailyCalendarWords {
        let language = Language.chosen
        if let words = kept.withLock({ $0[language] }), words.today == today { return words }
        let made = DailyCalendarWords(today: today)
        kept.withLock { $0[language] = made }
        return made
    }

    /// One per language, replaced when the day changes (catalogs are read once, at start: the words stay right).
    private static let kept = Mutex<[Language: DailyCalendarWords]>([:])

    private init(today: DailyDay) {
        self.today = today
        title = LocalFormat.title(of: today)
        // English's words are its keys: one path for every language (made once a day, so it costs nothing).
        let templates: [DailyHistory.Mark: String] = [.none: localized("{{day}}, not played"),
                                                      .played: localized("{{day}}, played"), .won: localized("{{day}}, won")]
        days = (1...Int64(DailyDay.oldest)).reversed().map { back in
            let day = today.adding(days: -back)
            let name = LocalFormat.dayAndMonth(of: day)
            let labels = templates.mapValues { Placeholders.fill($0, ["day": name]) }
            return Day(day: day, value: day.text, dayOfMonth: String(ISODay.civil(day.start).day), labels: labels)
        }
    }
}
