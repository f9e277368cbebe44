import Foundation
import Storage

/// Every public board: which game and level it ranks, and how its value reads.
struct LeaderboardBoards: Sendable {
    enum Measure: Sendable {
        case time        // value in milliseconds, fastest first
        case count(String)  // value is a count, highest first; the word after the number

        var isCount: Bool {
            if case .count = self { return true }
            return false
        }
    }

    let board: Board
    let game: String
    let gameTitle: String
    let level: String
    let title: String
    let measure: Measure

    init(game: String, gameTitle: String, level: String, title: String, measure: Measure) {
        self.board = Board(key: "\(game)/\(level)", higherIsBetter: measure.isCount)
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

    static let impossibleStreak = LeaderboardBoards(
        game: "tictactoe", gameTitle: "Tic-Tac-Toe", level: "impossible-streak",
        title: "Unbeaten streak vs Impossible", measure: .count("games"))
    static let mediumWins = LeaderboardBoards(
        game: "tictactoe", gameTitle: "Tic-Tac-Toe", level: "medium-wins",
        title: "Wins vs Medium", measure: .count("wins"))

    static func minesweeper(_ level: String) -> LeaderboardBoards? {
        all.first { $0.game == "minesweeper" && $0.level == level }
    }

    static func wordSearch(_ level: String) -> LeaderboardBoards? {
        all.first { $0.game == "wordsearch" && $0.level == level }
    }

    static let all: [LeaderboardBoards] = [
        LeaderboardBoards(game: "minesweeper", gameTitle: "Minesweeper", level: "beginner", title: "Beginner", measure: .time),
        LeaderboardBoards(game: "minesweeper", gameTitle: "Minesweeper", level: "intermediate", title: "Intermediate", measure: .time),
        LeaderboardBoards(game: "minesweeper", gameTitle: "Minesweeper", level: "expert", title: "Expert", measure: .time),
        LeaderboardBoards(game: "wordsearch", gameTitle: "Word Search", level: "easy", title: "Easy", measure: .time),
        LeaderboardBoards(game: "wordsearch", gameTitle: "Word Search", level: "medium", title: "Medium", measure: .time),
        LeaderboardBoards(game: "wordsearch", gameTitle: "Word Search", level: "hard", title: "Hard", measure: .time),
        impossibleStreak,
        mediumWins,
    ]

    static func find(key: String) -> LeaderboardBoards? {
        all.first { $0.board.key == key }
    }

    /// A value as a player reads it: "12.3 s" or "7 wins".
    func format(_ value: Int64) -> String {
        switch measure {
        case .time: return Self.seconds(value)
        case .count(let word): return "\(value) \(value == 1 ? String(word.dropLast()) : word)"
        }
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
