import CoreMetrics
import Synchronization

/// What one route pattern counts: requests by method and status, and a latency histogram. Labels are the pattern
/// as registered (`/replay/:id`, `/static/`), never the raw path, so their values stay few. Each method-and-status
/// counter is made on its first request and then found without a lock (`AtomicLazyReference`).
public final class RouteMetrics: Sendable {
    public static let requestsLabel = "minigames_http_requests_total"
    public static let durationLabel = "minigames_http_request_duration_seconds"
    /// What a path no route names counts under, and a request refused before it was routed (a bad header block).
    public static let unmatchedPattern = "(none)"
    public static let refusedPattern = "(refused)"
    /// The methods counted by name; any other is `OTHER`.
    static let methods = ["GET", "HEAD", "POST", "OTHER"]
    /// The statuses counted by code; any other is `other`.
    static let statuses = [200, 204, 206, 301, 302, 303, 304, 400, 403, 404, 405, 408, 409, 413, 414, 422, 429,
                           431, 500, 501, 503]

    public let pattern: String
    private let factory: any MetricsFactory
    private let duration: CoreMetrics.Timer
    /// Methods × (statuses + other), made on first use.
    private let counters: [LazyCounter]

    public init(pattern: String, factory: any MetricsFactory) {
        self.pattern = pattern
        self.factory = factory
        duration = CoreMetrics.Timer(label: Self.durationLabel, dimensions: [("route", pattern)], factory: factory)
        counters = (0..<(Self.methods.count * (Self.statuses.count + 1))).map { _ in LazyCounter() }
    }

    /// One request answered with `status` after `elapsed`.
    public func record(method: String, status: Int, elapsed: Duration) {
        let methodIndex = Self.methodIndex(method)
        let statusIndex = Self.statusIndex(status)
        let slot = counters[methodIndex * (Self.statuses.count + 1) + statusIndex]
        let counter = slot.reference.load() ?? slot.reference.storeIfNil(
            CoreMetrics.Counter(label: Self.requestsLabel, dimensions: [
                ("route", pattern), ("method", Self.methods[methodIndex]),
                ("status", statusIndex < Self.statuses.count ? String(Self.statuses[statusIndex]) : "other"),
            ], factory: factory))
        counter.increment()
        let (seconds, attoseconds) = elapsed.components
        duration.recordNanoseconds(seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000)
    }

    static func methodIndex(_ method: String) -> Int {
        switch method {
        case "GET": 0
        case "HEAD": 1
        case "POST": 2
        default: 3
        }
    }

    static func statusIndex(_ status: Int) -> Int {
        statuses.firstIndex(of: status) ?? statuses.count
    }
}

/// A counter made the first time it is needed, read without a lock after that.
private final class LazyCounter: Sendable {
    let reference = AtomicLazyReference<CoreMetrics.Counter>()
}
