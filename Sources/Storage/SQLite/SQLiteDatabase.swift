import CSQLite
import Synchronization

/// The SQLite file behind the app: one writer connection behind a lock and a small pool of readers.
/// WAL mode lets the readers see the last committed state while a write is in progress.
final class SQLiteDatabase: Sendable {
    let path: String
    let files: SQLiteFiles
    let writer: Mutex<ConnectionSlot?>
    let readers: ConnectionPool
    /// The last write that failed because the file could not be written (locked, read-only, full); nil once a write
    /// succeeds again. `healthProblem` reports it for a while.
    let lastWriteFailure = Mutex<WriteFailure?>(nil)
    /// How long `healthProblem` reports a failed write that no later write has proven over.
    static let failureMemory = Duration.seconds(10)
    /// `healthProblem` waits this long for the write lock, not the full busy timeout.
    static let healthLockWaitMilliseconds: Int32 = 200
    /// When the connections were last opened again (`reopenIfWritable`), and whether they must be (see there).
    let reopening = Mutex(Reopening())
    /// Commits of this process begun, and ended (done or failed): while they differ one may be under way.
    private let writesStarted = Atomic<UInt64>(0)
    private let writesEnded = Atomic<UInt64>(0)
    /// Other processes' commits noticed so far, through the writer's `data_version` (see `foreignCommits`).
    private let othersLook: Mutex<OthersLook>

    struct WriteFailure {
        let at: ContinuousClock.Instant
        let kind: DatabaseError.Kind
    }

    /// The last look at `data_version`: its value, when it was read, and how many times it has moved.
    private struct OthersLook {
        var version: Int64?
        var lookedAt: ContinuousClock.Instant?
        var commits: UInt64 = 0
    }

    /// Opens (creating the folder and file), sets up WAL, and applies pending migrations.
    /// Refuses (`.newerSchema`) a file whose schema is newer than the newest of `migrations`. A file that cannot be
    /// written opens read-only when it needs no migration (reads are served, writes fail until it can be written).
    init(path: String, readers: Int, migrations: [Migration]) throws(DatabaseError) {
        self.path = path
        files = SQLiteFiles(database: path)
        try Directory.createParent(of: path)
        let writer = Connection(.sqlite(try SQLiteConnection(path: path, readOnly: false)))
        do throws(DatabaseError) {
            // WAL persists in the file; synchronous=NORMAL is per connection, and only the writer commits.
            let mode = try writer.queryOne("PRAGMA journal_mode = WAL")?.string("journal_mode")
            guard mode?.lowercased() == "wal" else {
                throw DatabaseError(kind: .open, message: "\(path) cannot use WAL mode (got \(mode ?? "nothing"))")
            }
            try writer.execute("PRAGMA synchronous = NORMAL")
            try Migrator.migrate(writer, with: migrations)
            var opened: [Connection] = []
            for _ in 0..<max(readers, 1) {
                opened.append(Connection(.sqlite(try SQLiteConnection(path: path, readOnly: true))))
            }
            self.readers = ConnectionPool(opened, name: "readers")
        } catch {
            writer.close()
            throw files.explaining(error)
        }
        othersLook = Mutex(OthersLook(version: try? writer.queryOne("PRAGMA data_version")?.int64("data_version")))
        self.writer = Mutex(ConnectionSlot(connection: writer))
    }

    deinit {
        close()
    }

    /// One write transaction (BEGIN IMMEDIATE … COMMIT), one writer at a time; rolled back and rethrown if `body`
    /// throws (a read-only error gains the file at fault). A writer found read-only whose files are writable now is
    /// reopened and `body` runs once more. Not re-entrant: never call `write` inside `body`.
    func write<T>(_ body: (Connection) throws -> T) throws -> T {
        var outcome: Result<T, any Error> = .failure(DatabaseError.closed)
        var committing: UInt64 = 0
        writer.withLock { slot in
            guard let connection = slot?.connection else { return }
            for attempt in 1...2 {
                outcome = Result {
                    try SQLiteDatabase.transaction("BEGIN IMMEDIATE", on: connection, committing: {
                        // Until COMMIT nothing is visible to a reader: the stamp need only be nil from here.
                        writesStarted.add(1, ordering: .sequentiallyConsistent)
                        committing += 1
                    }, body)
                }
                guard attempt == 1, case .failure(let error as DatabaseError) = outcome, error.kind == .readOnly,
                      reopenIfWritable(connection) else { break }
            }
        }
        if committing > 0 { writesEnded.add(committing, ordering: .sequentiallyConsistent) }
        switch outcome {
        case .success:
            lastWriteFailure.withLock { $0 = nil }
        case .failure(let error as DatabaseError) where error.meansCannotWrite:
            lastWriteFailure.withLock { $0 = WriteFailure(at: .now, kind: error.kind) }
            if error.kind == .readOnly {
                reopening.withLock { $0.isDue = true }
                throw files.explaining(error)
            }
        case .failure:
            break
        }
        return try outcome.get()
    }

