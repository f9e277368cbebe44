import Synchronization

/// The instant by which the work under way (a request) must be done with the database, whatever it still has to
/// read or write: every wait on PostgreSQL (a pooled connection, connecting, an answer) ends by it, so several waits
/// in a row cannot add up past it. Set for the length of `within`; outside it each wait has only its own bound.
public enum DatabaseDeadline {
    /// Held in a box so that work that waits on no database (`excluding`) can move it later for what follows.
    final class Moving: Sendable {
        let instant: Mutex<ContinuousClock.Instant>

        init(_ instant: ContinuousClock.Instant) {
            self.instant = Mutex(instant)
        }
    }

    @TaskLocal static var current: Moving?

    /// Runs `body` with `deadline` for every database wait in it (the earlier one, when one is set already).
    public static func within<T>(_ deadline: ContinuousClock.Instant, _ body: () throws -> T) rethrows -> T {
        let earlier = current.map { min($0.instant.withLock { $0 }, deadline) } ?? deadline
        return try $current.withValue(Moving(earlier), operation: body)
    }

    /// Runs `work`, which waits on no database (the computer's search), and moves the deadline later by the time it
    /// took: a search slowed by a busy machine is no wait on PostgreSQL, and must not leave the save no time.
    public static func excluding<T>(_ work: () throws -> T) rethrows -> T {
        guard let current else { return try work() }
        let started = ContinuousClock.now
        defer { current.instant.withLock { $0 = $0 + (ContinuousClock.now - started) } }
        return try work()
    }

    /// `limit`, or less when the deadline comes sooner; `.zero` once it has passed.
    static func bound(_ limit: Duration) -> Duration {
        guard let current else { return limit }
        return max(.zero, min(limit, current.instant.withLock { $0 } - .now))
    }

    /// True when the deadline, not `limit`, is what ends a wait of `limit` starting now.
    static func cuts(_ limit: Duration) -> Bool {
        bound(limit) < limit
    }
}

extension Duration {
    /// Whole milliseconds, rounded down.
    var wholeMilliseconds: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
    }
}
