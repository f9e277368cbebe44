import Games
import Minesweeper
import Storage

/// Minesweeper on the site: its registry line, its page, and its boards (one per classic level, by time).
enum MinesweeperPages: GamePages {
    static let entry = GameEntry(
        Self.self, slug: "minesweeper", title: localized("Minesweeper"), shortTitle: localized("Mines"),
        subtitle: localized("Clear the field, flag the mines"),
        boards: [("beginner", { localized("Beginner") }, .time), ("intermediate", { localized("Intermediate") }, .time),
                 ("expert", { localized("Expert") }, .time)],
        detail: LeaderboardDetail(title: "3BV/s") { entry in entry.detail.map(Hundredths.shown) ?? "–" })

    static func page(_ view: GameView<MinesweeperGame>, _ chrome: GameChrome, _: Void) -> MinesweeperPage {
        MinesweeperPage(view, chrome)
    }

    /// The result card's heading and text: a win, or the mine.
    static func result(_ view: GameView<MinesweeperGame>) -> GameResult? {
        guard view.game.outcome == .won else {
            // A ranked daily try has no undo, so the card says why there is no Undo.
            let mine = view.daily?.ranked == true ? localized("That was a mine, and it ends this ranked try.")
                : localized("That was a mine.")
            return GameResult(heading: localized("Boom!"), text: mine + " " + (view.keepsDailySecret
                                  ? localized("Today’s board is everyone’s: its other mines stay hidden until tomorrow.")
                                  : localized("All the mines are shown on the board.")), tone: "lost")
        }
        // A win after a mine taken back says so: "no mine touched" beside its deaths would not be true.
        let level = view.game.params.level.localizedTitle
        let text = view.undos == 0 ? Placeholders.fill(localized("{{level}}, no mine touched."), ["level": level])
            : localized(one: "{{level}}, won after {{count}} undo.", other: "{{level}}, won after {{count}} undos.",
                        count: view.undos, ["level": level])
        return GameResult(heading: localized("You cleared the field!"), text: text, tone: "won")
    }

    /// A won game's 3BV/s; a lost one says no more than its time (its 3BV would tell of a daily board's mines).
    static func shareLine(_ view: GameView<MinesweeperGame>) -> ShareLine {
        let params = view.game.params
        let level = params.level != .custom ? params.level.localizedTitle
            : localized(one: "Custom {{width}} × {{height}}, {{count}} mine",
                        other: "Custom {{width}} × {{height}}, {{count}} mines",
                        count: params.mines, ["width": "\(params.width)", "height": "\(params.height)"])
        guard view.game.outcome == .won, let bbbv = view.game.threeBV, let ms = view.durationMilliseconds else {
            return ShareLine(level: level)
        }
        return ShareLine(level: level, measure: "3BV/s \(Hundredths.shown(Double(bbbv) / max(0.001, Double(ms) / 1000)))")
    }

    /// The page after a move focuses what was just played: the cell (`#cell`), or the setting's button that was pressed.
    static func focus(after move: MinesweeperMove) -> MoveFocus {
        switch move {
        case .reveal(let cell), .flag(let cell), .question(let cell), .clear(let cell):
            MoveFocus(query: "at=\(cell)", fragment: "cell")
        case .setFlagMode, .toggleFlagMode: MoveFocus(query: "at=mode", fragment: "flag-mode")
        case .setQuestionMarks, .toggleQuestionMarks: MoveFocus(query: "at=marks", fragment: "marks")
        }
    }

    /// A tap on an uncovered number is a chord: its page says so (`MinesweeperSaid`).
    static func focus(after move: MinesweeperMove, from before: MinesweeperGame) -> MoveFocus {
        let focus = focus(after: move)
        guard case .reveal(let cell) = move, case .revealed = before.cell(cell), let query = focus.query else { return focus }
        return MoveFocus(query: query + "&" + MinesweeperSaid.chordParameter, fragment: focus.fragment)
    }

    /// A new game's page focuses its first cell as a move's page focuses the tapped one (`#cell`), so it opens
    /// scrolled where every move's page will be: without JavaScript the first tap does not move the board.
    static let startFocus = MoveFocus(query: MoveFocus.startedParameter, fragment: "cell")

    /// A daily board for each classic level, no guessing needed.
    static let dailyLevels = [MinesweeperLevel.beginner, .intermediate, .expert].map(\.rawValue)

    static func dailyParams(level: String) -> MinesweeperParams? {
        MinesweeperLevel(rawValue: level).map { MinesweeperParams.preset($0, noGuess: true) }
    }

    /// The statistics keep each ranked win's 3BV/s and efficiency (3BV ÷ clicks, the uncovers and marks that
    /// changed the board), shown as the best of each.
    static let statistics = [GameStatistic(title: localized("Best 3BV/s"), format: Hundredths.shown),
                             GameStatistic(title: localized("Best efficiency"), format: efficiency)]

    /// "85 %", in the page's language (English writes it itself: every page with statistics shows it).
    private static func efficiency(_ ratio: Double) -> String {
        let percent = Int((ratio * 100).rounded())
        return Language.chosen == .en ? "\(percent) %"
            : Placeholders.fill(localized("{{percent}} %"), ["percent": ShownNumber.integer(percent)])
    }

    /// A level in the page's language: the classic ones as their boards say them, and Custom.
    static func levelTitle(_ level: String) -> String {
        MinesweeperLevel(rawValue: level)?.localizedTitle ?? DailyLevels.title(entry, level)
    }

    static func message(_ failure: MinesweeperError) -> String {
        MinesweeperWords.message(failure)
    }

    static func undoRefusal(_ reason: String) -> String {
        MinesweeperWords.undoRefusal(reason)
    }

    static func implausiblePace(_ game: MinesweeperGame, milliseconds: Int64) -> String? {
        MinesweeperPace.check(game.params.level, threeBV: game.threeBV ?? 0, clicks: game.moveCount,
                              milliseconds: milliseconds)
    }

    /// A won classic board goes on its leaderboard (custom boards are not ranked), a daily board's only on that
    /// day's board, timed from the first uncover to the last, with its 3BV/s, and its efficiency for the statistics.
    static func score(_ game: MinesweeperGame, milliseconds: Int64) -> GameScore? {
        let threeBV = Double(game.threeBV ?? 0)
        let rate = threeBV / (Double(milliseconds) / 1000)
        return GameScore(value: milliseconds, detail: rate,
                         measures: [rate, game.moveCount > 0 ? threeBV / Double(game.moveCount) : nil])
    }
}
