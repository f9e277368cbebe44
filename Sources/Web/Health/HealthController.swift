import Dispatch
import HTTP
import Synchronization

/// The last answer of the database's health check, shared by every `/healthz` request, and the check under way.
struct HealthState: Sendable {
    var checkedAt: Int64?
    /// Nil when the last check passed; why not otherwise.
    var problem: String? = HealthController.noCheckYet
    var running: DispatchGroup?
    var runningSince: ContinuousClock.Instant?
}

/// What a `/healthz` request knows at once (the problem, nil when none), or the check it waits for and the answer if
/// that check is late.
private enum HealthVerdict {
    case known(String?)
    case waiting(DispatchGroup, until: ContinuousClock.Instant, otherwise: String?)
}

/// `/healthz`: 200 while the database can be read and written, 503 with the reason otherwise, for load balancers, the
/// container HEALTHCHECK and the operator. A class: its last check is shared by every request the router sends it.
final class HealthController: RouteController {
    /// `/healthz` answers from the last check for this long (ms): the check takes the write lock, and a
    /// flood of health checks must not queue with players' moves for it.
    static let maxAge: Int64 = 1000
    /// How long a `/healthz` request waits for a check under way, so that it answers within 200 ms
    /// whatever the database does: a check still running then answers the last result (a busy machine's slow
    /// check does not flap to 503), until the check has run `slowCheck`: then the database is not answering, 503.
    static let patience: Duration = .milliseconds(150)
    static let slowCheck: Duration = .seconds(1)
    /// How long a request waits for the first check, which `register` starts (a new connection, a new thread):
    /// there is no last result to answer before it.
    static let firstPatience: Duration = .seconds(1)
    static let noCheckYet = "no check has finished yet"
    static let slowCheckProblem = "the database has not answered the check for a second"

    let app: App
    private let last = Mutex(HealthState())

    init(app: App) {
        self.app = app
    }

    func register(_ router: inout Router) {
        router.get("/healthz") { [self] _ in health() }
        last.withLock { _ = startCheck(&$0) }
    }

    func health() -> Response {
        var response: Response = problem().map { problem in
            Unavailable.count("health_check")
            return .text("database unavailable: \(problem)\n", status: 503)
        } ?? .text("ok\n")
        response.setHeader("Cache-Control", "no-store")
        return response
    }

    /// The last result while it is younger than `maxAge`, else the result of a check: one runs at a time, in
    /// the background; a request waits for it at most `patience` (`firstPatience` for the first) and then answers
    /// the last result, until the check has run `slowCheck`: a problem from then on (the database does not answer).
    func problem() -> String? {
        let now = app.clock.now()
        let started = ContinuousClock.now
        let verdict: HealthVerdict = last.withLock { state in
            if let at = state.checkedAt, (at...(at + Self.maxAge - 1)).contains(now) { return .known(state.problem) }
            let check = state.running ?? startCheck(&state)
            let since = state.runningSince ?? started
            guard state.checkedAt != nil else {
                let limit = since + Self.firstPatience
                return started < limit
                    ? .waiting(check, until: limit, otherwise: Self.noCheckYet) : .known(Self.slowCheckProblem)
            }
            let slow = since + Self.slowCheck
            return started < slow
                ? .waiting(check, until: min(started + Self.patience, slow), otherwise: state.problem)
                : .known(Self.slowCheckProblem)
        }
        switch verdict {
        case .known(let problem):
            return problem
        case .waiting(let check, let until, let otherwise):
            let (seconds, attoseconds) = (until - ContinuousClock.now).components
            let nanoseconds = max(0, Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
            guard check.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success else { return otherwise }
        }
        return last.withLock { $0.problem }
    }

    /// Starts a check in the background; its result replaces the last one.
    private func startCheck(_ state: inout HealthState) -> DispatchGroup {
        let check = DispatchGroup()
        check.enter()
        state.running = check
        state.runningSince = .now
        DispatchQueue.global().async { [self] in
            let problem = app.database.healthProblem()
            last.withLock { state in
                state = HealthState(checkedAt: app.clock.now(), problem: problem)
            }
            check.leave()
        }
        return check
    }
}
