import CPostgres
import Glibc

/// One libpq connection behind a `Connection`, used by one thread at a time. libpq, not postgres-nio: handlers run
/// synchronously on worker threads and simply wait, as on SQLite, with no event loop or async bridge to carry.
/// It connects on first use and after a loss; every answer waits at most `settings.answerMilliseconds`.
final class PostgresConnection {
    /// Caller SQL is fixed text, so a small cache holds all of it; the limit only guards against misuse.
    private static let statementCacheLimit = 128

    private let url: String
    var settings: PostgresSettings
    var handle: OpaquePointer?
    /// Statement names by the caller's SQL text, for this connection's session only.
    private var statements: [String: String] = [:]
    private var prepared = 0
    private var isOpen = true

    init(url: String, settings: PostgresSettings = PostgresSettings()) {
        self.url = url
        self.settings = settings
    }

    deinit {
        close()
    }

    func close() {
        isOpen = false
        disconnect()
    }

    /// True outside any transaction (and while not connected).
    var isIdle: Bool {
        handle.map { PQtransactionStatus($0) == PQTRANS_IDLE } ?? true
    }

    @discardableResult
    func execute(_ sql: String, _ bindings: [SQLValue]) throws(DatabaseError) -> Int {
        let result = try run(sql, bindings)
        defer { PQclear(result) }
        return Int(String(cString: PQcmdTuples(result))) ?? 0
    }

    func query(_ sql: String, _ bindings: [SQLValue]) throws(DatabaseError) -> [Row] {
        let result = try run(sql, bindings)
        defer { PQclear(result) }
        return PostgresRows.read(result)
    }

    func queryOne(_ sql: String, _ bindings: [SQLValue]) throws(DatabaseError) -> Row? {
        let result = try run(sql, bindings)
        defer { PQclear(result) }
        return PostgresRows.read(result, limit: 1).first
    }

    /// Runs several statements at once (the simple protocol), without bindings: for migrations and for
    /// transaction control.
    func executeScript(_ sql: String) throws(DatabaseError) {
        let connection = try connected()
        let sent = PQsendQuery(connection, sql)
        PQclear(try checked(sent == 1 ? try answer(on: connection, sql: sql) : nil, on: connection, sql: sql))
    }

    /// Commits the open transaction. PostgreSQL answers COMMIT of a transaction a failed statement aborted by
    /// rolling it back without an error; that must not pass for a commit.
    func commit() throws(DatabaseError) {
        if let handle, PQtransactionStatus(handle) == PQTRANS_INERROR {
            throw DatabaseError(kind: .other, message: "a statement failed in this transaction, so it cannot commit")
        }
        try executeScript("COMMIT")
    }

    private func run(_ sql: String, _ bindings: [SQLValue]) throws(DatabaseError) -> OpaquePointer {
        let connection = try connected()
        let parameters = try PostgresParameters(bindings)
        defer { parameters.deallocate() }
        let count = Int32(bindings.count)
        let alone = PQtransactionStatus(connection) == PQTRANS_IDLE
        let waiting = alone ? settings.aloneAnswerMilliseconds : settings.answerMilliseconds
        let sent: Int32
        if settings.preparedStatements {
            // Preparing reads the tables' definitions, so it waits behind an exclusive lock as the statement does.
            let name = try statement(for: sql, on: connection, waitingAtMost: waiting)
            sent = PQsendQueryPrepared(connection, name, count, parameters.values, parameters.lengths, parameters.formats, 0)
        } else {
            sent = PQsendQueryParams(
                connection, PostgresSQL.translate(sql), count, nil, parameters.values, parameters.lengths, parameters.formats, 0)
        }
        return try checked(sent == 1 ? try answer(on: connection, sql: sql, waitingAtMost: waiting) : nil,
                           on: connection, sql: sql)
    }

