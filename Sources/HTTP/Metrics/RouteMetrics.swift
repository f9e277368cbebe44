import CoreMetrics
import Synchronization

/// One route pattern's requests by method and status and its latency histogram, labelled by the pattern (never the
/// raw path, so labels stay few); a counter is made on first use, then one atomic load (`LazyCounter`); seconds as a
/// `Double` (a `Duration`'s 128-bit compares cost 5× more per bucket).
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
    private let duration: CoreMetrics.Recorder
    /// Methods × (statuses + other), made on first use.
    private let counters: [LazyCounter]

    public init(pattern: String, factory: any MetricsFactory) {
        self.pattern = pattern
        self.factory = factory
        duration = CoreMetrics.Recorder(label: Self.durationLabel, dimensions: [("route", pattern)], aggregate: true,
                                        factory: factory)
        counters = (0..<(Self.methods.count * (Self.statuses.count + 1))).map { _ in LazyCounter() }
    }

    /// One request answered with `status` after `seconds`.
    public func record(method: String, status: Int, seconds: Double) {
        let methodIndex = Self.methodIndex(method)
        let statusIndex = Self.statusIndex(status)
        let counter = counters[methodIndex * (Self.statuses.count + 1) + statusIndex].counter {
            CoreMetrics.Counter(label: Self.requestsLabel, dimensions: [
                ("route", pattern), ("method", Self.methods[methodIndex]),
                ("status", statusIndex < Self.statuses.count ? String(Self.statuses[statusIndex]) : "other"),
            ], factory: factory)
        }
        counter.increment()
        duration.record(seconds)
    }

    public func record(method: String, status: Int, elapsed: Duration) {
        let (seconds, attoseconds) = elapsed.components
        record(method: method, status: status, seconds: Double(seconds) + Double(attoseconds) * 1e-18)
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

/// A counter made the first time it is needed, read with one atomic load after that: its reference is kept as the
/// bits of a retained pointer (`AtomicLazyReference.load` is not inlined and costs 30× more).
private final class LazyCounter: Sendable {
    private let bits = Atomic<UInt>(0)

    func counter(_ make: () -> CoreMetrics.Counter) -> CoreMetrics.Counter {
        let found = bits.load(ordering: .acquiring)
        if found != 0 {
            return Unmanaged<CoreMetrics.Counter>.fromOpaque(UnsafeRawPointer(bitPattern: found)!).takeUnretainedValue()
        }
        let made = Unmanaged.passRetained(make())
        let (stored, current) = bits.compareExchange(expected: 0, desired: UInt(bitPattern: made.toOpaque()),
                                                     ordering: .acquiringAndReleasing)
        if stored { return made.takeUnretainedValue() }
        made.release()
        return Unmanaged<CoreMetrics.Counter>.fromOpaque(UnsafeRawPointer(bitPattern: current)!).takeUnretainedValue()
    }

    deinit {
        let found = bits.load(ordering: .acquiring)
        if found != 0 { Unmanaged<CoreMetrics.Counter>.fromOpaque(UnsafeRawPointer(bitPattern: found)!).release() }
    }
}
