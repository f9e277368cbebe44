import CSQLite

/// A failure from SQLite, PostgreSQL or our layer over them, sorted into the kinds callers act on.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        /// `unavailable`: the PostgreSQL server cannot be reached (down, restarting, connection lost).
        case open, migration, newerSchema, busy, constraint, readOnly, full, unavailable, other
    }

    public let kind: Kind
    /// SQLite's extended result code, or 0 when the error comes from PostgreSQL or this layer.
    public let code: Int32
    /// PostgreSQL's five-character SQLSTATE, when the error comes from the server.
    public let sqlState: String?
    /// What went wrong, for logs (the database's own text where there is one).
    public let message: String

    public init(kind: Kind, code: Int32 = 0, sqlState: String? = nil, message: String) {
        self.kind = kind
        self.code = code
        self.sqlState = sqlState
        self.message = message
    }

    /// Sorts an SQLite result code into a kind.
    init(code: Int32, message: String) {
        let kind: Kind =
            switch code & 0xff {
            case SQLITE_BUSY, SQLITE_LOCKED: .busy
            case SQLITE_CONSTRAINT: .constraint
            case SQLITE_READONLY: .readOnly
            case SQLITE_FULL: .full
            case SQLITE_CANTOPEN, SQLITE_NOTADB, SQLITE_PERM, SQLITE_AUTH: .open
            default: .other
            }
        self.init(kind: kind, code: code, message: message)
    }

    /// Sorts a PostgreSQL SQLSTATE into a kind (see the server's errcodes.txt).
    init(sqlState: String?, message: String) {
        let state = sqlState ?? ""
        let kind: Kind =
            switch state {
            // Serialization failure, deadlock, lock or statement timeout: someone else held the rows too long.
            case "40001", "40P01", "55P03", "57014": .busy
            case "25006": .readOnly
            // Admin shutdown, crash shutdown, cannot connect now: the server is going away or not there yet.
            case "57P01", "57P02", "57P03": .unavailable
            default:
                switch state.prefix(2) {
                case "23": .constraint
                case "53": .full
                case "08": .unavailable
                case "28", "3D": .open
                default: .other
                }
            }
        self.init(kind: kind, sqlState: sqlState, message: message)
    }

    public var description: String {
        if let sqlState { return "\(kind) (PostgreSQL SQLSTATE \(sqlState)): \(message)" }
        return code == 0 ? "\(kind): \(message)" : "\(kind) (SQLite code \(code)): \(message)"
    }
}

extension DatabaseError {
    static let closed = DatabaseError(kind: .other, message: "the database is closed")

    /// The database cannot take writes right now (another process holds the lock past the busy timeout, the
    /// file is read-only, the disk is full, or the PostgreSQL server is unreachable); it may recover without a
    /// restart.
    public var meansCannotWrite: Bool {
        [.busy, .readOnly, .full, .unavailable].contains(kind)
    }

    /// A PostgreSQL transaction that lost a race it could not see (a serialization failure or a deadlock):
    /// running it again from the start is the way out.
    var isWorthRetrying: Bool {
        sqlState == "40001" || sqlState == "40P01"
    }
}
