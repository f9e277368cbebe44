import Games
import Storage
import TicTacToe

/// Tic-Tac-Toe on the site: its registry line, its page (with this session's tally and the previous game's
/// fading pieces), and its boards, which count games rather than time them.
enum TicTacToePages: GamePages {
    /// Its page tally and its streak and wins boards read its past games, up to `streakLookBack` of them.
    static let entry = GameEntry(
        Self.self, slug: "tictactoe", title: localized("Tic-Tac-Toe"), subtitle: localized("Beat the computer or a friend"),
        boards: [(impossibleStreak, { localized("Unbeaten streak vs Impossible") }, .count("games")),
                 (mediumWins, { localized("Wins vs Medium") }, .count("wins"))],
        gamesKept: TicTacToeRecords.streakLookBack, online: .byLink(Self.self))

    /// The levels of its boards (`TicTacToeRecords` keeps them).
    static let impossibleStreak = "impossible-streak"
    static let mediumWins = "medium-wins"

    /// A new game this fresh still shows the previous game's pieces fading away; a later visit does not.
    static let fadeWindow: Int64 = 10_000

    static func readExtra(_ c: Connection, _ record: GameRecord, now: Int64) throws -> TicTacToeHistory {
        let tally = try GameStore.tally(c, sessionID: record.sessionID, kind: record.kind)
            .map { TicTacToeHistory.Count(level: $0.level, outcome: $0.outcome, count: $0.count) }
        return TicTacToeHistory(tally: tally, previousBoard: try previousBoard(c, record, now: now),
                                online: try OnlineRecord.read(c, sessionID: record.sessionID, game: slug))
    }

    /// The board of the game before this one, while this one is untouched and brand new: its pieces fade away.
    private static func previousBoard(_ c: Connection, _ record: GameRecord, now: Int64) throws -> Board? {
        guard record.version == 1, now - record.createdAt <= fadeWindow else { return nil }
        let recent = try GameStore.recent(c, sessionID: record.sessionID, kind: record.kind, limit: 2)
        guard let before = recent.first(where: { $0.id < record.id }) else { return nil }
        return (try? TicTacToeGame(storedForm: before.state))?.board
    }

    /// The previous game's pieces stop showing once the fade window has passed.
    static func pageChanges(_ record: GameRecord, after now: Int64) -> Int64? {
        record.version == 1 && now - record.createdAt <= fadeWindow ? record.createdAt + fadeWindow + 1 : nil
    }

    static func page(_ view: GameView<TicTacToeGame>, _ chrome: GameChrome, _ history: TicTacToeHistory) -> TicTacToePage {
        TicTacToePage(view, chrome, history)
    }

    /// The result card: a win, a loss or a tie.
    static func result(_ view: GameView<TicTacToeGame>) -> GameResult? {
        let params = view.game.params
        let draw = params.mode == .vsComputer && params.level == .impossible
            ? localized("Nobody got three in a row: against Impossible, that is the best result.")
            : localized("Nobody got three in a row.")
        return .versus(view.game, twoPlayers: params.mode == .twoPlayers, level: params.level.shownTitle, line: onlineWin,
                       lost: localized("Better luck next game."),
                       draw: GameResult(heading: localized("It’s a tie"), text: draw, tone: "draw"))
    }

    /// The result against the computer's level, or which mark won.
    static func shareLine(_ view: GameView<TicTacToeGame>) -> ShareLine {
        let params = view.game.params
        return .versus(twoPlayers: params.mode == .twoPlayers, level: params.level.shownTitle, outcome: view.game.outcome,
                       winner: view.game.winner?.rawValue)
    }

    /// A refusal in the page's language (the core's words are English).
    static func message(_ failure: TicTacToeError) -> String { failure.shownMessage }

    static func undoRefusal(_ reason: String) -> String { MarkGameText.shown(reason) }

    /// "You win! · Tic-Tac-Toe": the result is in the tab's title too.
    static let titleShowsResult = true

    /// A new game's page focuses a free square.
    static let startFocus = MoveFocus.started

    static func focus(after move: TicTacToeMove) -> MoveFocus {
        switch move {
        case .place(let position, _): .placed(position)
        }
    }

    static func gameFinished(_ c: Connection, game: TicTacToeGame, record: GameRecord, now: Int64) throws {
        try TicTacToeRecords.update(c, game: game, record: record, now: now)
    }
}

/// What a Tic-Tac-Toe page shows of the session's other games.
struct TicTacToeHistory: Sendable, Hashable {
    struct Count: Sendable, Hashable {
        let level: String
        let outcome: String
        let count: Int
    }

    /// Finished games by level and outcome.
    let tally: [Count]
    /// The previous game's board, while a new game is fresh.
    let previousBoard: Board?
    /// Games with friends online (`/tictactoe/online/…`), a row of the tally of their own.
    let online: OnlineRecord
}
