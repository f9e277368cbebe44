/// Minesweeper's ceilings of a person's pace (`Pace`).
enum MinesweeperPace {
    /// The records (Expert 26.59 s, Intermediate ~7 s over boards of 3BV 100 and 30) imply about 4 3BV/s.
    static let most3BVPerSecond = 10.0
    /// Clicks after the first (which starts the clock) per second.
    static let mostClicksPerSecond = 12.0

    /// Why a win of `threeBV` in `clicks` over `milliseconds` (first uncover to last) is too fast, or nil.
    static func check(threeBV: Int, clicks: Int, milliseconds: Int64) -> String? {
        let seconds = Pace.seconds(milliseconds)
        let rate = Double(threeBV) / seconds
        if rate > most3BVPerSecond {
            return "\(Hundredths.format(rate)) 3BV/s, above the \(Int(most3BVPerSecond)) a person reaches"
        }
        return Pace.clickRate(clicks, seconds, most: mostClicksPerSecond, what: "clicks")
    }
}
