import Foundation
import Synchronization

/// A PostgreSQL database behind the app: a bounded pool of connections, any of which may write. Writes run at READ
/// COMMITTED, enough since every write that must not apply twice is one conditional statement (`WHERE version = ?`),
/// retried whole after a deadlock; reads run in one REPEATABLE READ READ ONLY transaction, one snapshot as on SQLite.
final class PostgresDatabase: Sendable {
    let url: String
    let settings: PostgresSettings
    private let pool: ConnectionPool
    private let bulkhead: DatabaseBulkhead
    /// When a write last failed for want of space or write access (see `SQLiteDatabase.lastWriteFailure`); an
    /// unreachable server needs no memory: `healthProblem` asks it.
    private let lastWriteFailure = Mutex<ContinuousClock.Instant?>(nil)
    /// How often a write that lost a race (`isWorthRetrying`) runs before its error goes to the caller.
    static let attempts = 3

    /// `waiters`: how many threads may be inside the database at once while it is slow (see `DatabaseBulkhead`).
    init(url: String, size: Int, waiters: Int, settings: PostgresSettings, migrations: [Migration]) throws(DatabaseError) {
        self.url = url
        self.settings = settings
        let connections = (0..<max(size, 1)).map { _ in PostgresConnection(url: url, settings: settings) }
        pool = ConnectionPool(connections.map { Connection(.postgres($0)) }, name: "postgres")
        bulkhead = DatabaseBulkhead(limit: waiters)
        do {
            for connection in connections { connection.settings = settings.migrating }
            defer { for connection in connections { connection.settings = settings } }
            let deadline = ContinuousClock.now + .seconds(settings.startupWaitSeconds)
            var pause = Duration.milliseconds(100)
            while true {
                do {
                    try pool.withConnection { try $0.executeScript("SELECT 1") }
                    break
                } catch let error as DatabaseError where error.kind == .unavailable && ContinuousClock.now + pause < deadline {
                    settings.startupRetry?(error)
                    Thread.sleep(forTimeInterval: Double(pause.components.attoseconds) / 1e18 + Double(pause.components.seconds))
                    pause = min(pause * 2, .seconds(2))
                }
            }
            try pool.withConnection { try Migrator.migrate($0, with: migrations) }
        } catch {
            pool.close()
            throw error as? DatabaseError ?? DatabaseError(kind: .other, message: "\(error)")
        }
    }

    func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try writing { try PostgresDatabase.transaction("BEGIN", on: $0, body) }
    }

    /// One statement that writes, atomic by itself, outside any transaction (see `Database.writeAlone`).
    func writeAlone<T>(_ body: (Connection) throws -> T) throws -> T {
        try writing { connection in
            if !connection.isAutocommit { try connection.executeScript("ROLLBACK") }
            return try body(connection)
        }
    }

    /// A write on a pooled connection: run again when it lost a race, its failure remembered for `healthProblem`.
    private func writing<T>(_ body: (Connection) throws -> T) throws -> T {
        var attempt = 1
        while true {
            do {
                let value = try use(body)
                lastWriteFailure.withLock { $0 = nil }
                return value
            } catch let error as DatabaseError where error.isWorthRetrying && attempt < PostgresDatabase.attempts {
                attempt += 1
            } catch let error as DatabaseError where error.kind == .full || error.kind == .readOnly {
                lastWriteFailure.withLock { $0 = .now }
                throw error
            }
        }
    }

    func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try use { try PostgresDatabase.transaction("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY", on: $0, body) }
    }

    /// A move's reads of what it is about to change (session and game): any pooled connection, each statement alone,
    /// without BEGIN and COMMIT (two round trips of eight). No snapshot is needed: the write that follows applies only
    /// to the version it read (`UPDATE … WHERE version = ?`).
    func readOnWriter<T>(_ body: (Connection) throws -> T) throws -> T {
        try use { connection in
            if !connection.isAutocommit { try connection.executeScript("ROLLBACK") }
            let started = ContinuousClock.now
            do {
                return try body(connection)
            } catch let error as DatabaseError
                        where error.kind == .unavailable && ContinuousClock.now - started < .milliseconds(250) {
                // A pooled connection finds out only now that the server restarted (as in `transaction`). These
                // are reads, so they may run again once, on a fresh connection; not after waiting out a deadline.
                return try body(connection)
            }
        }
    }

    /// Nil when the server answers a query now and no write failed for want of space or write access in the last
    /// `SQLiteDatabase.failureMemory`; otherwise why not. While the server is down every check fails; the first after
    /// it is back connects again and passes.
    func healthProblem() -> String? {
        guard (try? read { try $0.queryOne("SELECT 1 AS ok") }?.int("ok")) == 1 else {
            return "PostgreSQL does not answer"
        }
        let recentFailure = lastWriteFailure.withLock { failed in
            failed.map { ContinuousClock.now - $0 < SQLiteDatabase.failureMemory } ?? false
        }
        return recentFailure ? "a write failed in the last \(SQLiteDatabase.failureMemory) (read-only or full)" : nil
    }

    /// A pooled connection for `body`, within the bulkhead and waiting at most `settings.checkoutMilliseconds` (or to
    /// the request's `DatabaseDeadline`) for it; none at all once that deadline has passed (a request that queued
    /// too long for a handler thread).
    private func use<T>(_ body: (Connection) throws -> T) throws -> T {
        let patience = DatabaseDeadline.bound(.milliseconds(settings.checkoutMilliseconds))
        guard patience > .zero else {
            throw DatabaseError(kind: .busy, message: "the request's time for the database has run out")
        }
        return try bulkhead.admit {
            try pool.withConnection(waitingAtMost: patience, body)
        }
    }

    /// Closes the free connections now and the busy ones as their requests finish.
    func close() {
        pool.close()
    }

    /// Runs `body` between `begin` (with the settings' `SET LOCAL`s in the same round trip) and COMMIT.
    private static func transaction<T>(_ begin: String, on connection: Connection, _ body: (Connection) throws -> T) throws -> T {
        let begin = "\(begin); \(connection.postgres?.settings.transactionSettings() ?? "")"
        if !connection.isAutocommit { try connection.executeScript("ROLLBACK") }
        let started = ContinuousClock.now
        do throws(DatabaseError) {
            try connection.executeScript(begin)
        } catch {
            // A pooled connection finds out only now that the server restarted; nothing ran yet, so one fresh
            // connection may try again. Not after waiting out a deadline: a frozen server would cost it twice.
            guard error.kind == .unavailable, ContinuousClock.now - started < .milliseconds(250) else { throw error }
            try connection.executeScript(begin)
        }
        do {
            let value = try body(connection)
            try connection.postgres?.commit()
            return value
        } catch {
            if !connection.isAutocommit { _ = try? connection.executeScript("ROLLBACK") }
            throw error
        }
    }
}

extension Connection {
    fileprivate var postgres: PostgresConnection? {
        guard case .postgres(let connection) = link else { return nil }
        return connection
    }
}
