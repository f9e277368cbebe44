import Foundation

/// The server's clock, in milliseconds since the epoch. Injected so tests can move time
/// (leaderboard windows, game durations) without waiting.
public struct WallClock: Sendable {
    public let now: @Sendable () -> Int64

    public init(now: @escaping @Sendable () -> Int64) {
        self.now = now
    }

    public static let system = WallClock {
        var spec = timespec()
        clock_gettime(CLOCK_REALTIME, &spec)
        return Int64(spec.tv_sec) * 1000 + Int64(spec.tv_nsec) / 1_000_000
    }
}
