import Foundation
import Testing
@testable import Web

@Suite("Rates to two decimals")
struct HundredthsTests {
    @Test("prints what %.2f prints", arguments: [0, 0.004, 0.005, 0.015, 0.125, 0.375, 1, 1.5, 2.345678, 9.999, 10.0049,
                                                 99.995, 123.456, 0.1 + 0.2, 1e6 / 3, -1.25, -0.001])
    func likePrintf(_ value: Double) {
        #expect(Hundredths.format(value) == String(format: "%.2f", value))
    }

    @Test("many 3BV/s rates print as %.2f does")
    func rates() {
        var mismatches: [String] = []
        for threeBV in stride(from: 1, through: 300, by: 7) {
            for milliseconds in stride(from: 500, through: 600_000, by: 997) {
                let rate = Double(threeBV) / (Double(milliseconds) / 1000)
                if Hundredths.format(rate) != String(format: "%.2f", rate) { mismatches.append("\(rate)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
}
