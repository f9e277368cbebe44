import Games
import Storage

/// What the site adds to a game core (`Core`, declared by `ReplayPages`): its registry line, what its page reads
/// besides the game, the page model, what a finished game leaves on the leaderboard. One conformance per game, in
/// its `Web/<Game>` folder; the rules stay in the core, the routes and storage in `GameController`.
protocol GamePages: ReplayPages, Sendable {
    associatedtype Page: TemplateFields
    /// What the page shows besides the game (Tic-Tac-Toe's tally), read in the transaction that reads the game.
    associatedtype Extra: Sendable = Void

    static var entry: GameEntry { get }

    static func readExtra(_ c: Connection, _ record: GameRecord, now: Int64) throws -> Extra
    /// The page model: a pure function of what was read, holding what every game page shows (`chrome`) beside
    /// the game's own fields.
    static func page(_ view: GameView<Core>, _ chrome: GameChrome, _ extra: Extra) -> Page
    /// A finished game's result card (`GameChrome.overlay`); asked only once the game is over, nil for none.
    static func result(_ view: GameView<Core>) -> GameResult?
    /// The page's title names the result once there is one ("You win! · Tic-Tac-Toe").
    static var titleShowsResult: Bool { get }
    /// What the page an accepted move redirects to focuses (`MoveFocus`): Tic-Tac-Toe snaps in and focuses the
    /// piece just placed, Minesweeper the cell; `.play` for the plain game page.
    static func focus(after move: Core.Move) -> MoveFocus
    /// The same, knowing the game the move was played in (Minesweeper's page says whether a tap was a chord).
    static func focus(after move: Core.Move, from before: Core) -> MoveFocus
    /// What the page of a game just started focuses (`MoveFocus.started`: its board's first playable cell, by
    /// `autofocus`);
    /// `.play` for the plain game page.
    static var startFocus: MoveFocus { get }
    /// Whether a move in `game` makes the computer search at length before it replies (`ComputerThinking`).
    static func thinksLong(_ game: Core) -> Bool
    /// A won game's score on its board (the board of its level, or its day's), over `milliseconds` from its first
    /// move to its last; nil when it goes on none. Asked only for a won game that may rank (`GameMoves.recordResult`).
    static func score(_ game: Core, milliseconds: Int64) -> GameScore?
    /// Called once, in the transaction that finished a game that may rank, whatever its outcome: the records a game
    /// keeps besides its won games' scores (Tic-Tac-Toe's streak, which a draw extends, on per-session boards).
    static func gameFinished(_ c: Connection, game: Core, record: GameRecord, now: Int64) throws
    /// Why a won game's result is beyond a person's pace (`Pace`), over its `milliseconds` as the leaderboard times it;
    /// nil when it is plausible, or the game's boards are not timed.
    static func implausiblePace(_ game: Core, milliseconds: Int64) -> String?
    /// Adds what the page shows of `extra` to the page's ETag (`PageTag`).
    static func tag(_ extra: Extra, into hasher: inout Hasher)
    /// When the page of `record` changes by time alone, besides its clock and the day (which the frame knows): the
    /// first such moment after `now`, nil for never. A kept page is sent again until then (`AnswerMemo`).
    static func pageChanges(_ record: GameRecord, after now: Int64) -> Int64?
    /// The params of a new game from its setup form (`Game.params(from:)`), made in the page being made: Word Search
    /// makes its game in the page's language.
    static func newParams(_ fields: FormFields) throws(Core.Failure) -> Core.Params
    /// The levels with a daily board, in the order pages offer them; none: the game has no daily board. A level may
    /// name a language (`DailyLevels`).
    static var dailyLevels: [String] { get }
    /// A daily level's board (its seed comes from the server's key and the day: `SessionKeys.dailySeed`).
    static func dailyParams(level: String) -> Core.Params?
    /// The numbers its ranked wins keep for the statistics (`GameScore.measures`, at most `ScoreStore.measureSlots`),
    /// each shown as the session's best; none by default.
    static var statistics: [GameStatistic] { get }
    /// A level key as the statistics name it.
    static func levelTitle(_ level: String) -> String
    /// The board as the move box's readings say it (`ReadableBoard`): only what the page shows.
    static func readable(_ view: GameView<Core>) -> ReadableBoard
    /// The id of the element the page says a slip's note in (`MoveBox.describedBy`).
    static var noteID: String { get }
    /// A finished game's part of its share text (`ShareText`): its level, result and measure, nothing of its board.
    static func shareLine(_ view: GameView<Core>) -> ShareLine
    /// A refusal as the page says it, in its language: the core's message is English (`PlayerFacingError.message`),
    /// so each game maps its cases to `localized` literals; by default the core's English.
    static func message(_ failure: Core.Failure) -> String
    /// Why undo is refused (`UndoRule.refused`, the core's English sentence), in the page's language; by default as
    /// the core says it.
    static func undoRefusal(_ reason: String) -> String
}

extension GamePages where Extra == Void {
    static func readExtra(_ c: Connection, _ record: GameRecord, now: Int64) throws {}
    static func tag(_ extra: Void, into hasher: inout Hasher) {}
}

extension GamePages where Extra: Hashable {
    static func tag(_ extra: Extra, into hasher: inout Hasher) { hasher.combine(extra) }
}

extension GamePages {
    static func pageChanges(_ record: GameRecord, after now: Int64) -> Int64? { nil }
    static func newParams(_ fields: FormFields) throws(Core.Failure) -> Core.Params { try Core.params(from: fields) }
    static var dailyLevels: [String] { [] }
    static func dailyParams(level: String) -> Core.Params? { nil }
    static var statistics: [GameStatistic] { [] }
    static var titleShowsResult: Bool { false }
    static var noteID: String { "note" }
    static func shareLine(_ view: GameView<Core>) -> ShareLine { ShareLine(level: levelTitle(view.game.levelKey)) }
    static func message(_ failure: Core.Failure) -> String { failure.message }
    static func undoRefusal(_ reason: String) -> String { reason }
    static func levelTitle(_ level: String) -> String {
        if let title = entry.boardTitle(level) { return title }
        if let daily = DailyLevels.statisticsTitle(entry, level) { return daily }
        let words = String(level.map { $0 == "-" ? " " : $0 })
        return words.prefix(1).uppercased() + words.dropFirst()
    }
    static func score(_ game: Core, milliseconds: Int64) -> GameScore? { nil }
    static func gameFinished(_ c: Connection, game: Core, record: GameRecord, now: Int64) throws {}
    static func implausiblePace(_ game: Core, milliseconds: Int64) -> String? { nil }
    static func focus(after move: Core.Move) -> MoveFocus { .play }
    static func focus(after move: Core.Move, from before: Core) -> MoveFocus { focus(after: move) }
    static var startFocus: MoveFocus { .play }
    static func thinksLong(_ game: Core) -> Bool { false }
    static var slug: String { entry.slug }
    /// The game page's address, where its forms' answers lead.
    static var path: String { "/\(entry.slug)" }
    /// The statistics as the page shows them: levels in the order of the game's boards.
    static func statsPanel(_ stats: SessionStats) -> StatsPanel? {
        StatsPanel(stats, order: entry.boards.map(\.level) + dailyLevels, title: levelTitle, statistics: statistics)
    }
    static var template: String { "\(entry.slug)/game" }
}
