import Foundation
import Testing

@testable import Storage

/// A fresh place for one test's database, removed when the test is done with it: a temporary folder for SQLite
/// files, and on PostgreSQL a schema of its own in the test run's database (see `PostgresScratch`).
final class Scratch {
    let backend: Backend
    let folder: URL
    private let schema: PostgresScratch?

    init(_ backend: Backend = .sqlite) throws {
        self.backend = backend
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("storage-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        schema = backend == .postgres ? try PostgresScratch() : nil
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The PostgreSQL URL of this test's own schema.
    var postgresURL: String? { schema?.url }
    /// Its schema's name, also each of its connections' application_name.
    var schemaName: String? { schema?.name }

    func path(_ name: String = "minigames.sqlite") -> String {
        folder.appendingPathComponent(name).path
    }

    /// The test's database, opened again at each call: `readers` sizes SQLite's reader pool, or PostgreSQL's
    /// whole pool (at least two, so a read and a write can overlap as on SQLite).
    func open(readers: Int = 2, migrations: [Migration] = Schema.migrations) throws -> Database {
        if let schema {
            // No bulkhead here: these tests crowd a small pool on purpose (DatabaseBulkheadTests try the bulkhead).
            return try Database(url: schema.url, pool: max(readers, 2), waiters: 64, migrations: migrations)
        }
        return try Database(path: path(), readers: readers, migrations: migrations)
    }
}

/// Fixed times (milliseconds since the epoch) so tests read like a calendar.
enum WallClock {
    static let day: Int64 = 86_400_000
    static let start: Int64 = 1_767_225_600_000  // 2026-01-01T00:00:00Z
}

extension Database {
    /// A session to hang games and scores on.
    func newSession(now: Int64 = WallClock.start) throws -> SessionRecord {
        try write { try SessionStore.create($0, now: now) }
    }

    func count(_ table: String) throws -> Int {
        try read { try $0.queryOne("SELECT count(*) AS n FROM \(table)")?.int("n") } ?? -1
    }
}
