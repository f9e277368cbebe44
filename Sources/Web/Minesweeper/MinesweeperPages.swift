import Games
import Minesweeper
import Storage

/// Minesweeper on the site: its registry line, its page, and its boards (one per classic level, by time).
enum MinesweeperPages: GamePages {
    static let entry = GameEntry(
        Self.self, slug: "minesweeper", title: "Minesweeper", shortTitle: "Mines", subtitle: "Clear the field, flag the mines",
        boards: [("beginner", "Beginner", .time), ("intermediate", "Intermediate", .time), ("expert", "Expert", .time)],
        detail: LeaderboardDetail(title: "3BV/s") { entry in entry.detail.map(Hundredths.format) ?? "–" })

    static func page(_ view: GameView<MinesweeperGame>, _: Void) -> MinesweeperPage {
        MinesweeperPage(view)
    }

    /// The page after a move focuses what was just played: the cell, or the toggle that was pressed.
    static func pageQuery(after move: MinesweeperMove) -> String? {
        switch move {
        case .reveal(let cell), .flag(let cell): "at=\(cell)"
        case .toggleFlagMode: "at=mode"
        case .toggleQuestionMarks: "at=marks"
        }
    }

    /// The page's fragment names what it focuses, so the browser focuses it without JavaScript (a fragment naming
    /// anything else makes it skip `autofocus`) and scrolls by its `scroll-margin`: the board stays where it was.
    /// Once the game is over no cell has the id: the fragment then matches nothing, and "Play again" gets the focus.
    static func fragment(after move: MinesweeperMove) -> String {
        switch move {
        case .reveal, .flag: "cell"
        case .toggleFlagMode: "flag-mode"
        case .toggleQuestionMarks: "marks"
        }
    }

    /// A daily board for each classic level, no guessing needed.
    static let dailyLevels = [Level.beginner, .intermediate, .expert].map(\.rawValue)

    static func dailyParams(level: String) -> MinesweeperParams? {
        Level(rawValue: level).map { MinesweeperParams.preset($0, noGuess: true) }
    }

    static let statsHaveRates = true

    static func implausiblePace(_ game: MinesweeperGame, milliseconds: Int64) -> String? {
        MinesweeperPace.check(threeBV: game.threeBV ?? 0, clicks: game.moveCount, milliseconds: milliseconds)
    }

    /// A won classic board goes on its leaderboard (custom boards are not ranked), a daily board's only on that
    /// day's board, timed from the first uncover to the last, with its 3BV/s.
    static func score(_ game: MinesweeperGame, milliseconds: Int64) -> GameScore? {
        GameScore(value: milliseconds, detail: Double(game.threeBV ?? 0) / (Double(milliseconds) / 1000))
    }
}
