import Synchronization

/// Wrong operator tokens counted across all clients, since the per-client post limit alone lets many addresses guess
/// hundreds of times a second: after `freeFailures`, each wrong token closes the check for everyone (1 s, 2, 4 … up
/// to `longestDelay`). The right token reopens it; a quiet `forgetAfter` forgets the count.
final class TokenBackoff: Sendable {
    static let freeFailures = 5
    static let firstDelay: Int64 = 1_000
    static let longestDelay: Int64 = 60_000
    static let forgetAfter: Int64 = 10 * 60_000

    enum Outcome: Equatable {
        case accepted
        case refused
        /// Not checked: the check is closed for this many more milliseconds.
        case closed(milliseconds: Int64)
    }

    private struct State {
        var failures = 0
        var lastFailureAt: Int64 = 0
        var closedUntil: Int64 = .min
    }

    private let state = Mutex(State())

    /// Runs `matches` (the constant-time comparison) unless the check is closed at `now` (milliseconds), and counts
    /// a failure. Under the lock, so concurrent guesses cannot all slip in before the first failure is counted.
    func check(now: Int64, _ matches: () -> Bool) -> Outcome {
        state.withLock { state in
            if now < state.closedUntil { return .closed(milliseconds: state.closedUntil - now) }
            if state.failures > 0, now - state.lastFailureAt >= Self.forgetAfter { state.failures = 0 }
            if matches() {
                state.failures = 0
                return .accepted
            }
            state.failures += 1
            state.lastFailureAt = now
            let beyond = state.failures - Self.freeFailures
            if beyond > 0 {
                state.closedUntil = now + min(Self.firstDelay << min(beyond - 1, 16), Self.longestDelay)
            }
            return .refused
        }
    }
}
