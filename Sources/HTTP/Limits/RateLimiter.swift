import Synchronization

/// Token buckets for many clients in fixed memory: at most `capacity`, the least recently used forgotten (that client
/// starts again full). A dictionary plus an intrusive list over one preallocated array: O(1) per request, and no
/// allocation however many addresses a flood brings.
public final class RateLimiter<Key: Hashable & Sendable>: Sendable {
    public enum Decision: Equatable, Sendable {
        case allowed
        /// Whole seconds until a token is back (at least 1): the `Retry-After` value.
        case refused(retryAfter: Int)
    }

    public let limit: RateLimit
    private let buckets: Mutex<Buckets<Key>>

    public init(_ limit: RateLimit) {
        precondition(limit.perSecond > 0 && limit.burst >= 1 && limit.capacity >= 1, "a rate limit needs a rate, a burst and room")
        self.limit = limit
        buckets = Mutex(Buckets(capacity: limit.capacity))
    }

    /// Takes one token from `key`'s bucket at `now` (milliseconds; a clock set back only delays the refill,
    /// one set forward fills the buckets).
    public func admit(_ key: Key, now: Int64) -> Decision {
        let limit = limit
        return buckets.withLock { buckets in
            let slot = buckets.use(key, now: now, full: Double(limit.burst))
            let elapsed = Double(max(0, now - buckets.nodes[slot].updated)) / 1000
            let tokens = min(Double(limit.burst), buckets.nodes[slot].tokens + elapsed * limit.perSecond)
            buckets.nodes[slot].updated = now
            guard tokens >= 1 else {
                buckets.nodes[slot].tokens = tokens
                let seconds = ((1 - tokens) / limit.perSecond).rounded(.up)
                return .refused(retryAfter: Int(min(max(1, seconds), Double(Int32.max))))
            }
            buckets.nodes[slot].tokens = tokens - 1
            return .allowed
        }
    }

    /// Buckets held now (never more than `limit.capacity`).
    public var count: Int {
        buckets.withLock { $0.index.count }
    }
}

/// The buckets and their order of use, most recent at `newest`.
struct Buckets<Key: Hashable> {
    struct Node {
        var key: Key
        var tokens: Double
        /// When `tokens` was last brought up to date (ms).
        var updated: Int64
        var older: Int
        var newer: Int
    }

    private static var none: Int { -1 }
    let capacity: Int
    var index: [Key: Int]
    var nodes: [Node] = []
    private var newest = Buckets.none
    private var oldest = Buckets.none

    init(capacity: Int) {
        self.capacity = capacity
        index = Dictionary(minimumCapacity: capacity)
        nodes.reserveCapacity(capacity)
    }

    /// The slot of `key`'s bucket, now the most recently used: found, new (`full`), or the oldest one's reused.
    mutating func use(_ key: Key, now: Int64, full: Double) -> Int {
        if let slot = index[key] {
            unlink(slot)
            link(slot)
            return slot
        }
        let node = Node(key: key, tokens: full, updated: now, older: Self.none, newer: Self.none)
        let slot: Int
        if nodes.count < capacity {
            slot = nodes.count
            nodes.append(node)
        } else {
            slot = oldest
            unlink(slot)
            index[nodes[slot].key] = nil
            nodes[slot] = node
        }
        index[key] = slot
        link(slot)
        return slot
    }

    private mutating func unlink(_ slot: Int) {
        let (older, newer) = (nodes[slot].older, nodes[slot].newer)
        if older == Self.none { oldest = newer } else { nodes[older].newer = newer }
        if newer == Self.none { newest = older } else { nodes[newer].older = older }
    }

    private mutating func link(_ slot: Int) {
        nodes[slot].older = newest
        nodes[slot].newer = Self.none
        if newest == Self.none { oldest = slot } else { nodes[newest].newer = slot }
        newest = slot
    }
}
