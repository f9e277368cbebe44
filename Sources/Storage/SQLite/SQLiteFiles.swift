import CSQLite

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The files of an SQLite database in WAL mode: the database, its `-wal` and its `-shm`, which SQLite makes beside
/// it (with the database's permissions) when they are missing. SQLite opens whichever it cannot write read-only
/// without saying which, so the file system is asked to name the one at fault.
struct SQLiteFiles {
    /// A file this process cannot write, and why.
    struct Unwritable: Sendable, CustomStringConvertible {
        let path: String
        let reason: String

        /// The file's name without its folder, for what strangers may read (`/healthz`).
        var name: String {
            path.split(separator: "/").last.map(String.init) ?? path
        }

        var description: String {
            "\(path) cannot be written by this process (\(reason))"
        }
    }

    let database: String

    /// The first of the files this process cannot write (for a missing `-wal` or `-shm`, its folder, which must take
    /// it); nil when all of them can be written.
    func unwritable() -> Unwritable? {
        for path in [database, database + "-wal", database + "-shm"] {
            if access(path, W_OK) == 0 { continue }
            let failure = errno
            guard failure == ENOENT, path != database else { return Unwritable(path: path, reason: Self.text(failure)) }
            let folder = Self.folder(of: path)
            if access(folder, W_OK | X_OK) != 0 { return Unwritable(path: folder, reason: Self.text(errno)) }
        }
        return nil
    }

    /// `error` with the file at fault named when it says the database is read-only, which SQLite does without saying
    /// which file.
    func explaining(_ error: DatabaseError) -> DatabaseError {
        guard error.code & 0xff == SQLITE_READONLY, let unwritable = unwritable() else { return error }
        return DatabaseError(kind: error.kind, code: error.code, message: "\(error.message): \(unwritable)")
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    private static func text(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
