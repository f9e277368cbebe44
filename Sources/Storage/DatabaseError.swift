import CSQLite

/// A failure from SQLite or from our layer over it, sorted into the kinds callers act on.
public struct DatabaseError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable {
        case open, migration, newerSchema, busy, constraint, readOnly, full, other
    }

    public let kind: Kind
    /// SQLite's extended result code, or 0 when the error comes from this layer.
    public let code: Int32
    /// What went wrong, for logs (SQLite's own text where there is one).
    public let message: String

    public init(kind: Kind, code: Int32 = 0, message: String) {
        self.kind = kind
        self.code = code
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

    public var description: String {
        code == 0 ? "\(kind): \(message)" : "\(kind) (SQLite code \(code)): \(message)"
    }
}

extension DatabaseError {
    static let closed = DatabaseError(kind: .other, message: "the database is closed")

    /// The file cannot take writes right now (another process holds the lock past the busy timeout,
    /// it is read-only, or the disk is full); it may recover without a restart.
    public var meansCannotWrite: Bool {
        [.busy, .readOnly, .full].contains(kind)
    }
}
