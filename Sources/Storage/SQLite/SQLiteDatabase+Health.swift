import CSQLite

/// What `/healthz` says of an SQLite database: whether it can be read and written now, and if not, why.
extension SQLiteDatabase {
    /// Nil when a reader answers, the writer can write and lock now, and no write failed in the last `failureMemory`
    /// (a full disk shows only on a real write); else the reason, naming a file by its name alone (strangers read
    /// it). A read-only writer is reopened first when its files can be written now.
    func healthProblem() -> String? {
        do {
            _ = try read { try $0.queryOne("SELECT 1 AS ok") }
        } catch {
            return "cannot read (\((error as? DatabaseError)?.kind ?? .other))"
        }
        let writerProblem = writer.withLock { slot -> String? in
            guard let connection = slot?.connection else { return "the database is closed" }
            if needsReopening(connection) { _ = reopenIfWritable(connection) }
            return problem(of: connection)
        }
        if let writerProblem { return writerProblem }
        return lastWriteFailure.withLock { failure in
            guard let failure, ContinuousClock.now - failure.at < Self.failureMemory else { return nil }
            let seconds = (ContinuousClock.now - failure.at).components.seconds
            return "a write failed \(seconds) s ago (\(Self.describe(failure.kind)))"
        }
    }

    /// With the writer's lock held: why it cannot write now, or nil.
    private func problem(of writer: Connection) -> String? {
        guard let sqlite = writer.sqlite, let handle = writer.sqliteHandle else {
            return "the database file could not be opened again"
        }
        if sqlite.isReadOnly || reopening.withLock({ $0.isDue }) { return readOnlyProblem() }
        sqlite3_busy_timeout(handle, SQLiteDatabase.healthLockWaitMilliseconds)
        defer { sqlite3_busy_timeout(handle, SQLiteConnection.busyTimeoutMilliseconds) }
        do {
            try SQLiteDatabase.transaction("BEGIN IMMEDIATE", on: writer) { _ in }
            return nil
        } catch let error as DatabaseError where error.kind == .readOnly {
            return readOnlyProblem()
        } catch let error as DatabaseError where error.kind == .busy {
            return "another process holds the write lock"
        } catch {
            return "cannot take the write lock: \(error)"
        }
    }

    private func readOnlyProblem() -> String {
        guard let unwritable = files.unwritable() else { return "read-only until the server opens it again" }
        return "read-only: \(unwritable.name) cannot be written by the server (\(unwritable.reason))"
    }

    private static func describe(_ kind: DatabaseError.Kind) -> String {
        switch kind {
        case .busy: "the write lock was held too long"
        case .readOnly: "read-only"
        case .full: "the disk is full"
        default: "\(kind)"
        }
    }
}
