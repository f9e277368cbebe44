/// Whether a win was played at a person's pace (issue 26): a result beyond these ceilings is kept but held, ranked
/// nowhere until an operator looks at its replay (`ScoreStore.hold`, `/admin`). README "Pace plausibility" gives
/// the human records they stand on; the ceilings are set well above them, so that a person is practically never held
/// and a script playing at machine speed always is. A script that paces itself like a fast person is not caught.
enum Pace {
    /// Minesweeper's records (Expert 26.59 s, Intermediate ~7 s over boards of 3BV 100 and 30) imply about 4 3BV/s.
    static let most3BVPerSecond = 10.0
    /// Clicks after the first (which starts the clock) per second; every click here is also an HTTP round trip.
    static let mostClicksPerSecond = 12.0
    /// Word Search has no records: finding a word and tapping its two ends takes a person at least this long.
    static let fewestSecondsPerWord = 0.5
    static let mostTapsPerSecond = 8.0

    /// Why a Minesweeper win of `threeBV` in `clicks` over `milliseconds` (first uncover to last) is too fast, or nil.
    static func minesweeper(threeBV: Int, clicks: Int, milliseconds: Int64) -> String? {
        let seconds = Double(max(1, milliseconds)) / 1000
        let rate = Double(threeBV) / seconds
        if rate > most3BVPerSecond {
            return "\(Hundredths.format(rate)) 3BV/s, above the \(Int(most3BVPerSecond)) a person reaches"
        }
        return clickRate(clicks, seconds, most: mostClicksPerSecond, what: "clicks")
    }

    /// Why a Word Search win that found `words` with `taps` over `milliseconds` (from the board shown) is too fast.
    static func wordSearch(words: Int, taps: Int, milliseconds: Int64) -> String? {
        let seconds = Double(max(1, milliseconds)) / 1000
        if words > 0, seconds < Double(words) * fewestSecondsPerWord {
            return "\(words) words in \(Hundredths.format(seconds)) s, under the \(fewestSecondsPerWord) s a word a person needs"
        }
        return clickRate(taps, seconds, most: mostTapsPerSecond, what: "taps")
    }

    private static func clickRate(_ count: Int, _ seconds: Double, most: Double, what: String) -> String? {
        guard count >= 2 else { return nil }
        let rate = Double(count - 1) / seconds
        return rate > most ? "\(Hundredths.format(rate)) \(what)/s, above the \(Int(most)) a person keeps up" : nil
    }
}
