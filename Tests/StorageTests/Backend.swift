import Foundation
import Testing

@testable import Storage

/// The backends the Storage suites run on: SQLite always; PostgreSQL when MINIGAMES_TEST_POSTGRES names a server
/// to make schemas in (`make test` starts a throwaway one with Tests/Support/postgres-cluster).
enum Backend: String, Sendable, CustomTestStringConvertible {
    case sqlite, postgres

    static let postgresURL = ProcessInfo.processInfo.environment["MINIGAMES_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }

    static let all: [Backend] = postgresURL == nil ? [.sqlite] : [.sqlite, .postgres]

    var testDescription: String { rawValue }
}

/// A schema of its own for one test in the test run's PostgreSQL database, found first through `search_path`
/// (given in the URL, so every pooled connection has it), and dropped with everything in it afterwards. A
/// schema takes ~4 ms to make and drop, a database ~60 ms (measured here with fsync off), and a test run makes hundreds.
final class PostgresScratch {
    let name: String
    let url: String
    private let admin: PostgresConnection

    init() throws {
        guard let base = Backend.postgresURL else {
            throw DatabaseError(kind: .open, message: "MINIGAMES_TEST_POSTGRES is not set")
        }
        name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        admin = PostgresConnection(url: base)
        try admin.executeScript("CREATE SCHEMA \(name)")
        url = base + (base.contains("?") ? "&" : "?") + "options=-csearch_path%3D\(name)&application_name=\(name)"
    }

    deinit {
        try? admin.executeScript("DROP SCHEMA \(name) CASCADE")
        admin.close()
    }
}

@Suite struct PostgresAvailabilityTests {
    @Test(.enabled(if: Backend.postgresURL != nil,
                   "MINIGAMES_TEST_POSTGRES is not set, so every PostgreSQL variant of the Storage tests is skipped (make test sets it)"))
    func theTestServerAnswersInAFreshSchema() throws {
        let scratch = try Scratch(.postgres)
        let database = try scratch.open()
        #expect(database.dialect == .postgres)
        #expect(try database.read { try $0.queryOne("SELECT current_schema() AS schema") }?.string("schema")?.hasPrefix("t_") == true)
        #expect(database.healthProblem() == nil)
    }
}
