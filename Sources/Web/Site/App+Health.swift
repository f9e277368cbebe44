import HTTP
import Synchronization

/// The last answer of the database's health check, shared by every `/healthz` request.
struct HealthState: Sendable {
    var checkedAt: Int64?
    var healthy = false
    var checking = false
}

extension App {
    /// `/healthz` answers from the last check for this long (ms): the check takes the write lock, and a
    /// flood of health checks must not queue with players' moves for it.
    static let healthMaxAge: Int64 = 1000

    /// 200 while the database answers, 503 otherwise: for load balancers and the container HEALTHCHECK.
    func health() -> Response {
        var response: Response = isHealthy() ? .text("ok\n") : .text("database unavailable\n", status: 503)
        response.setHeader("Cache-Control", "no-store")
        return response
    }

    /// The last result while it is younger than `healthMaxAge`, else a new check. One request checks at a
    /// time; the others answer the previous result meanwhile (they would only wait for the same lock).
    func isHealthy() -> Bool {
        let now = clock.now()
        let cached: Bool? = lastHealth.withLock { state in
            if let at = state.checkedAt, (at...(at + Self.healthMaxAge - 1)).contains(now) || state.checking {
                return state.healthy
            }
            state.checking = true
            return nil
        }
        if let cached { return cached }
        let healthy = database.isHealthy()
        lastHealth.withLock { state in
            state = HealthState(checkedAt: clock.now(), healthy: healthy, checking: false)
        }
        return healthy
    }
}
