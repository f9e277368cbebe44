import Testing

@testable import Storage

@Suite struct MigrationTests {
    /// The newest version this build knows; tests stay right as migrations are appended.
    static let newest = Schema.migrations.last?.version ?? 0

    private func versions(_ database: Database) throws -> [Int] {
        try database.read { try $0.query("SELECT version FROM schema_migrations ORDER BY version") }.compactMap { $0.int("version") }
    }

    private func tables(_ database: Database) throws -> Set<String> {
        let sql =
            switch database.dialect {
            case .sqlite: "SELECT name FROM sqlite_schema WHERE type = 'table'"
            case .postgres: "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
            }
        return Set(try database.read { try $0.query(sql) }.compactMap { $0.string("name") })
    }

    @Test(arguments: Backend.all) func freshDatabaseGetsEveryMigration(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        #expect(try versions(database) == Schema.migrations.map(\.version))
        #expect(try tables(database).isSuperset(of: ["sessions", "games", "scores", "score_buckets", "schema_migrations"]))
    }

    @Test(arguments: Backend.all) func openingAgainChangesNothing(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let first = try scratch.open()
        let session = try first.newSession()
        let applied = try first.read { try $0.query("SELECT version, name, applied_at FROM schema_migrations") }.map(\.values)
        first.close()

        let second = try scratch.open()
        #expect(try second.read { try $0.query("SELECT version, name, applied_at FROM schema_migrations") }.map(\.values) == applied)
        #expect(try second.read { try SessionStore.find($0, id: session.id) } == session)
    }

    @Test(arguments: Backend.all) func laterMigrationsApplyToAnOlderFile(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        try scratch.open(migrations: Array(Schema.migrations.prefix(1))).close()
        let database = try scratch.open()
        #expect(try versions(database) == Schema.migrations.map(\.version))
    }

    @Test(arguments: Backend.all) func newerDatabaseIsRefusedWithBothVersions(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        try scratch.open().close()
        let older = Array(Schema.migrations.prefix(2))
        do {
            _ = try scratch.open(migrations: older)
            Issue.record("an older build opened a newer database")
        } catch let error as DatabaseError {
            #expect(error.kind == .newerSchema)
            #expect(error.message.contains("schema version \(Self.newest)"))
            #expect(error.message.contains("up to version 2"))
        }
    }

    @Test(arguments: Backend.all) func failedMigrationLeavesNothingBehind(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let broken = Schema.migrations + [
            Migration(version: Self.newest + 1, name: "broken", sql: "CREATE TABLE half_done (id INTEGER); INSERT INTO nowhere VALUES (1);")
        ]
        do {
            _ = try scratch.open(migrations: broken)
            Issue.record("a broken migration was accepted")
        } catch let error as DatabaseError {
            #expect(error.kind == .migration)
            #expect(error.message.contains("migration \(Self.newest + 1) (broken)"))
        }
        let database = try scratch.open()
        #expect(try versions(database) == Schema.migrations.map(\.version))
        #expect(try !tables(database).contains("half_done"))
    }

    @Test(arguments: Backend.all) func migrationsOutOfOrderAreRefused(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let shuffled = [Schema.migrations[1], Schema.migrations[0]]
        #expect(throws: DatabaseError.self) { try scratch.open(migrations: shuffled) }
        let repeated = [Schema.migrations[0], Migration(version: 1, name: "again", sql: "SELECT 1")]
        do {
            _ = try scratch.open(migrations: repeated)
            Issue.record("a repeated version was accepted")
        } catch let error as DatabaseError {
            #expect(error.kind == .migration)
        }
    }

    @Test(arguments: Backend.all) func missingFoldersAreCreated(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let path = scratch.path("data/nested/minigames.sqlite")
        let database = try Database(path: path)
        #expect(database.healthProblem() == nil)
    }

    @Test(arguments: Backend.all) func unopenablePathIsAnOpenError(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        // A folder where the file should be.
        let path = scratch.path("taken")
        try Database(path: scratch.path("taken/inner.sqlite")).close()
        do {
            _ = try Database(path: path)
            Issue.record("opened a folder as a database")
        } catch {
            #expect(error.kind == .open)
        }
    }
}
