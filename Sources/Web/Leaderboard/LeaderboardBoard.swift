import Foundation
import Storage

/// A public board: which game and level it ranks, and how its value reads. Each game lists its own in
/// its registry entry (`GameEntry.boards`).
struct LeaderboardBoard: Sendable {
    /// What a board's value is, as a game declares it for each of its boards (`GameEntry`), and its score gives it.
    enum Measure: Sendable {
        case time        // value in milliseconds, fastest first
        case fewest(String)  // value is a count of moves or the like, fewest first; the word after the number
        case count(String)  // value is a count of a session's games, highest first; the word after the number

        /// Counts of games keep each session's best (`isPerSession`), ranked highest first.
        var isCount: Bool {
            if case .count = self { return true }
            return false
        }

        /// The column's heading on the leaderboard.
        var title: String {
            if case .time = self { return localized("Time") }
            return localized("Result")
        }
    }

    let board: ScoreBoard
    let game: String
    let gameTitle: String
    let level: String
    let title: String
    let measure: Measure

    init(game: String, gameTitle: String, level: String, title: String, measure: Measure) {
        self.board = ScoreBoard(key: "\(game)/\(level)", higherIsBetter: measure.isCount)
        self.game = game
        self.gameTitle = gameTitle
        self.level = level
        self.title = title
        self.measure = measure
    }

    /// Count boards keep one best row per session (`ScoreStore.recordBest`); time boards one row per game.
    var isPerSession: Bool {
        measure.isCount
    }

    /// Every public board, from the registry.
    static let all = GameRegistry.boards

    static func find(key: String) -> LeaderboardBoard? {
        all.first { $0.board.key == key } ?? daily(key: key)
    }

    /// Where this board stands on the leaderboard page.
    var href: String {
        "/leaderboard?game=\(game)\(isDaily ? "&period=\(Period.daily.rawValue)" : "")#board-\(level)"
    }

    /// A value as a player reads it: "12.3 s" or "7 wins" (English: the operator's pages).
    func format(_ value: Int64) -> String {
        switch measure {
        case .time: return Self.seconds(value)
        case .count(let word), .fewest(let word): return "\(value) \(value == 1 ? String(word.dropLast()) : word)"
        }
    }

    /// A value in the page's language: "12.3 s", "12,3 s", "7 wins", "7 Siege".
    func localizedFormat(_ value: Int64) -> String {
        guard Language.chosen != .en else { return format(value) }
        switch measure {
        case .time: return LocalFormat.seconds(value)
        case .count(let word), .fewest(let word): return Self.counted(value, word)
        }
    }

    /// A count and the word a game's boards count in (`Measure.count`, `.fewest`), each a plural of its own.
    private static func counted(_ value: Int64, _ word: String) -> String {
        let count = Int(clamping: value)
        switch word {
        case "games": return localized(one: "{{count}} game", other: "{{count}} games", count: count)
        case "wins": return localized(one: "{{count}} win", other: "{{count}} wins", count: count)
        case "moves": return localized(one: "{{count}} move", other: "{{count}} moves", count: count)
        default: return "\(ShownNumber.integer(count)) \(count == 1 ? String(word.dropLast()) : word)"
        }
    }

    /// The game's title in the page's language (`gameTitle` is English).
    var localizedGameTitle: String {
        GameRegistry.game(game)?.title ?? gameTitle
    }

    /// The board's title in the page's language (`title` is English): its level's, or a daily board's with its day.
    var localizedTitle: String {
        guard let entry = GameRegistry.game(game) else { return title }
        if let (level, day) = dailyLevelAndDay {
            return Self.dailyTitle(level: DailyLevels.title(entry, level), day: day)
        }
        return entry.boardTitle(level) ?? title
    }

    static func seconds(_ milliseconds: Int64) -> String {
        let tenths = (milliseconds + 50) / 100
        if tenths >= 600 {
            let seconds = tenths / 10
            return "\(seconds / 60)m \(seconds % 60 < 10 ? "0" : "")\(seconds % 60)s"
        }
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
