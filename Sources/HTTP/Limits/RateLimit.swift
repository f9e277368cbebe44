/// How often one client may do something: a token bucket that refills `perSecond` tokens a second up to `burst`,
/// one token per request, for at most `capacity` clients remembered at once.
public struct RateLimit: Sendable, Equatable {
    public var perSecond: Double
    public var burst: Int
    public var capacity: Int

    /// Generous for a human: 10 moves a second sustained, 30 at once. A bucket idle for burst / rate (3 s) is
    /// full again, as good as forgotten, so 10,000 buckets are exact unless 10,000 clients post within 3 s
    /// (and then the oldest are forgotten, which only ever favours them). Under 1 MB, reserved at start.
    public static let standard = RateLimit(perSecond: 10, burst: 30, capacity: 10_000)

    public init(perSecond: Double, burst: Int, capacity: Int = RateLimit.standard.capacity) {
        self.perSecond = perSecond
        self.burst = burst
        self.capacity = capacity
    }
}
