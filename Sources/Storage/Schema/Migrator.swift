/// Brings a database up to the newest known migration, or refuses one written by a newer build.
enum Migrator {
    static func migrate(_ connection: Connection, with migrations: [Migration]) throws(DatabaseError) {
        try checkNumbering(migrations)
        let newest = migrations.last?.version ?? 0
        do throws(DatabaseError) {
            try createMigrationTable(on: connection)
        } catch {
            throw DatabaseError(kind: .migration, code: error.code, message: "cannot create the migration table: \(error.message)")
        }
        let found = try recordedVersion(connection)
        // Running an older build on a newer file could silently lose data the old code does not know about.
        guard found <= newest else {
            throw DatabaseError(
                kind: .newerSchema,
                message: "the database has schema version \(found), but this build supports only up to version \(newest); use a newer build or another database file")
        }
        for migration in migrations where migration.version > found {
            try apply(migration, on: connection)
        }
    }

    /// Versions must be positive and strictly increasing, so "newest" and "pending" mean something.
    private static func checkNumbering(_ migrations: [Migration]) throws(DatabaseError) {
        var previous = 0
        for migration in migrations {
            guard migration.version > previous else {
                throw DatabaseError(
                    kind: .migration,
                    message: "migration \(migration.version) (\(migration.name)) is out of order: versions must be positive and increasing")
            }
            previous = migration.version
        }
    }

    private static func recordedVersion(_ connection: Connection) throws(DatabaseError) -> Int {
        do throws(DatabaseError) {
            return try connection.queryOne("SELECT coalesce(max(version), 0) AS version FROM schema_migrations")?.int("version") ?? 0
        } catch {
            throw DatabaseError(kind: .migration, code: error.code, message: "cannot read the schema version: \(error.message)")
        }
    }

    private static func apply(_ migration: Migration, on connection: Connection) throws(DatabaseError) {
        do throws(DatabaseError) {
            try begin(on: connection)
            // Another process may have applied it while we waited for the write lock.
            let done = try connection.queryOne("SELECT 1 FROM schema_migrations WHERE version = ?", [SQLValue(migration.version)]) != nil
            if !done {
                try connection.executeScript(migration.sql(for: connection.dialect))
                try connection.execute(
                    "INSERT INTO schema_migrations (version, name) VALUES (?, ?)",
                    [SQLValue(migration.version), .text(migration.name)])
            }
            try connection.execute("COMMIT")
        } catch {
            if !connection.isAutocommit { _ = try? connection.execute("ROLLBACK") }
            throw DatabaseError(
                kind: .migration, code: error.code,
                message: "migration \(migration.version) (\(migration.name)) failed: \(error.message)")
        }
    }

    private static func migrationTable(_ dialect: SQLDialect) -> String {
        switch dialect {
        case .sqlite:
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at INTEGER NOT NULL DEFAULT (CAST(strftime('%s', 'now') AS INTEGER))
            )
            """
        case .postgres:
            """
            CREATE TABLE IF NOT EXISTS schema_migrations (
                version INTEGER PRIMARY KEY,
                name TEXT NOT NULL,
                applied_at BIGINT NOT NULL DEFAULT (extract(epoch FROM now())::bigint)
            )
            """
        }
    }

    private static func createMigrationTable(on connection: Connection) throws(DatabaseError) {
        switch connection.dialect {
        case .sqlite:
            try connection.execute(migrationTable(.sqlite))
        case .postgres:
            // Two instances starting at once would race to create the table: the same lock as the steps.
            try begin(on: connection)
            try connection.executeScript(migrationTable(.postgres))
            try connection.executeScript("COMMIT")
        }
    }

    /// PostgreSQL's advisory lock key for migrations: any fixed number other code does not use ("mg").
    private static let migrationLock: Int64 = 0x6D67

    /// Takes the lock that keeps two processes from applying one migration at once.
    private static func begin(on connection: Connection) throws(DatabaseError) {
        switch connection.dialect {
        case .sqlite: try connection.execute("BEGIN IMMEDIATE")
        case .postgres:
            try connection.executeScript("BEGIN")
            _ = try connection.queryOne("SELECT pg_advisory_xact_lock(?) AS locked", [.integer(migrationLock)])
        }
    }
}
