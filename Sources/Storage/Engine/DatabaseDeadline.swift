/// The instant by which the work under way (a request) must be done with the database, whatever it still has to
/// read or write: every wait on PostgreSQL (a pooled connection, connecting, an answer) ends by it, so several waits
/// in a row cannot add up past it. Set for the length of `within`; outside it each wait has only its own bound.
public enum DatabaseDeadline {
    @TaskLocal static var current: ContinuousClock.Instant?

    /// Runs `body` with `deadline` for every database wait in it (the earlier one, when one is set already).
    public static func within<T>(_ deadline: ContinuousClock.Instant, _ body: () throws -> T) rethrows -> T {
        let earlier = current.map { min($0, deadline) } ?? deadline
        return try $current.withValue(earlier, operation: body)
    }

    /// `limit`, or less when the deadline comes sooner; `.zero` once it has passed.
    static func bound(_ limit: Duration) -> Duration {
        guard let current else { return limit }
        return max(.zero, min(limit, current - .now))
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
