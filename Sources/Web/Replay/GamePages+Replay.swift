import Games
import Storage

extension GamePages {
    /// Replays a stored game from the params and seed its state holds and its move log: nil when that gives the
    /// stored state (and the row's outcome and move count), else what differs.
    static func replayMismatch(_ record: GameRecord, log: [String]) -> String? {
        let stored: Core
        do {
            stored = try Core(storedForm: record.state)
        } catch {
            return "its stored state cannot be read (\(error))"
        }
        var replayed: Core
        do throws(ReplayFailure) {
            replayed = try Core.replaying(params: stored.params, seed: stored.seed, log: log)
        } catch {
            return "its log does not replay: \(error)"
        }
        // Interface settings are stored, not logged.
        replayed.takeSettings(from: stored)
        guard replayed.storedForm == record.state else {
            return "its \(log.count) log entries replay to another game than the one stored (replayed: "
                + "\(replayed.outcome.rawValue), \(replayed.moveCount) moves; stored: \(stored.outcome.rawValue), \(stored.moveCount) moves)"
        }
        guard replayed.outcome.rawValue == record.outcome, replayed.moveCount == record.moves else {
            return "its row says \(record.outcome) after \(record.moves) moves, its replay \(replayed.outcome.rawValue) after \(replayed.moveCount)"
        }
        return nil
    }
}
