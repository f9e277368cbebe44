import Foundation
import Testing

@testable import Storage

/// A fresh temporary folder for one test's database files, removed when the test is done with it.
final class Scratch {
    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    func path(_ name: String = "minigames.sqlite") -> String {
        folder.appendingPathComponent(name).path
    }

    func open(readers: Int = 2, migrations: [Migration] = Schema.migrations) throws -> Database {
        try Database(path: path(), readers: readers, migrations: migrations)
    }
}

/// Fixed times (milliseconds since the epoch) so tests read like a calendar.
enum Clock {
    static let day: Int64 = 86_400_000
    static let start: Int64 = 1_767_225_600_000  // 2026-01-01T00:00:00Z
}

extension Database {
    /// A session to hang games and scores on.
    func newSession(now: Int64 = Clock.start) throws -> SessionRecord {
        try write { try SessionStore.create($0, now: now) }
    }

    func count(_ table: String) throws -> Int {
        try read { try $0.queryOne("SELECT count(*) AS n FROM \(table)")?.int("n") } ?? -1
    }
}
