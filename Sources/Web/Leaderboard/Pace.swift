/// Whether a win was played at a person's pace: one beyond these ceilings, or faster than its level's world record,
/// is kept but held until an operator looks at its replay (docs/operations.md, "Pace plausibility"). Each game sets
/// its own ceilings (`GamePages.implausiblePace`); the click rate is checked the same way for all.
enum Pace {
    /// Why `count` clicks (or taps) over `seconds` are more than `most` a second after the first, which starts the
    /// clock, or nil; every click is also an HTTP round trip.
    static func clickRate(_ count: Int, _ seconds: Double, most: Double, what: String) -> String? {
        guard count >= 2 else { return nil }
        let rate = Double(count - 1) / seconds
        return rate > most ? "\(Hundredths.format(rate)) \(what)/s, above the \(Int(most)) a person keeps up" : nil
    }

    /// `milliseconds` in seconds, at least one millisecond's worth.
    static func seconds(_ milliseconds: Int64) -> Double {
        Double(max(1, milliseconds)) / 1000
    }
}
