/// Where a value sits in its board's order, in the two stored columns `rank_value` and `rank_bucket`.
struct RankKey: Equatable {
    /// Exact values below this are their own bucket; above it each doubling is split into 256 buckets.
    private static let exactLimit: UInt64 = 512
    private static let mantissaBits = 8

    /// One ascending order for every board: smaller is better.
    let value: Int64
    /// A coarse bucket of `value` that never breaks its order (a smaller value never gets a larger bucket).
    let bucket: Int64

    init(value: Int64, higherIsBetter: Bool) {
        // Negating Int64.min would overflow; it is the worst possible value, so it maps to the end.
        let ranked = higherIsBetter ? (value == .min ? .max : -value) : value
        self.value = ranked
        bucket = ranked < 0 ? -RankKey.bucket(ofMagnitude: ranked.magnitude) : RankKey.bucket(ofMagnitude: UInt64(ranked))
    }

    /// Identity below `exactLimit`, then logarithmic with `mantissaBits` bits of precision (like a float).
    private static func bucket(ofMagnitude magnitude: UInt64) -> Int64 {
        guard magnitude >= exactLimit else { return Int64(magnitude) }
        let exponent = 63 - magnitude.leadingZeroBitCount
        let mantissa = magnitude >> (exponent - mantissaBits)
        return Int64(exponent - mantissaBits + 1) << mantissaBits + Int64(mantissa) - (1 << mantissaBits)
    }
}
