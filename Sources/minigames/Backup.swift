import ArgumentParser
import Foundation
import Storage

/// `minigames backup FILE`: a consistent copy of the server's SQLite database while it serves (docs/operations.md
/// "Backups" keeps rolling copies with it). On PostgreSQL, pg_dump does this job.
struct Backup: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the live SQLite database consistently into FILE, while players play.",
        discussion: """
        Takes the server's --database (or DATABASE_PATH), before or after its name. FILE is replaced only once the \
        new copy is whole and on disk. Check a copy with `minigames check-replays --database FILE`.
        """)

    @ParentCommand var root: Options

    @Argument(help: "Where the copy goes (replaced when the new copy is whole).")
    var file: String

    func run() throws {
        guard case .sqlite(let path) = root.databaseLocation else {
            throw CommandFailure(description: "backup copies an SQLite database; for PostgreSQL use pg_dump (docs/operations.md)")
        }
        guard (path as NSString).standardizingPath != (file as NSString).standardizingPath else {
            throw CommandFailure(description: "the copy must go to another file than the database itself")
        }
        let started = ContinuousClock.now
        let copy = try SQLiteBackup.copy(path, to: file)
        print("Copied \(path) to \(file): \(copy.games) games, \(copy.moves) moves, \(copy.bytes) bytes, "
              + "in \(started.duration(to: .now).formatted(.units(allowed: [.seconds], fractionalPart: .show(length: 2)))).")
    }
}

/// `minigames restore FILE`: puts a copy made by `backup` back as the server's database, in one transaction.
struct Restore: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Put a copy made by `minigames backup` back as the SQLite database (stop the server first).",
        discussion: """
        Takes the server's --database (or DATABASE_PATH), before or after its name. The copy is checked whole \
        first; the database is replaced in one transaction, so it is never half old and half new.
        """)

    @ParentCommand var root: Options

    @Argument(help: "The copy to bring back.")
    var file: String

    func run() throws {
        guard case .sqlite(let path) = root.databaseLocation else {
            throw CommandFailure(description: "restore brings back an SQLite database; for PostgreSQL use pg_restore (docs/operations.md)")
        }
        let copy = try SQLiteBackup.restore(file, into: path)
        print("Restored \(path) from \(file): \(copy.games) games, \(copy.moves) moves.")
    }
}