    /// Runs `body` on a reader connection inside one read transaction, so every query in it
    /// sees the same snapshot. Waits while all readers are busy.
    func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try readers.withConnection { connection in
            try SQLiteDatabase.transaction("BEGIN", on: connection, body)
        }
    }

    /// Like `read`, but on the writer's connection, for a request about to write (a move reads session and game, then
    /// saves): a reader reads its pages again after another connection's commit, while the writer's cache stays warm.
    /// It waits for the writer's lock, so only for short reads; `body` must not write (refused and rolled back).
    func readOnWriter<T>(_ body: (Connection) throws -> T) throws -> T {
        var outcome: Result<T, any Error> = .failure(DatabaseError.closed)
        writer.withLock { slot in
            guard let connection = slot?.connection else { return }
            outcome = Result {
                try SQLiteDatabase.transaction("BEGIN", on: connection) { connection in
                    let value = try body(connection)
                    guard sqlite3_txn_state(connection.sqliteHandle, nil) != SQLITE_TXN_WRITE else {
                        throw DatabaseError(kind: .other, message: "a read on the writer tried to write")
                    }
                    return value
                }
            }
        }
        return try outcome.get()
    }

    /// The writer connection's `PRAGMA data_version`, which moves only when another connection commits: another
    /// process (`minigames moderate`, a second server) or another `Database` on the file, never this one's own
    /// writes. Nil when the writer is busy (a caller asks again later rather than queue behind a move) or closed.
    func foreignDataVersion() -> Int64? {
        writer.withLockIfAvailable { slot -> Int64? in
            guard let connection = slot?.connection else { return nil }
            return try? connection.queryOne("PRAGMA data_version")?.int64("data_version")
        } ?? nil
    }

    /// How many times other processes' commits were noticed: `data_version` is read at most once per `interval`
    /// (a read transaction and two `fcntl` locks, ~3 µs: not on every request), and not while the writer is busy
    /// (the next call looks). So another process's commit is seen within about `interval`.
    func foreignCommits(interval: Duration) -> UInt64 {
        let now = ContinuousClock.now
        let due = othersLook.withLock { look in
            if let last = look.lookedAt, now - last < interval { return false }
            look.lookedAt = now
            return true
        }
        if due {
            let version = foreignDataVersion()
            othersLook.withLock { look in
                guard let version else { look.lookedAt = nil; return }
                if look.version != version { look.commits &+= 1 }
                look.version = version
            }
        }
        return othersLook.withLock { $0.commits }
    }

    /// Equal stamps mean nothing was committed to the file in between: the commits this process ended (word 0) and
    /// the other processes' commits noticed (word 1, `foreignCommits`, so those within about `interval`). Nil while
    /// a commit of this process is under way.
    func commitStamp(othersInterval interval: Duration) -> SIMD8<UInt64>? {
        let started = writesStarted.load(ordering: .sequentiallyConsistent)
        let others = foreignCommits(interval: interval)
        let ended = writesEnded.load(ordering: .sequentiallyConsistent)
        guard started == ended else { return nil }
        var stamp = SIMD8<UInt64>(repeating: 0)
        stamp[0] = ended
        stamp[1] = others
        return stamp
    }

    /// Closes every connection; later calls to `read` and `write` fail with a closed-database error.
    func close() {
        writer.withLock { slot in
            slot?.connection.close()
            slot = nil
        }
        readers.close()
    }

    static func transaction<T>(_ begin: String, on connection: Connection, committing: () -> Void = {},
                               _ body: (Connection) throws -> T) throws -> T {
        // A transaction left open by a failed ROLLBACK would make every later BEGIN on this connection fail.
        if !connection.isAutocommit { try connection.execute("ROLLBACK") }
        try connection.execute(begin)
        do {
            let value = try body(connection)
            committing()
            try connection.execute("COMMIT")
            return value
        } catch {
            // SQLite may already have rolled back on its own (for example after SQLITE_FULL).
            if !connection.isAutocommit { _ = try? connection.execute("ROLLBACK") }
            throw error
        }
    }
}

extension Connection {
    /// The SQLite connection underneath, for the pragmas, lock checks and reopening only the SQLite backend makes.
    var sqlite: SQLiteConnection? {
        guard case .sqlite(let connection) = link else { return nil }
        return connection
    }

    /// Its open SQLite handle; nil when closed.
    var sqliteHandle: OpaquePointer? {
        guard let sqlite, sqlite.isOpen else { return nil }
        return sqlite.handle
    }
}
