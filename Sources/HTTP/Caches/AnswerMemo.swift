import CoreMetrics
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// When a kept answer may go again to the very same request without asking the application (`AnswerMemo`): set by
/// a handler on a `Response(kept:)` whose bytes depend only on the request's target, cookies, accepted encodings and
/// accepted languages, on what `stamp` covers, and on the time.
public struct AnswerReuse: Sendable {
    /// The application's stamp (`AnswerMemo.stamp`) read before it read anything the answer was made from; nil for
    /// an answer that never changes while the process runs (a static file).
    public let stamp: SIMD8<UInt64>?
    /// On the application's clock (`AnswerMemo.now`): when the answer would change by itself (a running clock's
    /// next second, a session due to be touched). It is not sent again from then on.
    public let until: Int64
    /// The answer is the same whatever cookies and `Accept-Language` come with the request (a static file): one slot
    /// for every visitor.
    public let anyCookie: Bool

    public init(stamp: SIMD8<UInt64>, until: Int64) {
        self.stamp = stamp
        self.until = until
        anyCookie = false
    }

    private init(stamp: SIMD8<UInt64>?, until: Int64, anyCookie: Bool) {
        self.stamp = stamp
        self.until = until
        self.anyCookie = anyCookie
    }

    /// For an answer that depends on the target and `Accept-Encoding` alone, and never changes while the process runs.
    public static let always = AnswerReuse(stamp: nil, until: .max, anyCookie: true)
}

/// Answers sent again from the worker thread as soon as the headers arrive, without routing or reading a session
/// (routed, a kept page costs 3× libmicrohttpd's floor). Keyed by the exact target, `Cookie`, `Accept-Encoding` and
/// `Accept-Language` bytes, so never another session's or another language's; docs/caches.md says which requests
/// qualify and when an answer goes stale.
public final class AnswerMemo: Sendable {
    /// One key's answer. A class, read in place under `lock`: a struct's copy would copy its weak reference.
    private final class Slot: @unchecked Sendable {
        // @unchecked: every property is read and written only under the memo's `lock`.
        var key: [UInt8] = []
        var lengths = (target: 0, cookie: 0, encodings: 0, languages: 0)
        var stamp: SIMD8<UInt64>?
        var until: Int64 = .min
        var anyCookie = false
        weak var answer: KeptAnswer?
        /// The route the answer was routed to, which each request it goes to again counts under.
        var route: RouteMetrics?

        /// Whether this slot's key is exactly these bytes.
        func matches(_ target: UnsafeRawBufferPointer, _ cookie: UnsafeRawBufferPointer?,
                     _ encodings: UnsafeRawBufferPointer?, _ languages: UnsafeRawBufferPointer?) -> Bool {
            guard lengths.target == target.count, lengths.cookie == (cookie?.count ?? -1),
                  lengths.encodings == (encodings?.count ?? -1),
                  lengths.languages == (languages?.count ?? -1) else { return false }
            return key.withUnsafeBytes { key in
                var offset = 0
                func follows(_ part: UnsafeRawBufferPointer?) -> Bool {
                    guard let part, let start = part.baseAddress, !part.isEmpty else { return true }
                    defer { offset += part.count }
                    return memcmp(key.baseAddress! + offset, start, part.count) == 0
                }
                return follows(target) && follows(cookie) && follows(encodings) && follows(languages)
            }
        }
    }

    /// What the application's answers were made from: equal stamps mean nothing they could depend on changed. Nil
    /// when that cannot be told now (nothing is remembered or sent again).
    public let stamp: @Sendable () -> SIMD8<UInt64>?
    /// The application's clock, in the unit of `AnswerReuse.until`.
    public let now: @Sendable () -> Int64
    private let slots: [Slot]
    private let lock = Mutex(())
    private let mask: Int
    private let seed = UInt64.random(in: .min ... .max)
    /// Answers sent again (a test hook).
    @_spi(Testing) public let hits = Atomic<Int>(0)
    /// Hits and misses for the operator's metrics.
    private let counters: CacheCounters

    /// `slots` is rounded up to a power of two.
    public init(slots: Int = 1024, stamp: @escaping @Sendable () -> SIMD8<UInt64>?,
                now: @escaping @Sendable () -> Int64, metrics: any MetricsFactory = MetricsSystem.factory) {
        counters = CacheCounters(cache: "answer_memo", factory: metrics)
        var count = 1
        while count < slots { count <<= 1 }
        self.slots = (0..<count).map { _ in Slot() }
        mask = count - 1
        self.stamp = stamp
        self.now = now
    }

