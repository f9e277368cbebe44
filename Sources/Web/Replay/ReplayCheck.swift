import Storage

/// The replay check (`minigames check-replays`): every stored game replayed from its params, seed and log and compared
/// with its stored state; the state is the fast path and the log the record, so a mismatch is reported, never fixed.
/// A game created before the move log (migration 8) whose partial log does not replay is counted apart and skipped.
public enum ReplayCheck {
    public struct Mismatch: Sendable, Equatable, CustomStringConvertible {
        public let gameID: Int64
        public let kind: String
        public let reason: String

        public var description: String { "game \(gameID) (\(kind)): \(reason)" }
    }

    public struct Report: Sendable {
        /// Games replayed to their stored state.
        public var matched = 0
        /// Games created before the move log began whose log does not replay to them: not checked.
        public var beforeLog = 0
        public var mismatches: [Mismatch] = []
        /// When the move log began (ms), if it has.
        public var logStartedAt: Int64?

        public var checked: Int { matched + mismatches.count }
    }

    /// Reads the games in pages of `batch`, each page and its logs in one read transaction, so a running server
    /// is never held up for long.
    public static func run(_ database: Database, batch: Int = 200) throws -> Report {
        var report = Report()
        report.logStartedAt = try database.read { c in try MoveLogStore.logStartedAt(c) }
        var lastID: Int64 = 0
        while true {
            let page = try database.read { c in
                try MoveLogStore.games(c, afterID: lastID, limit: batch).map { record in
                    (record, try MoveLogStore.moves(c, gameID: record.id).map(\.text))
                }
            }
            guard let last = page.last else { return report }
            lastID = last.0.id
            for (record, log) in page { check(record, log: log, into: &report) }
        }
    }

    static func check(_ record: GameRecord, log: [String], into report: inout Report) {
        let reason: String?
        if let game = GameRegistry.game(record.kind) {
            reason = game.replayMismatch(record, log)
        } else {
            reason = "no game of this kind is served"
        }
        guard let reason else {
            report.matched += 1
            return
        }
        if let started = report.logStartedAt, record.createdAt < started {
            report.beforeLog += 1
        } else {
            report.mismatches.append(Mismatch(gameID: record.id, kind: record.kind, reason: reason))
        }
    }
}
