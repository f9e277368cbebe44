import Games
import Storage
import UltimateTicTacToe

/// Ultimate Tic-Tac-Toe's board counts the longest streak of wins against Hard in one browser session, kept as the
/// session's best and dated (`ScoreStore.recordBest`). A draw neither adds nor ends it; a loss, a game left unfinished
/// or one that used undo ends it (else taking a loss back, or walking away, would keep a streak alive).
enum UltimateTicTacToeRecords {
    /// Streaks longer than this are not looked back over.
    static let streakLookBack = 1000

    /// A finished game that may rank (`GameController.recordResult`), whatever its outcome: only a win can set a
    /// new best.
    static func update(_ c: Connection, game: UltimateTicTacToeGame, record: GameRecord, now: Int64) throws {
        guard game.params.mode == .vsComputer, game.params.level == .hard, game.outcome == .won,
              let board = UltimateTicTacToePages.entry.board(UltimateTicTacToePages.hardStreak) else { return }
        let streak = try hardStreak(c, record: record)
        _ = try ScoreStore.recordBest(c, board: board.board, sessionID: record.sessionID, value: Int64(streak), now: now)
    }

    /// The wins of the current streak against Hard. This runs inside the move's write transaction, so it reads
    /// recent games in growing pages and stops at the page where the streak breaks.
    static func hardStreak(_ c: Connection, record: GameRecord) throws -> Int {
        var limit = 16
        while true {
            let recent = try GameStore.recent(c, sessionID: record.sessionID, kind: record.kind, limit: limit)
            // Untouched games do not count; one left after a move breaks the streak as a loss does.
            let counted = recent.filter { $0.level == UltimateTicTacToeLevel.hard.rawValue && ($0.finishedAt != nil || $0.moves > 0) }
            let unbroken = counted.prefix { $0.finishedAt != nil && $0.outcome != Outcome.lost.rawValue && $0.mayRank }
            let wins = unbroken.filter { $0.outcome == Outcome.won.rawValue }.count
            if unbroken.count < counted.count || recent.count < limit || limit >= streakLookBack { return wins }
            limit = min(limit * 8, streakLookBack)
        }
    }
}
