import CSQLite
import Foundation

/// Consistent copies of a live SQLite database, taken while players play, and the way back from one. Never a file
/// copy: a `cp` of a database being written can catch half a transaction, or miss what still sits in its `-wal`.
public enum SQLiteBackup {
    /// What a copy holds, for the operator's log line.
    public struct Summary: Sendable, Equatable {
        public let bytes: Int
        public let games: Int
        public let moves: Int
    }

    /// How long a restore waits for a server's write under way to end before giving up.
    static let restorePatience = Duration.seconds(10)

    /// Copies the database at `source` into `destination` as one snapshot (`VACUUM INTO`: a read transaction, so
    /// players' moves go on meanwhile). The copy is written beside `destination`, synced, then renamed over it:
    /// `destination` is always one whole copy, the last or the new, whenever the command is stopped.
    public static func copy(_ source: String, to destination: String) throws(DatabaseError) -> Summary {
        guard FileManager.default.fileExists(atPath: source) else {
            throw DatabaseError(kind: .open, message: "no database at \(source)")
        }
        let partial = destination + ".partial"
        try? FileManager.default.removeItem(atPath: partial)
        do {
            let connection = try SQLiteConnection(path: source, readOnly: true)
            defer { connection.close() }
            _ = try connection.execute("VACUUM INTO ?", [.text(partial)])
        }
        try durablyRename(partial, to: destination)
        return try summary(of: destination)
    }

    /// Opens a copy and checks it whole: `PRAGMA integrity_check` and the tables a server needs.
    public static func summary(of path: String) throws(DatabaseError) -> Summary {
        guard FileManager.default.fileExists(atPath: path) else {
            throw DatabaseError(kind: .open, message: "no database at \(path)")
        }
        let connection = try SQLiteConnection(path: path, readOnly: true)
        defer { connection.close() }
        let verdicts = try connection.query("PRAGMA integrity_check").compactMap { $0.string("integrity_check") }
        guard verdicts == ["ok"] else {
            throw DatabaseError(kind: .other, message: "\(path) is damaged: \(verdicts.prefix(3).joined(separator: "; "))")
        }
        let games = try connection.queryOne("SELECT count(*) AS n FROM games")?.int("n") ?? 0
        let moves = try connection.queryOne("SELECT count(*) AS n FROM game_moves")?.int("n") ?? 0
        let bytes = ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
        return Summary(bytes: bytes, games: games, moves: moves)
    }

    /// Puts a checked copy's content into the database at `live` (made if missing) in one transaction, through
    /// SQLite's online backup API: the file is never half old and half new, even if a server has it open.
    public static func restore(_ backup: String, into live: String) throws(DatabaseError) -> Summary {
        let summary = try summary(of: backup)
        let source = try SQLiteConnection(path: backup, readOnly: true)
        defer { source.close() }
        let target = try SQLiteConnection(path: live, readOnly: false)
        defer { target.close() }
        guard let backup = sqlite3_backup_init(target.handle, "main", source.handle, "main") else {
            throw DatabaseError(code: sqlite3_errcode(target.handle), message: String(cString: sqlite3_errmsg(target.handle)))
        }
        let deadline = ContinuousClock.now + restorePatience
        var code: Int32
        repeat {
            code = sqlite3_backup_step(backup, -1)
            if code == SQLITE_BUSY || code == SQLITE_LOCKED { sqlite3_sleep(20) }
        } while (code == SQLITE_BUSY || code == SQLITE_LOCKED) && ContinuousClock.now < deadline
        let finished = sqlite3_backup_finish(backup)
        guard code == SQLITE_DONE, finished == SQLITE_OK else {
            let failed = code == SQLITE_DONE ? finished : code
            throw DatabaseError(code: failed, message: "restoring into \(live): \(String(cString: sqlite3_errstr(failed)))")
        }
        return summary
    }

    /// fsync the file, rename it into place, fsync the folder: after a crash the name holds the old copy or the new.
    private static func durablyRename(_ from: String, to: String) throws(DatabaseError) {
        try sync(from)
        guard rename(from, to) == 0 else {
            throw DatabaseError(kind: .other, message: "cannot rename \(from) to \(to): \(String(cString: strerror(errno)))")
        }
        let folder = (to as NSString).deletingLastPathComponent
        try sync(folder.isEmpty ? "." : folder)
    }

    private static func sync(_ path: String) throws(DatabaseError) {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else {
            throw DatabaseError(kind: .other, message: "cannot open \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else {
            throw DatabaseError(kind: .other, message: "cannot sync \(path): \(String(cString: strerror(errno)))")
        }
    }
}
