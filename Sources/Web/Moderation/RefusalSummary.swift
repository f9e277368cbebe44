import Dispatch
import Logging
import Synchronization

/// The log's account of refused operator tokens: the first refusal in a quiet spell at once, then one line a
/// minute summing up the refusals since, while they go on. A flood of guesses writes a line a minute, not one each.
final class RefusalSummary: Sendable {
    static let interval: Int64 = 60_000

    private struct State {
        var wrong = 0
        var closed = 0
        /// A summary is scheduled `interval` after the last line; false in a quiet spell.
        var summaryDue = false
    }

    private let state = Mutex(State())

    /// Counts one refusal; returns the line to log at once, if any, and whether a summary is now due in
    /// `interval` (the caller schedules `summary`).
    func refused(whileClosed: Bool) -> (line: String?, scheduleSummary: Bool) {
        state.withLock { state in
            guard !state.summaryDue else {
                if whileClosed { state.closed += 1 } else { state.wrong += 1 }
                return (nil, false)
            }
            state.summaryDue = true
            let what = whileClosed ? "while it is closed after repeated wrong tokens" : "with a wrong operator token"
            return ("refused a POST /admin \(what); further refusals are summed up once a minute", true)
        }
    }

    /// The line summing up the refusals since the last one, if there were any, and whether another summary is
    /// due a minute on; with none, the quiet spell begins and the next refusal is logged at once.
    func summary() -> (line: String?, again: Bool) {
        state.withLock { state in
            guard state.wrong + state.closed > 0 else {
                state.summaryDue = false
                return (nil, false)
            }
            let line = "refused \(state.wrong + state.closed) more POSTs /admin in the last minute: \(state.wrong) with a wrong token, \(state.closed) while the check was closed"
            state.wrong = 0
            state.closed = 0
            return (line, true)
        }
    }

    /// Logs `refused`'s line and keeps the summaries coming a minute apart while refusals do.
    func log(refusalWhileClosed whileClosed: Bool, to logger: Logger) {
        let (line, schedule) = refused(whileClosed: whileClosed)
        if let line { logger.warning("\(line)") }
        if schedule { scheduleSummary(logger) }
    }

    private func scheduleSummary(_ logger: Logger) {
        DispatchQueue.global().asyncAfter(deadline: .now() + .milliseconds(Int(Self.interval))) { [self] in
            let (line, again) = summary()
            if let line { logger.warning("\(line)") }
            if again { scheduleSummary(logger) }
        }
    }
}
