/// One connection to the database, on either backend, lent out only inside `Database.read`/`write`/`readOnWriter`
/// to one thread at a time. The stores write their SQL once, with `?` (or `?N`) placeholders and SQLite's planner
/// hints; the PostgreSQL backend translates it (see `PostgresSQL`). Rows written are read back with `RETURNING`.
public final class Connection {
    enum Link {
        case sqlite(SQLiteConnection)
        case postgres(PostgresConnection)
    }

    let link: Link
    /// When set, collects every statement run with its bindings, so tests can check query plans (a test hook).
    @_spi(Testing) public var recordedStatements: [(sql: String, bindings: [SQLValue])]?

    init(_ link: Link) {
        self.link = link
    }

    /// Which SQL dialect runs underneath, for the few statements the two do not share.
    public var dialect: SQLDialect {
        switch link {
        case .sqlite: .sqlite
        case .postgres: .postgres
        }
    }

    /// Runs one statement and returns how many rows it changed.
    @discardableResult
    public func execute(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) -> Int {
        recordedStatements?.append((sql, bindings))
        switch link {
        case .sqlite(let connection): return try connection.execute(sql, bindings)
        case .postgres(let connection): return try connection.execute(sql, bindings)
        }
    }

    /// Runs one statement and returns all of its rows.
    public func query(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) -> [Row] {
        recordedStatements?.append((sql, bindings))
        switch link {
        case .sqlite(let connection): return try connection.query(sql, bindings)
        case .postgres(let connection): return try connection.query(sql, bindings)
        }
    }

    /// Runs one statement and returns its first row, if any, without reading further.
    public func queryOne(_ sql: String, _ bindings: [SQLValue] = []) throws(DatabaseError) -> Row? {
        recordedStatements?.append((sql, bindings))
        switch link {
        case .sqlite(let connection): return try connection.queryOne(sql, bindings)
        case .postgres(let connection): return try connection.queryOne(sql, bindings)
        }
    }

    /// True outside any transaction.
    var isAutocommit: Bool {
        switch link {
        case .sqlite(let connection): connection.isAutocommit
        case .postgres(let connection): connection.isIdle
        }
    }

    /// False for a PostgreSQL connection that is not connected now (never yet, or dropped); SQLite's always are.
    var isConnected: Bool {
        switch link {
        case .sqlite: true
        case .postgres(let connection): connection.handle != nil
        }
    }

    /// Runs several statements at once, without bindings: for migrations written by us.
    func executeScript(_ sql: String) throws(DatabaseError) {
        switch link {
        case .sqlite(let connection): try connection.executeScript(sql)
        case .postgres(let connection): try connection.executeScript(sql)
        }
    }

    func close() {
        switch link {
        case .sqlite(let connection): connection.close()
        case .postgres(let connection): connection.close()
        }
    }
}

/// The two SQL dialects the stores run on.
public enum SQLDialect: Sendable {
    case sqlite, postgres
}
