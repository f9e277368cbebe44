/// A session's finished games of one kind, summed up for its statistics (`GameStore.stats`).
public struct SessionStats: Sendable, Hashable {
    /// One level's finished games.
    public struct Level: Sendable, Hashable {
        public let level: String
        public var played = 0
        public var won = 0
        public var lost = 0
        public var drawn = 0
        /// The fastest win with no undo, in milliseconds.
        public var bestMilliseconds: Int64?

        public init(level: String) {
            self.level = level
        }
    }

    public var levels: [Level]
    /// Wins in a row up to the newest finished game.
    public var currentStreak: Int
    /// The longest run of wins among the games looked at (`GameStore.streakWindow`).
    public var bestStreak: Int
    /// The highest of each number the kind's ranked wins keep (`ScoreStore.record`'s measures), slot by slot, as
    /// many as were asked for; nil for a slot no win filled.
    public var bests: [Double?]

    public init(levels: [Level] = [], currentStreak: Int = 0, bestStreak: Int = 0, bests: [Double?] = []) {
        self.levels = levels
        self.currentStreak = currentStreak
        self.bestStreak = bestStreak
        self.bests = bests
    }

    public var played: Int { levels.reduce(0) { $0 + $1.played } }
    public var won: Int { levels.reduce(0) { $0 + $1.won } }
}
