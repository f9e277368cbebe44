import Storage

extension GameMoves {
    /// What a finished game leaves on the leaderboard, in the transaction that finished it. The rules every game
    /// shares are held here, not by each game: a game that used undo, or a practice game (`GameRecord.mayRank`),
    /// counts for no board; only a won one gets a score (`GamePages.score`), timed from its first move to its last.
    func recordResult(_ c: Connection, game: Core, record: GameRecord, now: Int64) throws {
        guard record.mayRank else { return }
        try Pages.gameFinished(c, game: game, record: record, now: now)
        guard game.outcome == .won, let board = LeaderboardBoard.of(record),
              let started = record.startedAt, let finished = record.finishedAt,
              let score = Pages.score(game, milliseconds: max(1, finished - started))
        else { return }
        // One row per game: a replayed finish cannot add a second.
        _ = try ScoreStore.record(c, board: board.board, sessionID: record.sessionID, gameID: record.id,
                                  value: score.value, penalty: score.penalty, detail: score.detail,
                                  measures: score.measures, now: now)
    }
}
