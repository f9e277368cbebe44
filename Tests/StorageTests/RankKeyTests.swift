import Testing

@testable import Storage

@Suite struct RankKeyTests {
    /// Values from every scale, including the extremes, in ascending order.
    static let ascending: [Int64] = {
        var values: Set<Int64> = [.min, .min + 1, -1, 0, 1, 255, 256, 511, 512, 513, .max - 1, .max]
        for shift in 0..<63 {
            let power = Int64(1) << shift
            values.formUnion([power - 1, power, power + 1, power + power / 3, -power, -power - 1, -power + 1])
        }
        return values.sorted()
    }()

    @Test(arguments: [false, true])
    func bucketsNeverBreakTheOrder(higherIsBetter: Bool) {
        let values = higherIsBetter ? Self.ascending.reversed() : Self.ascending
        let keys = values.map { RankKey(value: $0, higherIsBetter: higherIsBetter) }
        for (worse, better) in zip(keys.dropFirst(), keys) {
            #expect(better.value <= worse.value)
            #expect(better.bucket <= worse.bucket, "\(better) then \(worse)")
        }
    }

    @Test func smallValuesHaveTheirOwnBucketAndLargeOnesShareFinely() {
        #expect((0..<512).map { RankKey(value: $0, higherIsBetter: false).bucket } == Array(0..<512))
        // Above that, one bucket spans at most 1/256 of its values' size.
        let second = RankKey(value: 100_000, higherIsBetter: false).bucket
        #expect(RankKey(value: 100_000 + 512, higherIsBetter: false).bucket > second)
        #expect(RankKey(value: -5, higherIsBetter: false).bucket == -5)
    }
}
