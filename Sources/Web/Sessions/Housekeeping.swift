import Dispatch
import Logging
import Storage
import Synchronization

/// The periodic clean-up of what nobody will ask for again: sessions nobody played with, idle sessions, games over a
/// session's cap, expired online matches. The server starts it (`start`); tests sweep by hand (`sweep`).
public final class Housekeeping: Sendable {
    /// Every 10 minutes: with `unusedSessionAge` at 50, no session without a player lives past the hour.
    public static let interval: DispatchTimeInterval = .seconds(600)
    /// A session nobody played with is forgotten once it has not been seen for this long.
    static let unusedSessionAge: Int64 = 50 * 60 * 1000
    /// Rows looked at per transaction. Deleting costs about 50 µs a session here (its random id touches its own
    /// pages), however the rows are batched: 250 hold the writer about 10 ms, and moves get in between batches.
    static let batch = 250

    /// Games of one kind a session keeps: as many as the game says (`GameEntry.gamesKept`).
    static func gamesKept(kind: String) -> Int {
        GameRegistry.game(kind)?.gamesKept ?? 50
    }

    private let database: Database
    private let sessionCache: SessionCache
    private let clock: WallClock
    private let logger: Logger
    private let timer = Mutex<TimerBox?>(nil)

    init(database: Database, sessionCache: SessionCache, clock: WallClock, logger: Logger) {
        self.database = database
        self.sessionCache = sessionCache
        self.clock = clock
        self.logger = logger
    }

    /// Sweeps at start and then every `interval`; each sweep goes on from where the previous one stopped.
    public func start(every interval: DispatchTimeInterval = Housekeeping.interval) {
        let state = HousekeepingState()
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "minigames.housekeeping"))
        timer.schedule(deadline: .now(), repeating: interval)
        timer.setEventHandler { [self] in
            state.progress.withLock { _ = sweep(from: &$0) }
        }
        timer.resume()
        self.timer.withLock { $0 = TimerBox(timer: timer) }
    }

    public func stop() {
        timer.withLock { box in
            box?.timer.cancel()
            box = nil
        }
    }

    /// One sweep over everything (as at start).
    @discardableResult
    public func sweep() -> HousekeepingReport {
        var progress = HousekeepingProgress()
        return sweep(from: &progress)
    }

    /// Deletes never-used sessions, idle sessions and games over the per-session cap, in batches of `batch` rows,
    /// and logs one line with what went.
    @discardableResult
    public func sweep(from progress: inout HousekeepingProgress) -> HousekeepingReport {
        let started = ContinuousClock.now
        let now = clock.now()
        var report = HousekeepingReport()
        do {
            report.neverUsed = try forgetUnusedSessions(seenBefore: now - Self.unusedSessionAge, from: &progress.sessionsThrough)
            report.idle = try forgetIdleSessions(seenBefore: now - App.sessionLifetime)
            report.prunedGames = try pruneGames(from: &progress.gamesThrough)
            report.expiredMatches = try expireMatches(now: now)
        } catch {
            logger.warning("housekeeping failed: \(error)")
            report.completed = false
        }
        let elapsed = ContinuousClock.now - started
        report.milliseconds = Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
        logger.info("\(report.logLine)")
        return report
    }

    private func forgetUnusedSessions(seenBefore cutoff: Int64, from position: inout SessionKey) throws -> RemovedRows {
        var removed = RemovedRows()
        while true {
            let after = position
            // The batch is found on a reader; the writer is taken only to delete (and checks again).
            guard let batch = try database.read({ c in
                try SessionStore.unusedBatch(c, seenBefore: cutoff, after: after, limit: Self.batch)
            }) else { return removed }
            removed += try sessionCache.changing(nil, in: database) {
                try database.write { c in try SessionStore.deleteUnused(c, after: after, through: batch.through) }
            }
            position = batch.through
            if batch.isDone { return removed }
        }
    }

    private func forgetIdleSessions(seenBefore cutoff: Int64) throws -> RemovedRows {
        var removed = RemovedRows()
        while true {
            let batch = try sessionCache.changing(nil, in: database) {
                try database.write { c in try SessionStore.deleteIdle(c, olderThan: cutoff, limit: Self.batch) }
            }
            removed += batch
            if batch.sessions < Self.batch { return removed }
        }
    }

    /// Invitations nobody joined within `unjoinedMatchAge`, and finished matches untouched for `finishedMatchAge`.
    private func expireMatches(now: Int64) throws -> Int {
        var removed = 0
        while true {
            let batch = try database.write { c in
                try OnlineMatchStore.deleteExpired(c, unjoinedBefore: now - App.unjoinedMatchAge,
                                                   finishedBefore: now - App.finishedMatchAge, limit: Self.batch)
            }
            removed += batch
            if batch < Self.batch { return removed }
        }
    }

    /// Checks the sessions that made games since `gamesThrough` against their cap.
    private func pruneGames(from gamesThrough: inout Int64) throws -> Int {
        let fewestKept = GameRegistry.games.map { Self.gamesKept(kind: $0.slug) }.min() ?? 1
        var pruned = 0
        while true {
            let after = gamesThrough
            let (sessions, through) = try database.read { c in
                try GameStore.overCap(c, after: after, limit: Self.batch, keep: fewestKept)
            }
            guard let through else { return pruned }
            for session in sessions where session.count > Self.gamesKept(kind: session.kind) {
                while true {
                    let removed = try database.write { c in
                        try GameStore.prune(c, sessionID: session.sessionID, kind: session.kind,
                                            keep: Self.gamesKept(kind: session.kind), limit: Self.batch)
                    }
                    pruned += removed
                    if removed < Self.batch { break }
                }
            }
            gamesThrough = through
        }
    }
}

/// The sweeps' place between runs of the timer (only its serial queue uses it; the lock satisfies the compiler).
final class HousekeepingState: Sendable {
    let progress = Mutex(HousekeepingProgress())
}

/// The timer is only touched under its lock.
struct TimerBox: @unchecked Sendable {
    let timer: any DispatchSourceTimer
}
