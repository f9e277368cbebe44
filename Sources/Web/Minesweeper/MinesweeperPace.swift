import Minesweeper

/// Minesweeper's ceilings of a person's pace (`Pace`), per level, from its world record (`MinesweeperRecord`).
enum MinesweeperPace {
    /// A level's 3BV/s ceiling is its record's pace times this margin (the records are set on the easiest boards
    /// allowed, and a fast hand on a harder board can go a little above them): Intermediate 6.43, Expert 5.64.
    static let recordMargin = 1.5
    /// Beginner's record is a board of 3BV 2 cleared by luck, which says nothing of a hand's pace, and a custom board
    /// has no record: both keep this ceiling.
    static let most3BVPerSecond = 10.0
    /// Clicks after the first (which starts the clock) per second.
    static let mostClicksPerSecond = 12.0

    static func most3BVPerSecond(_ level: MinesweeperLevel) -> Double {
        guard level != .beginner, let record = MinesweeperRecord.of(level) else { return most3BVPerSecond }
        return record.threeBVPerSecond * recordMargin
    }

    /// Why a win of `threeBV` in `clicks` over `milliseconds` (first uncover to last) is too fast, or nil: above the
    /// level's 3BV/s ceiling, faster than its world record, or above the clicks a person keeps up.
    static func check(_ level: MinesweeperLevel, threeBV: Int, clicks: Int, milliseconds: Int64) -> String? {
        let seconds = Pace.seconds(milliseconds)
        let rate = Double(threeBV) / seconds, most = most3BVPerSecond(level)
        if rate > most {
            let ceiling = most == most.rounded() ? "\(Int(most))" : Hundredths.format(most)
            return "\(Hundredths.format(rate)) 3BV/s, above the \(ceiling) a person reaches on \(level.title)"
        }
        if let record = MinesweeperRecord.of(level), milliseconds < record.milliseconds {
            return "\(Hundredths.format(seconds)) s, faster than the \(level.title) world record of \(record.time)"
        }
        return Pace.clickRate(clicks, seconds, most: mostClicksPerSecond, what: "clicks")
    }
}
