import Storage
import Synchronization

/// On PostgreSQL, each session's game of one kind as this instance last saved it by a move, with the session as that
/// move read it: the next move of the same game at that very version needs no read first (one statement a move, not
/// two), since its save applies only to that version of the session's newest game of the kind
/// (`GameStore.saveMove`). When the save finds otherwise (another instance moved it, started a game, or the session
/// went), the move reads and plays again (`GameMoves.move`). Never used for a session due its hourly touch.
final class SavedGames: Sendable {
    struct Saved: Sendable {
        let session: SessionRecord
        let record: GameRecord
    }

    private let limit: Int
    private let saved = Mutex<[String: Saved]>([:])

    init(limit: Int = 8192) {
        self.limit = max(1, limit)
    }

    /// The game saved at `version` for `sessionID`, its session read less than `touchInterval` ago at `now`.
    func game(kind: String, sessionID: String, version: Int, now: Int64, touchInterval: Int64) -> Saved? {
        guard let kept = saved.withLock({ $0[Self.key(kind, sessionID)] }), kept.record.version == version,
              now - kept.session.seenAt <= touchInterval else { return nil }
        return kept
    }

    func keep(_ record: GameRecord, kind: String, session: SessionRecord) {
        saved.withLock { saved in
            // Past the limit, all go at once: each is one read saved, and the next move keeps its game again.
            if saved.count >= limit { saved.removeAll(keepingCapacity: true) }
            saved[Self.key(kind, session.id)] = Saved(session: session, record: record)
        }
    }

    func forget(kind: String, sessionID: String) {
        _ = saved.withLock { $0.removeValue(forKey: Self.key(kind, sessionID)) }
    }

    private static func key(_ kind: String, _ sessionID: String) -> String {
        "\(kind) \(sessionID)"
    }
}
