import Storage

/// Where the last housekeeping sweep stopped, so the next one reads only what is new: sessions seen since
/// (a kept session is not looked at again until it is seen again) and games made since. A fresh value, as at
/// start, reads everything once.
public struct HousekeepingProgress: Sendable, Equatable {
    /// The last session the never-used sweep looked at, in `seen_at` order.
    public var sessionsThrough = SessionKey.first
    /// The last game id whose session was checked against the per-session cap.
    public var gamesThrough: Int64 = 0

    public init() {}
}
