import Synchronization

/// Notices commits made by other processes (`minigames moderate`, another server on the same file), which a
/// cache dropped only on this process's own commits would miss. It reads the writer's `data_version`
/// (`Database.foreignDataVersion`): one pragma, at most once per `interval`, and skipped while the writer is
/// busy. The interval also bounds how often a busy second writer can empty the caches.
public final class DataVersionWatch: ChangeWatch {
    private struct State {
        var version: Int64?
        var checkedAt: ContinuousClock.Instant?
        /// The commit stamp read just before the last version was read: while the file's stamp still equals it,
        /// nothing has committed since, and there is nothing to look at.
        var stamp: SIMD8<UInt64>?
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
        let stamp = database.commitStamp()
        let now = ContinuousClock.now
        let due = state.withLock { state in
            if let stamp, state.stamp == stamp { return false }
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
            defer {
                state.version = version
                state.stamp = stamp
            }
            return state.version != version
        }
    }

    public func isCaughtUp(with stamp: SIMD8<UInt64>) -> Bool {
        state.withLock { $0.stamp == stamp }
    }

    /// Nothing runs in the background: each check reads the pragma itself.
    public func stop() {}
}
