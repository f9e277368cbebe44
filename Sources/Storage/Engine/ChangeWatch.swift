/// Tells the app when another writer (another instance, `minigames moderate`) may have changed the scores, so the
/// caches computed from them (title screen, standings) are dropped. One per app, chosen by the backend
/// (`Database.watchOtherWriters`): SQLite's `DataVersionWatch`, PostgreSQL's `PostgresChangeListener`.
public protocol ChangeWatch: AnyObject, Sendable {
    /// True when the caches must not be trusted: something changed, or the watch cannot tell now.
    func changedElsewhere() -> Bool
    /// True when `changedElsewhere` has reported every other process's commit that `stamp` (`Database.commitStamp`)
    /// counts, so the caches it drops know of them. False when the watch cannot tell.
    func isCaughtUp(with stamp: SIMD8<UInt64>) -> Bool
    /// Ends any background work; later calls to `changedElsewhere` answer true. Safe to call twice.
    func stop()
}

/// Gets the payload of each notification on one PostgreSQL channel, and nil when some may have been missed (the
/// listener was not listening for a while). Called on the listener's thread: return quickly.
public typealias ChangeRelay = @Sendable (String?) -> Void

extension ChangeWatch {
    public func isCaughtUp(with stamp: SIMD8<UInt64>) -> Bool { false }
}
