import CSQLite

/// A prepared statement, kept in its connection's cache and reused by SQL text.
final class Statement {
    let handle: OpaquePointer
    private let connection: OpaquePointer
    private var columns: (names: ColumnNames, preparation: Int32)?

    init(sql: String, connection: OpaquePointer) throws(DatabaseError) {
        var handle: OpaquePointer?
        // The tail points into the C string, so it must be read before that string goes away.
        let (code, trailing) = sql.withCString { text in
            var tail: UnsafePointer<CChar>?
            let code = sqlite3_prepare_v3(connection, text, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, &tail)
            return (code, tail.map { String(cString: $0) } ?? "")
        }
        guard code == SQLITE_OK, let handle else {
            sqlite3_finalize(handle)
            throw Statement.error(connection, code: code, sql: sql)
        }
        // A second statement after the first would be silently ignored: refuse it instead.
        guard trailing.allSatisfy(\.isWhitespace) else {
            sqlite3_finalize(handle)
            throw DatabaseError(kind: .other, message: "only one statement at a time may be prepared: \(sql)")
        }
        self.handle = handle
        self.connection = connection
    }

    func finalize() {
        sqlite3_finalize(handle)
    }

    /// Clears what a previous use left behind, then binds `values` to ?1…?n.
    func bind(_ values: [SQLValue]) throws(DatabaseError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        let expected = Int(sqlite3_bind_parameter_count(handle))
        guard values.count == expected else {
            throw DatabaseError(kind: .other, message: "expected \(expected) bound values, got \(values.count)")
        }
        for (offset, value) in values.enumerated() {
            let code = bind(value, at: Int32(offset + 1))
            guard code == SQLITE_OK else { throw Statement.error(connection, code: code, sql: nil) }
        }
    }

    private func bind(_ value: SQLValue, at index: Int32) -> Int32 {
        switch value {
        case .null:
            return sqlite3_bind_null(handle, index)
        case .integer(let number):
            return sqlite3_bind_int64(handle, index, number)
        case .real(let number):
            return sqlite3_bind_double(handle, index, number)
        case .text(var text):
            return text.withUTF8 { bytes in
                guard let start = bytes.baseAddress else {
                    // An empty buffer has no address, and a null pointer would bind NULL, not "".
                    return minigames_bind_text(handle, index, "", 0)
                }
                guard let count = Int32(exactly: bytes.count) else { return SQLITE_TOOBIG }
                return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) {
                    minigames_bind_text(handle, index, $0, count)
                }
            }
        case .blob(let data):
            guard !data.isEmpty else { return sqlite3_bind_zeroblob(handle, index, 0) }
            guard let count = Int32(exactly: data.count) else { return SQLITE_TOOBIG }
            return data.withUnsafeBytes { minigames_bind_blob(handle, index, $0.baseAddress, count) }
        }
    }

    /// Runs one step: true when a row is ready to read, false when the statement is done.
    func step() throws(DatabaseError) -> Bool {
        switch sqlite3_step(handle) {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        case let code:
            let error = Statement.error(connection, code: code, sql: String(cString: sqlite3_sql(handle)))
            sqlite3_reset(handle)
            throw error
        }
    }

    /// Ends this use so the statement holds no lock while it waits in the cache.
    func finish() {
        sqlite3_reset(handle)
    }

    /// The result's column names, read once and kept until SQLite prepares the statement again (after a
    /// schema change, which may change what `SELECT *` returns).
    func columnNames() -> ColumnNames {
        let preparation = sqlite3_stmt_status(handle, SQLITE_STMTSTATUS_REPREPARE, 0)
        if let columns, columns.preparation == preparation { return columns.names }
        let count = sqlite3_column_count(handle)
        let names = ColumnNames((0..<count).map { String(cString: sqlite3_column_name(handle, $0)) })
        columns = (names, preparation)
        return names
    }

    func values() -> [SQLValue] {
        (0..<sqlite3_column_count(handle)).map(value(at:))
    }

    private func value(at index: Int32) -> SQLValue {
        switch sqlite3_column_type(handle, index) {
        case SQLITE_INTEGER:
            return .integer(sqlite3_column_int64(handle, index))
        case SQLITE_FLOAT:
            return .real(sqlite3_column_double(handle, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(handle, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(handle, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(handle, index))
            guard count > 0, let bytes = sqlite3_column_blob(handle, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default:
            return .null
        }
    }

    static func error(_ connection: OpaquePointer, code: Int32, sql: String?) -> DatabaseError {
        let extended = sqlite3_extended_errcode(connection)
        // The connection's last error may belong to an earlier call when this one failed before SQLite ran.
        let resolved = extended & 0xff == code & 0xff ? extended : code
        var message = String(cString: sqlite3_errstr(resolved))
        if extended == resolved, let text = sqlite3_errmsg(connection) { message = String(cString: text) }
        if let sql { message += " — in: \(sql)" }
        return DatabaseError(code: resolved, message: message)
    }
}
