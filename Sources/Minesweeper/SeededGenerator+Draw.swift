import Games

extension SeededGenerator {
    /// A uniform integer in `0..<bound` (0 when `bound` ≤ 1), computed by our own code rather than
    /// the standard library's `random(in:)`, whose method may change between Swift releases:
    /// a shared seed must give the same board on every machine, now and later.
    mutating func draw(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let range = UInt64(bound)
        // Lemire's multiply-shift, rejecting the few low products that would bias the result.
        var product = next().multipliedFullWidth(by: range)
        if product.low < range {
            let threshold = (0 &- range) % range
            while product.low < threshold {
                product = next().multipliedFullWidth(by: range)
            }
        }
        return Int(product.high)
    }
}
