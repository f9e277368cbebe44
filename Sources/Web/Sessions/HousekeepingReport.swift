import Storage

/// What one housekeeping sweep removed, per reason, and how long it took: logged once per sweep.
public struct HousekeepingReport: Sendable, Equatable {
    /// Sessions nobody played with (no move, score or name), with their unplayed games.
    public var neverUsed = RemovedRows()
    /// Sessions not seen for `App.sessionLifetime`, with their games.
    public var idle = RemovedRows()
    /// Old games beyond a session's cap for their kind.
    public var prunedGames = 0
    /// Online matches: invitations nobody joined, finished matches nobody came back to.
    public var expiredMatches = 0
    public var milliseconds = 0.0
    /// False when a step failed (the log has a warning); the counts are what went before it.
    public var completed = true

    public var logLine: String {
        let time = (milliseconds * 10).rounded() / 10
        return "housekeeping: removed \(neverUsed.sessions) never-used sessions (\(neverUsed.games) unplayed games), "
            + "\(idle.sessions) idle sessions (\(idle.games) games), \(prunedGames) games over the per-session cap, "
            + "\(expiredMatches) expired online matches in \(time) ms" + (completed ? "" : " (stopped early)")
    }
}
