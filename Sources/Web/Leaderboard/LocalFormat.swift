import Foundation

/// Times and dates as a page in `Language.current` writes them (its `locale`; numbers: `ShownNumber`). English exactly
/// as it always was, with no formatter.
enum LocalFormat {
    private static let utc = TimeZone(identifier: "UTC") ?? .gmt
    /// "24/11/2026", "24.11.2026": a leaderboard row's day.
    private static let numericDates = PerLanguage { language in
        Date.FormatStyle(date: .numeric, time: .omitted, locale: language.locale, timeZone: utc)
    }
    /// "24 nov. 2026", "24. Nov. 2026": a daily board's day.
    private static let dates = PerLanguage { language in
        dateStyle(Date.FormatStyle().day().month(.abbreviated).year(), language)
    }
    /// "24 nov.", "24. Nov.": a day of the daily calendar.
    private static let daysAndMonths = PerLanguage { language in
        dateStyle(Date.FormatStyle().day().month(.abbreviated), language)
    }

    private static func dateStyle(_ style: Date.FormatStyle, _ language: Language) -> Date.FormatStyle {
        var style = style
        style.timeZone = utc
        style.locale = language.locale
        return style
    }

    /// A time as the leaderboard writes it: "12.3 s", or from a minute "1m 05s" (`LeaderboardBoard.seconds`, which
    /// stays English for the operator's pages), in the page's language.
    static func seconds(_ milliseconds: Int64) -> String {
        let language = Language.chosen
        guard language != .en else { return LeaderboardBoard.seconds(milliseconds) }
        let tenths = (milliseconds + 50) / 100
        if tenths >= 600 {
            let seconds = tenths / 10
            return Placeholders.fill(localized("{{minutes}}m {{seconds}}s"),
                                     ["minutes": ShownNumber.integer(Int(seconds / 60)),
                                      "seconds": (seconds % 60 < 10 ? "0" : "") + String(seconds % 60)])
        }
        let words = secondsWords[language]
        return words.before + ShownNumber.integer(Int(tenths / 10)) + ShownNumber.separator(language) + String(tenths % 10)
            + words.after
    }

    /// "{{seconds}} s" in each language, split at its number once: a replay or a leaderboard writes dozens of times.
    private static let secondsWords = PerLanguage { language in
        let text = Language.$picked.withValue(language) { localized("{{seconds}} s") }
        guard let placeholder = text.range(of: "{{seconds}}") else { return (before: "", after: " " + text) }
        return (before: String(text[..<placeholder.lowerBound]), after: String(text[placeholder.upperBound...]))
    }

    /// The day of `milliseconds` (UTC) on a leaderboard's row: "2026-11-24" in English, as it always was.
    static func rowDate(_ milliseconds: Int64) -> String {
        let language = Language.chosen
        guard language != .en else { return ISODay.format(milliseconds) }
        return numericDates[language].format(Date(timeIntervalSince1970: Double(milliseconds) / 1000))
    }

    /// A daily board's day: "24 Nov 2026" in English (`DailyDay.title`).
    static func title(of day: DailyDay) -> String {
        let language = Language.chosen
        guard language != .en else { return day.title }
        return dates[language].format(Date(timeIntervalSince1970: Double(day.start) / 1000))
    }

    /// A day of the daily calendar: "24 Nov" in English (`DailyDay.dayAndMonth`).
    static func dayAndMonth(of day: DailyDay) -> String {
        let language = Language.chosen
        guard language != .en else { return day.dayAndMonth }
        return daysAndMonths[language].format(Date(timeIntervalSince1970: Double(day.start) / 1000))
    }
}
