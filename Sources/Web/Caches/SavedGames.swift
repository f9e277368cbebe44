import Storage
import Synchronization

/// On PostgreSQL, the game (and session) this instance's last move of it saved: the next move at that version skips
/// the read, since the save itself checks version and replacement (`GameStore.saveMove`); when it finds otherwise the
/// move reads and plays again (`GameMoves.move`). Not used for a session due its hourly touch (docs/caches.md).
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
