import ArgumentParser
import Foundation
import Storage

/// `minigames moderate …`: the operator's commands, run beside the server on the same database file. Each is
/// one short transaction; the running servers notice the commit on their next page (`Database.watchOtherWriters`).
struct Moderate: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Hide leaderboard names and results, and ban sessions from naming, while the server runs.",
        discussion: """
        Each command takes the server's --database (or DATABASE_PATH), before or after its name. Nothing is \
        deleted: `unhide` and `unban` undo every step.
        """,
        subcommands: [List.self, HideName.self, HideScore.self, Unhide.self, BanSession.self, Unban.self, Bans.self])
}

/// The database every moderation command works on: the server's own `--database` (or DATABASE_PATH), which
/// ArgumentParser reads into the parent command wherever it stands on the line.
struct ModerationDatabase {
    let location: DatabaseLocation

    /// Opens the existing file only: a mistyped path must not create an empty database.
    func open() throws -> Database {
        if case .sqlite(let path) = location, !FileManager.default.fileExists(atPath: path) {
            throw CommandFailure(description: "no database at \(path): give the server's file with --database")
        }
        return try Database(location, pool: 1)
    }

    func withDatabase<T>(_ body: (Database) throws -> T) throws -> T {
        let database = try open()
        defer { database.close() }
        return try body(database)
    }

    func read<T>(_ body: (Connection) throws -> T) throws -> T {
        try withDatabase { try $0.read(body) }
    }

    func write<T>(_ body: (Connection) throws -> T) throws -> T {
        try withDatabase { try $0.write(body) }
    }

    /// A change to one row that answers whether the row was there; when it was not, the command fails with
    /// `missing` and changes nothing.
    func change(_ body: (Connection) throws -> Bool, orFail missing: String) throws {
        guard try write(body) else { throw CommandFailure(description: missing) }
    }
}

/// Every moderation command works on the database of the command line it sits in.
protocol ModerationCommand: ParsableCommand {
    var root: Options { get }
}

extension ModerationCommand {
    var database: ModerationDatabase { ModerationDatabase(location: root.databaseLocation) }
}

/// Fails the command with one line on stderr and exit status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
}

extension Moderate {
    static var now: Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
}
