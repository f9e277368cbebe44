/// A date as YYYY-MM-DD (UTC), computed without Foundation's formatters on the hot path.
enum ISODay {
    static func format(_ milliseconds: Int64) -> String {
        let (year, month, day) = civil(milliseconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(year)-\(two(month))-\(two(day))"
    }

    /// The year, month (1–12) and day of the month of a moment (Howard Hinnant's days-to-civil algorithm).
    static func civil(_ milliseconds: Int64) -> (year: Int, month: Int, day: Int) {
        let z = Int(milliseconds / 86_400_000) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
