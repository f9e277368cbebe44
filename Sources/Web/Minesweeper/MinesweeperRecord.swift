import Minesweeper

/// A classic level's world record, as docs/operations.md ("Pace plausibility") cites it: the time, and the least
/// 3BV the world ranking lets a board of that level have (its record boards are that easy, or nearly).
struct MinesweeperRecord: Sendable {
    let milliseconds: Int64
    let leastThreeBV: Int

    /// Beginner 0.49 s and Intermediate ~7 s (minesweeperblast.com's benchmarks), Expert 26.59 s
    /// (minesweeper-pro.com's championships page); a custom board has no record.
    static func of(_ level: MinesweeperLevel) -> MinesweeperRecord? {
        switch level {
        case .beginner: MinesweeperRecord(milliseconds: 490, leastThreeBV: 2)
        case .intermediate: MinesweeperRecord(milliseconds: 7_000, leastThreeBV: 30)
        case .expert: MinesweeperRecord(milliseconds: 26_590, leastThreeBV: 100)
        case .custom: nil
        }
    }

    /// The record's pace: its least 3BV over its time (Intermediate 4.29, Expert 3.76).
    var threeBVPerSecond: Double { Double(leastThreeBV) * 1000 / Double(milliseconds) }

    /// "26.59 s", or "7 s": as precise as the record is known.
    var time: String {
        milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : Hundredths.format(Double(milliseconds) / 1000) + " s"
    }
}
