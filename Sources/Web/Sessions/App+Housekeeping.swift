import Dispatch
import Storage

extension App {
    /// Sessions idle for 30 days are deleted with their games, at start and then hourly,
    /// so the database stays bounded. Scores keep their own copy of what the boards show.
    public func startHousekeeping(every interval: DispatchTimeInterval = .seconds(3600)) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "minigames.housekeeping"))
        timer.schedule(deadline: .now(), repeating: interval)
        timer.setEventHandler { [self] in
            _ = forgetIdleSessions()
        }
        timer.resume()
        housekeeping.withLock { $0 = TimerBox(timer: timer) }
    }

    public func stopHousekeeping() {
        housekeeping.withLock { box in
            box?.timer.cancel()
            box = nil
        }
    }

    /// Deletes sessions not seen for `sessionLifetime`; returns how many went.
    @discardableResult
    public func forgetIdleSessions() -> Int {
        let cutoff = clock.now() - Self.sessionLifetime
        do {
            let removed = try database.write { c in try SessionStore.deleteIdle(c, olderThan: cutoff) }
            if removed > 0 { logger.info("forgot \(removed) idle sessions") }
            return removed
        } catch {
            logger.warning("idle session clean-up failed: \(error)")
            return 0
        }
    }
}

/// The timer is only touched under the app's lock.
struct TimerBox: @unchecked Sendable {
    let timer: any DispatchSourceTimer
}
