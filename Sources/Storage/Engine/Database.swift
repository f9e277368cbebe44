/// The database behind the app, on the backend chosen at start: an SQLite file (the default, see
/// `SQLiteDatabase`) or a PostgreSQL server (see `PostgresDatabase`). Stores and pages use only this face.
public final class Database: Sendable {
    enum Engine: Sendable {
        case sqlite(SQLiteDatabase)
        case postgres(PostgresDatabase)
    }

    let engine: Engine
    /// Where it is, for what must reach the same database another way (e.g. a PostgreSQL listener).
    public let location: DatabaseLocation

    /// Opens the SQLite file at `path` (creating its folder and the file), sets up WAL, and applies pending
    /// migrations. Refuses (`.newerSchema`) a file whose schema is newer than the newest of `migrations`.
    public init(path: String, readers: Int = 2, migrations: [Migration] = Schema.migrations) throws(DatabaseError) {
        engine = .sqlite(try SQLiteDatabase(path: path, readers: readers, migrations: migrations))
        location = .sqlite(path: path)
    }

    /// Connects to the PostgreSQL server at `url` with a pool of at most `pool` connections, and applies pending
    /// migrations (one instance at a time, when several start together). While the server is slow, at most
    /// `waiters` threads may be inside it at once (see `DatabaseBulkhead`); `settings` bounds every wait.
    public init(url: String, pool: Int, waiters: Int? = nil, settings: PostgresSettings = PostgresSettings(),
                migrations: [Migration] = Schema.migrations) throws(DatabaseError) {
        engine = .postgres(try PostgresDatabase(
            url: url, size: pool, waiters: waiters ?? pool + 1, settings: settings, migrations: migrations))
        location = .postgres(url: url)
    }

    /// Opens what `--database` names (see `DatabaseLocation`); `pool`, `waiters` and `settings` are PostgreSQL's.
    public convenience init(
        _ location: DatabaseLocation, pool: Int, waiters: Int? = nil, settings: PostgresSettings = PostgresSettings(),
        migrations: [Migration] = Schema.migrations
    ) throws(DatabaseError) {
        switch location {
        case .sqlite(let path): try self.init(path: path, migrations: migrations)
        case .postgres(let url): try self.init(url: url, pool: pool, waiters: waiters, settings: settings, migrations: migrations)
        }
    }

    public var dialect: SQLDialect {
        switch engine {
        case .sqlite: .sqlite
        case .postgres: .postgres
        }
    }

    /// Runs `body` in one write transaction and commits; if it throws, rolls back and rethrows. Never call `write` or
    /// `read` inside `body`: on PostgreSQL both take from one pool, and waiting for a second connection can deadlock.
    /// `body` may run again (a lost deadlock, a reopened read-only SQLite), so it should change only the database.
    public func write<T>(_ body: (Connection) throws -> T) throws -> T {
        switch engine {
        case .sqlite(let database): try database.write(body)
        case .postgres(let database): try database.write(body)
        }
    }

    /// For a write that is a single statement, atomic by itself (a move's save, `GameStore.saveMove`): on PostgreSQL
    /// it runs without BEGIN and COMMIT (two round trips fewer), so `body` must not run a second statement that
    /// writes there; on SQLite it is `write`. Retries and failures as `write`.
    public func writeAlone<T>(_ body: (Connection) throws -> T) throws -> T {
        switch engine {
        case .sqlite(let database): try database.write(body)
        case .postgres(let database): try database.writeAlone(body)
        }
    }

    /// Runs `body` inside one read-only transaction, so every query in it sees the same snapshot.
    public func read<T>(_ body: (Connection) throws -> T) throws -> T {
        switch engine {
        case .sqlite(let database): try database.read(body)
        case .postgres(let database): try database.read(body)
        }
    }

    /// For reads that share no snapshot across statements (a page's session, then its game: a move saved between
    /// only makes the game fresher): on PostgreSQL each statement runs alone, without BEGIN, settings and COMMIT
    /// (two round trips fewer); on SQLite it is `read`. `body` must not write.
    public func readAlone<T>(_ body: (Connection) throws -> T) throws -> T {
        switch engine {
        case .sqlite(let database): try database.read(body)
        case .postgres(let database): try database.readOnWriter(body)
        }
    }

    /// For the reads of a request that is about to write (a move reads the session and its game, then saves):
    /// on SQLite they run on the writer's warm connection (see `SQLiteDatabase.readOnWriter`). `body` must not write.
    public func readOnWriter<T>(_ body: (Connection) throws -> T) throws -> T {
        switch engine {
        case .sqlite(let database): try database.readOnWriter(body)
        case .postgres(let database): try database.readOnWriter(body)
        }
    }

    /// A number that moves when another process commits to the same SQLite file (see `DataVersionWatch`); nil
    /// when it cannot be read now, and always on PostgreSQL, which announces commits instead (see `watchOtherWriters`).
    public func foreignDataVersion() -> Int64? {
        switch engine {
        case .sqlite(let database): database.foreignDataVersion()
        case .postgres: nil
        }
    }

    /// How many times another process's commits to the same SQLite file were noticed, looking at most once per
    /// `interval` (see `SQLiteDatabase.foreignCommits`); nil on PostgreSQL.
    public func foreignCommits(interval: Duration = Database.othersInterval) -> UInt64? {
        switch engine {
        case .sqlite(let database): database.foreignCommits(interval: interval)
        case .postgres: nil
        }
    }

    /// How often the caches look for other processes' commits on SQLite: what they may lag behind them.
    public static let othersInterval = Duration.milliseconds(50)

    /// Equal stamps mean nothing was committed to the database in between: by this process exactly, by another
    /// within `othersInterval` (SQLite: this process's ended commits and `foreignCommits`). Nil while a commit of this
    /// process is under way, and always on PostgreSQL, which has no such mark that costs no round trip.
    public func commitStamp() -> SIMD8<UInt64>? {
        switch engine {
        case .sqlite(let database): database.commitStamp(othersInterval: Database.othersInterval)
        case .postgres: nil
        }
    }

    /// What tells this process that another one changed the scores: SQLite's `data_version` on the same file, or
    /// a PostgreSQL listener (its own connection and thread, until `stop`), which also hands the notifications of
    /// the channels of `relays` to them. On SQLite the relays hear nothing: their news is published in-process.
    public func watchOtherWriters(relays: [String: ChangeRelay] = [:]) -> any ChangeWatch {
        switch engine {
        case .sqlite: DataVersionWatch(database: self)
        case .postgres(let database): PostgresChangeListener(url: database.settings.listenURL ?? database.url, relays: relays)
        }
    }

    /// Nil when reads and writes can be served now; otherwise why not, in words anyone may read (`/healthz`).
    public func healthProblem() -> String? {
        switch engine {
        case .sqlite(let database): database.healthProblem()
        case .postgres(let database): database.healthProblem()
        }
    }

    /// The SQLite file (or its `-wal` or `-shm`, or the folder that must take them) this process cannot write, with
    /// its path and why; nil when all can be written, and on PostgreSQL.
    public func unwritableFile() -> String? {
        switch engine {
        case .sqlite(let database): database.files.unwritable()?.description
        case .postgres: nil
        }
    }

    /// Closes every connection; later calls to `read` and `write` fail with a closed-database error.
    public func close() {
        switch engine {
        case .sqlite(let database): database.close()
        case .postgres(let database): database.close()
        }
    }
}
