import CSQLite

/// One SQLite connection behind a `Connection`. Lent out only inside `Database.read`/`write`, by one thread
/// at a time, which is why it may be opened with SQLITE_OPEN_NOMUTEX.
final class SQLiteConnection {
    /// How long a statement waits on another connection's lock before failing with `.busy`.
    static let busyTimeoutMilliseconds: Int32 = 5_000
    /// Caller SQL is fixed text, so a small cache holds all of it; the limit only guards against misuse.
    private static let statementCacheLimit = 128

    let path: String
    let readOnly: Bool
    /// Valid while `isOpen`; a new one after `reopen`.
    private(set) var handle: OpaquePointer
    /// Searched in order, by length then text: hashing a long statement's text cost more than the whole scan.
    private var statements: [(sql: String, statement: Statement)] = []
    private(set) var isOpen = true
    /// Why the last `reopen` failed: every use throws it until one succeeds.
    private var reopenFailure: DatabaseError?

    /// Opens `path` (creating it unless `readOnly`) and applies the settings every connection needs.
    init(path: String, readOnly: Bool) throws(DatabaseError) {
        self.path = path
        self.readOnly = readOnly
        handle = try Self.open(path, readOnly: readOnly, create: !readOnly)
    }

    /// Closes the connection and opens the file again, as it was opened but never creating it: SQLite opens a file it
    /// cannot write read-only, and stays so. When opening fails the connection stays closed, and every use throws
    /// that error (`.unavailable`) until a later `reopen` succeeds.
    func reopen() throws(DatabaseError) {
        close()
        do throws(DatabaseError) {
            handle = try Self.open(path, readOnly: readOnly, create: false)
            isOpen = true
            reopenFailure = nil
        } catch {
            let failure = DatabaseError(kind: .unavailable, code: error.code, message: error.message)
            reopenFailure = failure
            throw failure
        }
    }

    /// A handle with the settings every connection needs (busy timeout, extended result codes, foreign keys).
    private static func open(_ path: String, readOnly: Bool, create: Bool) throws(DatabaseError) -> OpaquePointer {
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | (create ? SQLITE_OPEN_CREATE : 0)
        var opened: OpaquePointer?
        let code = sqlite3_open_v2(path, &opened, access | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle = opened else {
            let detail = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(opened)
            throw DatabaseError(kind: .open, code: code, message: "cannot open \(path): \(detail)")
        }
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, SQLiteConnection.busyTimeoutMilliseconds)
        var failure: UnsafeMutablePointer<CChar>?
        let setUp = sqlite3_exec(handle, "PRAGMA foreign_keys = ON", nil, nil, &failure)
        guard setUp == SQLITE_OK else {
            let message = failure.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(setUp))
            sqlite3_free(failure)
            sqlite3_close_v2(handle)
            throw DatabaseError(kind: .open, code: setUp, message: "cannot set up \(path): \(message)")
        }
        return handle
    }

    /// True when the connection can only read: opened so, or its file (or the file's `-wal` or `-shm`) could not be
    /// written when it was opened. Such a connection stays read-only until reopened.
    var isReadOnly: Bool {
        isOpen && sqlite3_db_readonly(handle, "main") == 1
    }

    deinit {
        close()
    }

    func close() {
        guard isOpen else { return }
        isOpen = false
        for cached in statements { cached.statement.finalize() }
        statements.removeAll()
        sqlite3_close_v2(handle)
    }

    /// Runs one statement and returns how many rows it changed.
    @discardableResult
    func execute(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) -> Int {
        let statement = try prepared(sql, bindings)
        defer { statement.finish() }
        while try statement.step() {}
        return Int(sqlite3_changes64(handle))
    }

    /// Runs one statement and returns all of its rows.
    func query(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) -> [Row] {
        let statement = try prepared(sql, bindings)
        defer { statement.finish() }
        var rows: [Row] = []
        guard try statement.step() else { return rows }
        let columns = statement.columnNames()
        repeat {
            rows.append(Row(columns: columns, values: statement.values()))
        } while try statement.step()
        return rows
    }

    /// Runs one statement and returns its first row, if any, without reading further.
    func queryOne(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) -> Row? {
        let statement = try prepared(sql, bindings)
        defer { statement.finish() }
        guard try statement.step() else { return nil }
        return Row(columns: statement.columnNames(), values: statement.values())
    }

    /// True outside any transaction (and when closed).
    var isAutocommit: Bool {
        !isOpen || sqlite3_get_autocommit(handle) != 0
    }

    /// Runs several statements at once, without bindings: for migrations written by us.
    func executeScript(_ sql: String) throws(DatabaseError) {
        guard isOpen else { throw reopenFailure ?? DatabaseError.closed }
        var failure: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &failure)
        guard code == SQLITE_OK else {
            let message = failure.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(failure)
            throw DatabaseError(code: sqlite3_extended_errcode(handle), message: message)
        }
    }

    private func prepared(_ sql: String, _ bindings: [SQLValue]) throws(DatabaseError) -> Statement {
        guard isOpen else { throw reopenFailure ?? DatabaseError.closed }
        let statement: Statement
        let length = sql.utf8.count
        if let cached = statements.first(where: { $0.sql.utf8.count == length && $0.sql == sql }) {
            statement = cached.statement
        } else {
            statement = try Statement(sql: sql, connection: handle)
            if statements.count >= SQLiteConnection.statementCacheLimit {
                for old in statements { old.statement.finalize() }
                statements.removeAll()
            }
            statements.append((sql, statement))
        }
        try statement.bind(bindings)
        return statement
    }
}

extension Connection {
    /// A connection of its own to an SQLite file, outside any `Database` (as another process would open it).
    convenience init(path: String, readOnly: Bool) throws(DatabaseError) {
        self.init(.sqlite(try SQLiteConnection(path: path, readOnly: readOnly)))
    }

    static var busyTimeoutMilliseconds: Int32 { SQLiteConnection.busyTimeoutMilliseconds }
}
