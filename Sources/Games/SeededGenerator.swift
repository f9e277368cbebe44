/// A small, fast, seedable random generator (SplitMix64), so a board can be replayed from its seed.
/// The state is `Codable`: a game that draws random numbers after it starts (a computer opponent)
/// keeps drawing the same sequence after a reload or a restart.
public struct SeededGenerator: RandomNumberGenerator, Codable, Sendable, Hashable {
    public private(set) var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Array {
    /// One element drawn with the game's generator. A plain modulo rather than the standard library's algorithm,
    /// so a saved game's draws cannot change with a Swift upgrade; the bias over a few hundred choices is below
    /// one in 10^16.
    public func pick(using rng: inout SeededGenerator) -> Element? {
        guard !isEmpty else { return nil }
        return self[Int(rng.next() % UInt64(count))]
    }
}
