import CSQLite

/// One SQLite connection behind a `Connection`. Lent out only inside `Database.read`/`write`, by one thread
/// at a time, which is why it may be opened with SQLITE_OPEN_NOMUTEX.
final class SQLiteConnection {
    /// How long a statement waits on another connection's lock before failing with `.busy`.
    static let busyTimeoutMilliseconds: Int32 = 5_000
    /// Caller SQL is fixed text, so a small cache holds all of it; the limit only guards against misuse.
    private static let statementCacheLimit = 128

    let handle: OpaquePointer
    /// Searched in order, by length then text: hashing a long statement's text cost more than the whole scan.
    private var statements: [(sql: String, statement: Statement)] = []
    private var isOpen = true

    /// Opens `path` and applies the settings every connection needs (busy timeout, foreign keys).
    init(path: String, readOnly: Bool) throws(DatabaseError) {
        let access = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
        var handle: OpaquePointer?
        let code = sqlite3_open_v2(path, &handle, access | SQLITE_OPEN_NOMUTEX, nil)
        guard code == SQLITE_OK, let handle else {
            let detail = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_close_v2(handle)
            throw DatabaseError(kind: .open, code: code, message: "cannot open \(path): \(detail)")
        }
        self.handle = handle
        sqlite3_extended_result_codes(handle, 1)
        sqlite3_busy_timeout(handle, SQLiteConnection.busyTimeoutMilliseconds)
        do throws(DatabaseError) {
            try execute("PRAGMA foreign_keys = ON")
        } catch {
            close()
            throw DatabaseError(kind: .open, code: error.code, message: "cannot set up \(path): \(error.message)")
        }
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

    /// True outside any transaction.
    var isAutocommit: Bool {
        sqlite3_get_autocommit(handle) != 0
    }

    /// Runs several statements at once, without bindings: for migrations written by us.
    func executeScript(_ sql: String) throws(DatabaseError) {
        var failure: UnsafeMutablePointer<CChar>?
        let code = sqlite3_exec(handle, sql, nil, nil, &failure)
        guard code == SQLITE_OK else {
            let message = failure.map { String(cString: $0) } ?? String(cString: sqlite3_errstr(code))
            sqlite3_free(failure)
            throw DatabaseError(code: sqlite3_extended_errcode(handle), message: message)
        }
    }

    private func prepared(_ sql: String, _ bindings: [SQLValue]) throws(DatabaseError) -> Statement {
        guard isOpen else { throw DatabaseError.closed }
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
