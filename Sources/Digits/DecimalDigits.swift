/// Whole numbers as ASCII digits written straight into memory, for the writers on hot paths (a game's stored
/// state, a page's bytes) that format numbers without making a String.
public enum DecimalDigits {
    /// How many digits `value` has (1 for 0, at most 20).
    public static func count(_ value: UInt64) -> Int {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return digits
    }

    /// Writes the `count(value)` digits of `value` from `start` on, and returns that count.
    @discardableResult
    public static func write(_ value: UInt64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let digits = count(value)
        var rest = value
        var at = start + digits
        repeat {
            at -= 1
            at.initialize(to: UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        return digits
    }
}
