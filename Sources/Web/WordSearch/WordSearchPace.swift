/// Word Search's ceilings of a person's pace (`Pace`).
enum WordSearchPace {
    /// There are no records: finding a word and tapping its two ends takes a person at least this long.
    static let fewestSecondsPerWord = 0.5
    static let mostTapsPerSecond = 8.0

    /// Why a win that found `words` with `taps` over `milliseconds` (from the board shown) is too fast, or nil.
    static func check(words: Int, taps: Int, milliseconds: Int64) -> String? {
        let seconds = Pace.seconds(milliseconds)
        if words > 0, seconds < Double(words) * fewestSecondsPerWord {
            return "\(words) words in \(Hundredths.format(seconds)) s, under the \(fewestSecondsPerWord) s a word a person needs"
        }
        return Pace.clickRate(taps, seconds, most: mostTapsPerSecond, what: "taps")
    }
}
