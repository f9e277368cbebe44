import Storage

extension LeaderboardBoard {
    /// Puts a won game on this board with its server-measured time (first move to last), once:
    /// the store keeps one row per game, so a replayed finish cannot add a second.
    func recordWin(_ c: Connection, _ record: GameRecord, penalty: Int = 0, now: Int64,
                   detail: (_ milliseconds: Int64) -> Double?) throws {
        guard let started = record.startedAt, let finished = record.finishedAt else { return }
        let milliseconds = max(1, finished - started)
        _ = try ScoreStore.record(c, board: board, sessionID: record.sessionID, gameID: record.id,
                                  value: milliseconds, penalty: penalty, detail: detail(milliseconds), now: now)
    }
}
