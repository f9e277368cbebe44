import HTTP
import Testing

/// The token bucket with a clock the test holds: milliseconds passed to `admit`, never the real time.
@Suite("Rate limiter")
struct RateLimiterTests {
    @Test("a burst is allowed at once, the next request is refused with the seconds until a token is back")
    func burstThenRefused() {
        let limiter = RateLimiter<String>(RateLimit(perSecond: 10, burst: 30))
        for _ in 0..<30 {
            #expect(limiter.admit("a", now: 0) == .allowed)
        }
        #expect(limiter.admit("a", now: 0) == .refused(retryAfter: 1), "0.1 s to the next token rounds up to 1 s")
        #expect(limiter.admit("b", now: 0) == .allowed, "another client has its own bucket")
    }

    @Test("tokens come back at the rate, never beyond the burst")
    func refill() {
        let limiter = RateLimiter<String>(RateLimit(perSecond: 10, burst: 5))
        for _ in 0..<5 { _ = limiter.admit("a", now: 0) }
        #expect(limiter.admit("a", now: 99) != .allowed, "99 ms: not yet a whole token")
        #expect(limiter.admit("a", now: 100) == .allowed, "100 ms: one token")
        #expect(limiter.admit("a", now: 100) != .allowed)
        // An hour idle fills the bucket to the burst, not to 36,000.
        let later: Int64 = 3_600_000
        for _ in 0..<5 {
            #expect(limiter.admit("a", now: later) == .allowed)
        }
        #expect(limiter.admit("a", now: later) != .allowed)
    }

    @Test("10 a second sustained is always allowed")
    func sustainedRate() {
        let limiter = RateLimiter<String>(.standard)
        for step in 0..<10_000 {
            #expect(limiter.admit("a", now: Int64(step) * 100) == .allowed)
        }
    }

    @Test("Retry-After counts whole seconds to the next token, at least 1")
    func retryAfter() {
        let slow = RateLimiter<String>(RateLimit(perSecond: 0.25, burst: 1))
        #expect(slow.admit("a", now: 0) == .allowed)
        #expect(slow.admit("a", now: 0) == .refused(retryAfter: 4))
        #expect(slow.admit("a", now: 1_500) == .refused(retryAfter: 3), "2.5 s left rounds up")
        #expect(slow.admit("a", now: 4_000) == .allowed)
    }

    @Test("a clock set back only delays the refill")
    func clockSetBack() {
        let limiter = RateLimiter<String>(RateLimit(perSecond: 1, burst: 1))
        #expect(limiter.admit("a", now: 10_000) == .allowed)
        #expect(limiter.admit("a", now: 5_000) == .refused(retryAfter: 1))
        #expect(limiter.admit("a", now: 6_000) == .allowed, "a second after the new reading")
    }

    @Test("the least recently used bucket is the one forgotten, and a forgotten client starts full")
    func leastRecentlyUsedEviction() {
        let limiter = RateLimiter<String>(RateLimit(perSecond: 0.001, burst: 1, capacity: 2))
        #expect(limiter.admit("a", now: 0) == .allowed)
        #expect(limiter.admit("b", now: 0) == .allowed)
        #expect(limiter.admit("a", now: 0) != .allowed)  // a is now the most recent
        #expect(limiter.admit("c", now: 0) == .allowed)  // room made by forgetting b, not a
        #expect(limiter.count == 2)
        #expect(limiter.admit("a", now: 0) != .allowed, "a was remembered, though it came first")
        #expect(limiter.admit("b", now: 0) == .allowed, "b was forgotten: a full bucket again")
        #expect(limiter.admit("c", now: 0) == .allowed, "c made room for b")
        #expect(limiter.count == 2)
    }

    @Test("a capacity of one keeps only the last client")
    func capacityOne() {
        let limiter = RateLimiter<Int>(RateLimit(perSecond: 0.001, burst: 1, capacity: 1))
        #expect(limiter.admit(1, now: 0) == .allowed)
        #expect(limiter.admit(1, now: 0) != .allowed)
        #expect(limiter.admit(2, now: 0) == .allowed)
        #expect(limiter.admit(1, now: 0) == .allowed)
        #expect(limiter.count == 1)
    }

    @Test("1,000,000 distinct addresses never hold more than the cap, and the limit still holds after")
    func memoryBoundedUnderAFlood() {
        let limiter = RateLimiter<IPAddress>(RateLimit(perSecond: 10, burst: 2, capacity: 1_000))
        for n in 0..<1_000_000 {
            _ = limiter.admit(IPAddress(high: 0x2001_0db8_0000_0000 | UInt64(n), low: 0), now: Int64(n / 1_000))
            if n % 100_000 == 0 {
                #expect(limiter.count == min(n + 1, 1_000))
            }
        }
        #expect(limiter.count == 1_000)
        let client = IPAddress(high: 1, low: 1)
        #expect(limiter.admit(client, now: 1_000) == .allowed)
        #expect(limiter.admit(client, now: 1_000) == .allowed)
        #expect(limiter.admit(client, now: 1_000) != .allowed)
        #expect(limiter.count == 1_000)
    }
}