    /// The answer remembered for exactly this request, when it is still good. An absent header is a nil buffer. A
    /// shared slot (`AnswerReuse.anyCookie`) is found by the target and encodings alone.
    func answer(target: UnsafeRawBufferPointer, cookie: UnsafeRawBufferPointer?, encodings: UnsafeRawBufferPointer?,
                languages: UnsafeRawBufferPointer?) -> (KeptAnswer, RouteMetrics?)? {
        let time = now()
        let shared = slot(target, nil, encodings, nil)
        let own = slot(target, cookie, encodings, languages)
        let found: (answer: KeptAnswer, stamp: SIMD8<UInt64>?, route: RouteMetrics?)? = lock.withLock { _ in
            if slots[shared].anyCookie, slots[shared].matches(target, nil, encodings, nil),
               let answer = slots[shared].answer {
                return (answer, nil, slots[shared].route)
            }
            let slot = slots[own]
            guard !slot.anyCookie, slot.matches(target, cookie, encodings, languages), time < slot.until,
                  let answer = slot.answer else { return nil }
            return (answer, slot.stamp, slot.route)
        }
        guard let found else {
            counters.miss()
            return nil
        }
        if let made = found.stamp {
            guard let current = stamp(), current == made else {
                counters.miss()
                return nil
            }
        }
        hits.add(1, ordering: .relaxed)
        counters.hit()
        return (found.answer, found.route)
    }

    /// Remembers `answer`, just queued for this request, under its target, cookie, encodings and languages (a shared
    /// answer under its target and encodings alone).
    func remember(_ answer: KeptAnswer, _ reuse: AnswerReuse, route: RouteMetrics?, target: String, cookie: String?,
                  encodings: String?, languages: String?) {
        var target = target
        var cookie = reuse.anyCookie ? nil : cookie
        var encodings = encodings
        var languages = reuse.anyCookie ? nil : languages
        target.withUTF8 { target in
            Self.withBytes(&cookie) { cookie in
                Self.withBytes(&encodings) { encodings in
                    Self.withBytes(&languages) { languages in
                        let target = UnsafeRawBufferPointer(target)
                        let index = slot(target, cookie, encodings, languages)
                        var key = [UInt8](target)
                        if let cookie { key.append(contentsOf: cookie) }
                        if let encodings { key.append(contentsOf: encodings) }
                        if let languages { key.append(contentsOf: languages) }
                        let lengths = (target.count, cookie?.count ?? -1, encodings?.count ?? -1,
                                       languages?.count ?? -1)
                        lock.withLock { _ in
                            let slot = slots[index]
                            slot.key = key
                            slot.lengths = lengths
                            slot.stamp = reuse.stamp
                            slot.until = reuse.until
                            slot.anyCookie = reuse.anyCookie
                            slot.answer = answer
                            slot.route = route
                        }
                    }
                }
            }
        }
    }

    private static func withBytes<T>(_ text: inout String?, _ body: (UnsafeRawBufferPointer?) -> T) -> T {
        guard text != nil else { return body(nil) }
        return text!.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// The slot of a key: a multiply-and-shift hash over its bytes, eight at a time, seeded per process.
    private func slot(_ target: UnsafeRawBufferPointer, _ cookie: UnsafeRawBufferPointer?,
                      _ encodings: UnsafeRawBufferPointer?, _ languages: UnsafeRawBufferPointer?) -> Int {
        var hash = seed
        Self.mix(&hash, target)
        Self.mix(&hash, cookie)
        Self.mix(&hash, encodings)
        Self.mix(&hash, languages)
        return Int(truncatingIfNeeded: hash >> 20) & mask
    }

    private static func mix(_ hash: inout UInt64, _ bytes: UnsafeRawBufferPointer?) {
        guard let bytes else {
            hash = (hash ^ 0xFF) &* 0x9E37_79B9_7F4A_7C15
            return
        }
        var index = 0
        while index + 8 <= bytes.count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
            index += 8
        }
        var tail = UInt64(bytes.count)
        while index < bytes.count {
            tail = tail << 8 | UInt64(bytes[index])
            index += 1
        }
        hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
        hash ^= hash >> 32
    }
}
