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

/// `/healthz`: 200 while the database answers, 503 otherwise, for load balancers and the container HEALTHCHECK.
/// A class: its last check is shared by every request the router sends it.
final class HealthController: RouteController {
    /// `/healthz` answers from the last check for this long (ms): the check takes the write lock, and a
    /// flood of health checks must not queue with players' moves for it.
    static let maxAge: Int64 = 1000
    /// How long a `/healthz` request waits for a check (issue 28): the answer must come within a load balancer's
    /// patience whatever the database does. A check that takes longer goes on in the background, and until it
    /// ends the answer is 503; once one has taken longer than `shortPatience`, or the last one failed,
    /// requests wait only that long.
    static let patience: Duration = .seconds(1)
    static let shortPatience: Duration = .milliseconds(150)

    let app: App
    private let last = Mutex(HealthState())

    init(app: App) {
        self.app = app
    }

    func register(_ router: inout Router) {
        router.get("/healthz") { [self] _ in health() }
    }

    func health() -> Response {
        var response: Response = isHealthy() ? .text("ok\n") : .text("database unavailable\n", status: 503)
        response.setHeader("Cache-Control", "no-store")
        return response
    }

    /// The last result while it is younger than `maxAge`, else the result of a check: one runs at a time, in
    /// the background, and every request that needs it waits for it (at most its patience).
    func isHealthy() -> Bool {
        let now = app.clock.now()
        let started = ContinuousClock.now
        let wait: (check: DispatchGroup, patience: Duration)? = last.withLock { state in
            if let at = state.checkedAt, (at...(at + Self.maxAge - 1)).contains(now) { return nil }
            if let running = state.running, let since = state.runningSince {
                let long = started - since > Self.shortPatience || !state.healthy
                return (running, long ? Self.shortPatience : Self.patience)
            }
            let check = DispatchGroup()
            check.enter()
            state.running = check
            state.runningSince = started
            DispatchQueue.global().async { [self] in
                let healthy = app.database.isHealthy()
                last.withLock { state in
                    state = HealthState(checkedAt: app.clock.now(), healthy: healthy)
                }
                check.leave()
            }
            return (check, state.checkedAt == nil || state.healthy ? Self.patience : Self.shortPatience)
        }
        guard let wait else { return last.withLock { $0.healthy } }
        let (seconds, attoseconds) = wait.patience.components
        let timeout = DispatchTime.now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
        guard wait.check.wait(timeout: timeout) == .success else { return false }
        return last.withLock { $0.healthy }
    }
}
