import Games
import Storage
import TicTacToe

/// Tic-Tac-Toe on the site: its registry line, its page (with this session's tally and the previous game's
/// fading pieces), and its boards, which count games rather than time them.
enum TicTacToePages: GamePages {
    /// Its page tally and its streak and wins boards read its past games, up to `streakLookBack` of them.
    static let entry = GameEntry(
        Self.self, slug: "tictactoe", title: "Tic-Tac-Toe", subtitle: "Beat the computer or a friend",
        boards: [(impossibleStreak, "Unbeaten streak vs Impossible", .count("games")),
                 (mediumWins, "Wins vs Medium", .count("wins"))],
        gamesKept: TicTacToeRecords.streakLookBack)

    /// The levels of its boards (`TicTacToeRecords` keeps them).
    static let impossibleStreak = "impossible-streak"
    static let mediumWins = "medium-wins"

    /// A new game this fresh still shows the previous game's pieces fading away; a later visit does not.
    static let fadeWindow: Int64 = 10_000

    static func readExtra(_ c: Connection, _ record: GameRecord, now: Int64) throws -> TicTacToeHistory {
        let tally = try GameStore.tally(c, sessionID: record.sessionID, kind: record.kind)
            .map { TicTacToeHistory.Count(level: $0.level, outcome: $0.outcome, count: $0.count) }
        return TicTacToeHistory(tally: tally, previousBoard: try previousBoard(c, record, now: now),
                                online: try OnlineRecord.read(c, sessionID: record.sessionID))
    }

    /// The board of the game before this one, while this one is untouched and brand new: its pieces fade away.
    private static func previousBoard(_ c: Connection, _ record: GameRecord, now: Int64) throws -> Board? {
        guard record.version == 1, now - record.createdAt <= fadeWindow else { return nil }
        let recent = try GameStore.recent(c, sessionID: record.sessionID, kind: record.kind, limit: 2)
        guard let before = recent.first(where: { $0.id < record.id }) else { return nil }
        return (try? TicTacToeGame(storedForm: before.state))?.board
    }

    static func page(_ view: GameView<TicTacToeGame>, _ history: TicTacToeHistory) -> TicTacToePage {
        TicTacToePage(view, history)
    }

    /// The page after a move names the square just played, so that piece snaps in too (not only the computer's reply).
    static func pageQuery(after move: TicTacToeMove) -> String? {
        switch move {
        case .place(let position, _): "\(TicTacToePage.playedParameter)=\(position)"
        }
    }

    /// The square the page focuses has the id `square`: a fragment naming a focusable element focuses it (`#play`
    /// would leave the focus on the page), and its scroll margin keeps the page at the top. A finished game's page
    /// has no such square, so its result overlay's own `autofocus` holds.
    static func fragment(after move: TicTacToeMove) -> String { "square" }

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
