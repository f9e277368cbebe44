/// A UTC day, as the daily boards count them: days since 1970-01-01, written YYYY-MM-DD.
struct DailyDay: Sendable, Hashable, Comparable {
    static let milliseconds: Int64 = 86_400_000
    /// How many days back a past daily board can still be played (as practice).
    static let oldest = 30

    let number: Int64

    init(number: Int64) {
        self.number = number
    }

    /// The day `milliseconds` (since the epoch) falls on.
    init(at milliseconds: Int64) {
        number = milliseconds >= 0 ? milliseconds / Self.milliseconds : (milliseconds + 1) / Self.milliseconds - 1
    }

    /// A day written YYYY-MM-DD, a real date; nil for anything else.
    init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard text.utf8.count == 10, parts.count == 3, parts.allSatisfy({ $0.allSatisfy(\.isASCII) }),
              let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
              (1...12).contains(month), (1...31).contains(day) else { return nil }
        // Days from the civil date (Howard Hinnant's algorithm, the inverse of `ISODay.format`).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        number = Int64(era * 146_097 + dayOfEra - 719_468)
        // 31 February comes back as another day: not a date.
        guard self.text == text else { return nil }
    }

    /// The day's first millisecond (UTC).
    var start: Int64 { number * Self.milliseconds }

    var text: String { ISODay.format(start) }

    /// "24 Nov 2026", as a page says it.
    var title: String {
        let (year, _, _) = ISODay.civil(start)
        return "\(dayAndMonth) \(year)"
    }

    /// "24 Nov": the calendar's words for a day of this month or the last.
    var dayAndMonth: String {
        let (_, month, day) = ISODay.civil(start)
        return "\(day) \(Self.months[month - 1])"
    }

    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// Whether a game of the daily board of `day` (YYYY-MM-DD; nil: no daily board) still keeps that board's secret
    /// at `now`: until its day is over, everyone is playing the same board, so a lost or abandoned game shows only
    /// what its player uncovered (a day that does not read keeps it too).
    static func keepsSecret(_ day: String?, at now: Int64) -> Bool {
        guard let day else { return false }
        return DailyDay(day).map { $0 >= DailyDay(at: now) } ?? true
    }

    func adding(days: Int64) -> DailyDay {
        DailyDay(number: number + days)
    }

    static func < (a: DailyDay, b: DailyDay) -> Bool {
        a.number < b.number
    }
}
