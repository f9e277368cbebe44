import Synchronization

/// Notices commits by other processes (`minigames moderate`, another server on the file), which caches dropped only
/// on this process's commits would miss: the writer's `data_version` at most once per `interval`, skipped while the
/// writer is busy. The interval also bounds how often a busy second writer can empty the caches.
public final class DataVersionWatch: ChangeWatch {
    private let database: Database
    private let interval: Duration
    /// The count of other processes' commits last reported.
    private let reported: Mutex<UInt64>

    public init(database: Database, interval: Duration = Database.othersInterval) {
        self.database = database
        self.interval = interval
        reported = Mutex(database.foreignCommits(interval: interval) ?? 0)
    }

    /// True when another connection has committed since the last call that said so.
    public func changedElsewhere() -> Bool {
        guard let commits = database.foreignCommits(interval: interval) else { return false }
        return reported.withLock { reported in
            guard reported != commits else { return false }
            reported = commits
            return true
        }
    }

    /// The stamp's word 1 counts the other processes' commits noticed when it was read.
    public func isCaughtUp(with stamp: SIMD8<UInt64>) -> Bool {
        reported.withLock { $0 == stamp[1] }
    }

    /// Nothing runs in the background: each check reads the pragma itself.
    public func stop() {}
}
