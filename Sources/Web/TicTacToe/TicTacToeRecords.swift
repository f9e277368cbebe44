import Games
import Storage
import TicTacToe

/// Tic-Tac-Toe is no time race: its boards count the longest unbeaten streak against Impossible and most wins against
/// Medium in one browser session, each session's best kept and dated (`ScoreStore.recordBest`). A game that used undo
/// counts for neither and ends a streak (else losing and taking it back would keep one).
enum TicTacToeRecords {
    /// Streaks longer than this are not looked back over (nobody ties a thousand games in a row by hand).
    static let streakLookBack = 1000

    /// A finished game that may rank (`GameMoves.recordResult`), whatever its outcome.
    static func update(_ c: Connection, game: TicTacToeGame, record: GameRecord, now: Int64) throws {
        guard game.params.mode == .vsComputer else { return }
        switch game.params.level {
        case .impossible where game.outcome != .lost:
            try recordBest(c, TicTacToePages.impossibleStreak, try impossibleStreak(c, record: record), record, now: now)
        case .medium where game.outcome == .won:
            let wins = try GameStore.tally(c, sessionID: record.sessionID, kind: record.kind, ranked: true)
                .filter { $0.level == TicTacToeLevel.medium.rawValue && $0.outcome == Outcome.won.rawValue }
                .reduce(0) { $0 + $1.count }
            try recordBest(c, TicTacToePages.mediumWins, wins, record, now: now)
        default:
            break
        }
    }

    /// The current unbeaten streak against Impossible. This runs inside the move's write transaction, so it
    /// reads recent games in growing pages and stops at the page where the streak breaks: the lock is held
    /// for about the streak's length, not for `streakLookBack` rows on every win.
    static func impossibleStreak(_ c: Connection, record: GameRecord) throws -> Int {
        var limit = 16
        while true {
            let recent = try GameStore.recent(c, sessionID: record.sessionID, kind: record.kind, limit: limit)
            // A game left unfinished after the player moved ends the streak like a loss, or starting
            // a new game whenever a loss looms would keep any streak alive. Untouched games do not count.
            let counted = recent.filter { $0.level == TicTacToeLevel.impossible.rawValue && ($0.finishedAt != nil || $0.moves > 0) }
            let streak = counted.prefix { $0.finishedAt != nil && $0.outcome != Outcome.lost.rawValue && $0.mayRank }.count
            if streak < counted.count || recent.count < limit || limit >= streakLookBack { return streak }
            limit = min(limit * 8, streakLookBack)
        }
    }

    private static func recordBest(_ c: Connection, _ level: String, _ value: Int, _ record: GameRecord, now: Int64) throws {
        guard let board = TicTacToePages.entry.board(level) else { return }
        _ = try ScoreStore.recordBest(c, board: board.board, sessionID: record.sessionID, value: Int64(value), now: now)
    }
}
