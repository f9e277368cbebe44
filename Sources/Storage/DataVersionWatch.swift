import Synchronization

/// Notices commits made by other processes (`minigames moderate`, another server on the same file), which a
/// cache dropped only on this process's own commits would miss. It reads the writer's `data_version`
/// (`Database.foreignDataVersion`): one pragma, at most once per `interval`, and skipped while the writer is
/// busy. The interval also bounds how often a busy second writer can empty the caches. On PostgreSQL there is no
/// such number (`foreignDataVersion` is nil), so this watch sees nothing there: other instances' commits have to be
/// announced (LISTEN/NOTIFY on `Database.location`).
public final class DataVersionWatch: Sendable {
    private struct State {
        var version: Int64?
        var checkedAt: ContinuousClock.Instant?
    }

    private let database: Database
    private let interval: Duration
    private let state: Mutex<State>

    public init(database: Database, interval: Duration = .milliseconds(50)) {
        self.database = database
        self.interval = interval
        state = Mutex(State(version: database.foreignDataVersion(), checkedAt: nil))
    }

    /// True when another connection has committed since the last call that returned a version.
    public func changedElsewhere() -> Bool {
        let now = ContinuousClock.now
        let due = state.withLock { state in
            guard let last = state.checkedAt, now - last < interval else {
                state.checkedAt = now
                return true
            }
            return false
        }
        guard due else { return false }
        guard let version = database.foreignDataVersion() else {
            state.withLock { $0.checkedAt = nil }  // the writer was busy: the next request asks again
            return false
        }
        return state.withLock { state in
            defer { state.version = version }
            return state.version != version
        }
    }
}
