import Dispatch
import Logging
import Synchronization

/// Warnings that come in floods, the same line for every request while the disk is full (hundreds a second from one
/// client): the first is logged at once, the same line again within `interval` is only counted, and when the interval
/// ends one line says how many came (`… (and 41,999 more in 60 s)`). A line after a quiet interval is logged at once.
final class RepeatedWarnings: Sendable {
    /// Milliseconds during which the same line is counted, not logged.
    static let interval: Int64 = 60_000
    /// Lines tracked at once; beyond it a new line is logged as it comes (the usual floods repeat one or two lines).
    static let tracked = 64

    private struct Run {
        let since: Int64
        var repeats = 0
    }

    private let runs = Mutex<[String: Run]>([:])
    private let clock: WallClock
    private let logger: Logger

    init(clock: WallClock, logger: Logger) {
        self.clock = clock
        self.logger = logger
    }

    /// Logs `message` as a warning, or counts it when the same was logged within the interval.
    func warn(_ message: String) {
        let now = clock.now()
        let (logNow, firstRepeat) = runs.withLock { runs -> (Bool, Bool) in
            if var run = runs[message], now - run.since < Self.interval {
                run.repeats += 1
                runs[message] = run
                return (false, run.repeats == 1)
            }
            if runs[message] == nil, runs.count >= Self.tracked {
                runs = runs.filter { now - $0.value.since < Self.interval || $0.value.repeats > 0 }
            }
            if runs[message] != nil || runs.count < Self.tracked { runs[message] = Run(since: now) }
            return (true, false)
        }
        if logNow { logger.warning("\(message)") }
        // One flush per interval with repeats in it; a timer's drift only delays the summary line.
        if firstRepeat {
            DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(Self.interval))) { [weak self] in
                self?.flush()
            }
        }
    }

    /// Logs how many times each line came again in its interval, for every interval that has ended. A line still
    /// repeating starts its next interval counted from here, so a steady flood gives one line an interval.
    func flush() {
        let now = clock.now()
        let summaries = runs.withLock { runs -> [String] in
            var summaries: [String] = []
            for (message, run) in runs where now - run.since >= Self.interval {
                if run.repeats > 0 {
                    summaries.append("\(message) (and \(run.repeats) more in \((now - run.since) / 1000) s)")
                    runs[message] = Run(since: now)
                } else {
                    runs[message] = nil
                }
            }
            return summaries
        }
        for summary in summaries { logger.warning("\(summary)") }
    }
}
