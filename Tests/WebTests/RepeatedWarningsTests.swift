import Logging
import Testing
@testable import Web

/// A warning that repeats for every request is logged once, then as a count at the end of each minute it kept coming.
@Suite("Repeated warnings: once, then a count an interval")
struct RepeatedWarningsTests {
    let log = CapturedLog()
    let clock = TestClock()

    var warnings: RepeatedWarnings { RepeatedWarnings(clock: clock.clock, logger: log.logger()) }
    var lines: [String] { log.entries.filter { $0.level == .warning }.map(\.text) }

    @Test func aFloodIsOneLineThenOneCountAnInterval() {
        let warnings = warnings
        for _ in 0..<700 { warnings.warn("disk full") }
        #expect(lines == ["disk full"])
        clock.advance(by: RepeatedWarnings.interval - 1)
        warnings.flush()
        #expect(lines.count == 1, "the interval has not ended")
        clock.advance(by: 1)
        warnings.flush()
        #expect(lines == ["disk full", "disk full (and 699 more in 60 s)"])
        // Still coming: counted in the next interval, not logged on its own again.
        for _ in 0..<5 { warnings.warn("disk full") }
        clock.advance(by: RepeatedWarnings.interval)
        warnings.flush()
        #expect(lines == ["disk full", "disk full (and 699 more in 60 s)", "disk full (and 5 more in 60 s)"])
    }

    @Test func aLineAfterAQuietIntervalIsLoggedAtOnce() {
        let warnings = warnings
        warnings.warn("disk full")
        clock.advance(by: RepeatedWarnings.interval)
        warnings.flush()
        #expect(lines == ["disk full"], "nothing repeated: no count")
        warnings.warn("disk full")
        #expect(lines == ["disk full", "disk full"])
    }

    @Test func differentLinesAreCountedApart() {
        let warnings = warnings
        warnings.warn("disk full")
        warnings.warn("locked")
        warnings.warn("disk full")
        #expect(lines == ["disk full", "locked"])
        clock.advance(by: RepeatedWarnings.interval)
        warnings.flush()
        #expect(lines == ["disk full", "locked", "disk full (and 1 more in 60 s)"])
    }
}
