import CSQLite

/// Taking writes again once the files can be written. SQLite opens a database it cannot write (the file, its `-wal`
/// or its `-shm`) read-only and stays so, and every connection of the process shares one mapping of the `-shm`: a
/// single connection left open keeps the new ones read-only. So all of them are closed first, then opened again.
extension SQLiteDatabase {
    /// At most one reopening per this interval, so a file that stays unwritable costs nothing more.
    static let reopenInterval = Duration.seconds(1)
    /// How long a reopening waits for the readers in use; reads wait for it meanwhile.
    static let readersPatience = Duration.seconds(1)

    struct Reopening {
        /// A write failed as read-only, or a reopening failed: the next chance should reopen.
        var isDue = false
        var lastTry: ContinuousClock.Instant?
    }

    /// Whether the writer cannot write until the connections are opened again.
    func needsReopening(_ writer: Connection) -> Bool {
        guard let sqlite = writer.sqlite else { return false }
        return !sqlite.isOpen || sqlite.isReadOnly || reopening.withLock { $0.isDue }
    }

    /// With the writer's lock held: when every file can be written now and `reopenInterval` has passed since the
    /// last try, closes the writer and every reader and opens them again. True when they all opened.
    func reopenIfWritable(_ writer: Connection) -> Bool {
        guard files.unwritable() == nil else { return false }
        let now = ContinuousClock.now
        let due = reopening.withLock { state in
            if let last = state.lastTry, now - last < Self.reopenInterval { return false }
            state.lastTry = now
            return true
        }
        guard due else { return false }
        var opened = false
        let ranAlone = readers.withEveryConnection(waitingAtMost: Self.readersPatience) { readers in
            let all = [writer] + readers
            all.forEach { $0.close() }
            // Each is tried: one that fails stays closed and says why when used, until the next reopening.
            opened = !all.map { (try? $0.sqlite?.reopen()) != nil }.contains(false)
            if opened {
                _ = try? writer.execute("PRAGMA synchronous = NORMAL")
            }
        }
        reopening.withLock { $0.isDue = !(ranAlone && opened) }
        guard ranAlone, opened else { return false }
        lastWriteFailure.withLock { failure in
            if failure?.kind == .readOnly { failure = nil }
        }
        return true
    }
}
