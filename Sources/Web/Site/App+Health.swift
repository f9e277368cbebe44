import Dispatch
import HTTP
import Synchronization

/// The last answer of the database's health check, shared by every `/healthz` request, and the check under way.
struct HealthState: Sendable {
    var checkedAt: Int64?
    var healthy = false
    var running: DispatchGroup?
    var runningSince: ContinuousClock.Instant?
}

extension App {
    /// `/healthz` answers from the last check for this long (ms): the check takes the write lock, and a
    /// flood of health checks must not queue with players' moves for it.
    static let healthMaxAge: Int64 = 1000
    /// How long a `/healthz` request waits for a check (issue 28): the answer must come within a load balancer's
    /// patience whatever the database does. A check that takes longer goes on in the background, and until it
    /// ends the answer is 503; once one has taken longer than `healthShortPatience`, or the last one failed,
    /// requests wait only that long.
    static let healthPatience: Duration = .seconds(1)
    static let healthShortPatience: Duration = .milliseconds(150)

    /// 200 while the database answers, 503 otherwise: for load balancers and the container HEALTHCHECK.
    func health() -> Response {
        var response: Response = isHealthy() ? .text("ok\n") : .text("database unavailable\n", status: 503)
        response.setHeader("Cache-Control", "no-store")
        return response
    }

    /// The last result while it is younger than `healthMaxAge`, else the result of a check: one runs at a time, in
    /// the background, and every request that needs it waits for it (at most its patience).
    func isHealthy() -> Bool {
        let now = clock.now()
        let started = ContinuousClock.now
        let wait: (check: DispatchGroup, patience: Duration)? = lastHealth.withLock { state in
            if let at = state.checkedAt, (at...(at + Self.healthMaxAge - 1)).contains(now) { return nil }
            if let running = state.running, let since = state.runningSince {
                let long = started - since > Self.healthShortPatience || !state.healthy
                return (running, long ? Self.healthShortPatience : Self.healthPatience)
            }
            let check = DispatchGroup()
            check.enter()
            state.running = check
            state.runningSince = started
            DispatchQueue.global().async { [self] in
                let healthy = database.isHealthy()
                lastHealth.withLock { state in
                    state = HealthState(checkedAt: clock.now(), healthy: healthy)
                }
                check.leave()
            }
            return (check, state.checkedAt == nil || state.healthy ? Self.healthPatience : Self.healthShortPatience)
        }
        guard let wait else { return lastHealth.withLock { $0.healthy } }
        let (seconds, attoseconds) = wait.patience.components
        let timeout = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        guard wait.check.wait(timeout: timeout) == .success else { return false }
        return lastHealth.withLock { $0.healthy }
    }
}
