/// A rate shown to two decimals ("3.14"), exactly as `String(format: "%.2f")` prints it, without
/// Foundation's formatter, which cost 5% of a leaderboard page (one call per row).
enum Hundredths {
    static func format(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e15 else { return "\(value)" }
        let scaled = value * 100
        var hundredths = scaled.rounded(.toNearestOrEven)
        // printf rounds the exact binary value: when `scaled` lands on a half, the product's own rounding
        // may have put it there, and its exact error (value × 100 − scaled, by fma) says which side is true.
        if abs(scaled - scaled.rounded(.towardZero)) == 0.5 {
            let error = (-scaled).addingProduct(value, 100)
            if error > 0 { hundredths = scaled.rounded(.up) } else if error < 0 { hundredths = scaled.rounded(.down) }
        }
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100, fraction = magnitude % 100
        return "\(value.sign == .minus ? "-" : "")\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
