/// A leaderboard, such as "minesweeper/beginner". Rows rank by penalty (fewer first), then value
/// (in the board's direction), then who got there first, then id.
/// Keep `higherIsBetter` fixed for a key: the direction is stored with each row when it is recorded.
public struct ScoreBoard: Sendable, Hashable {
    public let key: String
    public let higherIsBetter: Bool

    public init(key: String, higherIsBetter: Bool) {
        self.key = key
        self.higherIsBetter = higherIsBetter
    }

    func rankKey(_ value: Int64) -> RankKey {
        RankKey(value: value, higherIsBetter: higherIsBetter)
    }
}