    private func statement(for sql: String, on connection: OpaquePointer, waitingAtMost waiting: Int) throws(DatabaseError)
        -> String
    {
        if let name = statements[sql] { return name }
        if statements.count >= PostgresConnection.statementCacheLimit {
            let sent = PQsendQuery(connection, "DEALLOCATE ALL")
            PQclear(try checked(sent == 1 ? try answer(on: connection, sql: "DEALLOCATE ALL") : nil, on: connection, sql: "DEALLOCATE ALL"))
            statements.removeAll()
        }
        prepared += 1
        let name = "s\(prepared)"
        let sent = PQsendPrepare(connection, name, PostgresSQL.translate(sql), 0, nil)
        PQclear(try checked(sent == 1 ? try answer(on: connection, sql: sql, waitingAtMost: waiting) : nil,
                            on: connection, sql: sql))
        statements[sql] = name
        return name
    }

    /// The live connection, connecting (again) when there is none.
    private func connected() throws(DatabaseError) -> OpaquePointer {
        guard isOpen else { throw DatabaseError.closed }
        if let handle { return handle }
        guard let connection = minigames_pq_connect_start(url) else {
            throw DatabaseError(kind: .unavailable, message: "cannot allocate a PostgreSQL connection")
        }
        do throws(DatabaseError) {
            try PostgresConnection.finishConnecting(connection, within: .seconds(max(settings.connectSeconds, 1)))
        } catch {
            PQfinish(connection)
            throw error
        }
        minigames_pq_silence_notices(connection)
        handle = connection
        return connection
    }

    /// Drives libpq's connection steps, waiting on its socket at most `limit` (or to the deadline) in all: libpq's
    /// own connect_timeout counts whole seconds, at least two, which one request's deadline cannot afford.
    private static func finishConnecting(_ connection: OpaquePointer, within limit: Duration) throws(DatabaseError) {
        let waited = DatabaseDeadline.bound(limit)
        let deadline = ContinuousClock.now + waited
        var state = PGRES_POLLING_WRITING
        while state != PGRES_POLLING_OK {
            guard state != PGRES_POLLING_FAILED, PQstatus(connection) != CONNECTION_BAD else {
                let message = String(cString: PQerrorMessage(connection)).trimmingSpaces
                throw DatabaseError(kind: .unavailable, message: "cannot connect to PostgreSQL: \(message)")
            }
            let left = (deadline - .now).wholeMilliseconds
            var socket = pollfd(fd: PQsocket(connection), events: Int16(state == PGRES_POLLING_READING ? POLLIN : POLLOUT),
                                revents: 0)
            let ready = left > 0 ? poll(&socket, 1, Int32(min(left, Int(Int32.max)))) : 0
            if ready == 0 {
                throw DatabaseError(kind: .unavailable,
                                    message: "cannot connect to PostgreSQL: no answer within \(waited.wholeMilliseconds) ms")
            }
            if ready < 0 && errno != EINTR {
                throw DatabaseError(kind: .unavailable, message: "cannot connect to PostgreSQL: poll failed (\(errno))")
            }
            if ready > 0 { state = PQconnectPoll(connection) }
        }
    }

    /// Turns a failed result into a typed error; a lost connection is dropped, so the next use connects again.
    private func checked(_ result: OpaquePointer?, on connection: OpaquePointer, sql: String) throws(DatabaseError) -> OpaquePointer {
        if let result {
            let status = PQresultStatus(result)
            if status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK { return result }
            let state = minigames_pq_sqlstate(result).map { String(cString: $0) }
            let message = String(cString: PQresultErrorMessage(result)).trimmingSpaces
            PQclear(result)
            var error = DatabaseError(sqlState: state, message: "\(message) — in: \(sql)")
            if PQstatus(connection) != CONNECTION_OK {
                // Lost on the way (often with no SQLSTATE at all): unavailable, whatever the text says.
                error = DatabaseError(kind: .unavailable, sqlState: state, message: error.message)
            }
            // Read-only (a standby, or default_transaction_read_only set while it was open) or going away: this
            // session would keep failing, a new one may not.
            if error.kind == .unavailable || error.kind == .readOnly { disconnect() }
            throw error
        }
        let message = String(cString: PQerrorMessage(connection)).trimmingSpaces
        let lost = PQstatus(connection) != CONNECTION_OK
        if lost { disconnect() }
        throw DatabaseError(kind: lost ? .unavailable : .other, message: "\(message) — in: \(sql)")
    }

    func disconnect() {
        if let handle { PQfinish(handle) }
        handle = nil
        statements.removeAll()
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        String(self.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
