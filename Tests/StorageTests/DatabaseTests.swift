import Testing

@testable import Storage

@Suite struct DatabaseTests {
    private struct Refused: Error, Equatable {}

    @Test func pragmasAreInEffectOnWriterAndReaders() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        let pragmas = { (c: Connection) throws -> [String: SQLValue] in
            [
                "journal_mode": try c.queryOne("PRAGMA journal_mode")?["journal_mode"] ?? .null,
                "foreign_keys": try c.queryOne("PRAGMA foreign_keys")?["foreign_keys"] ?? .null,
                "busy_timeout": try c.queryOne("PRAGMA busy_timeout")?["timeout"] ?? .null,
            ]
        }
        let expected: [String: SQLValue] = ["journal_mode": "wal", "foreign_keys": 1, "busy_timeout": 5_000]
        #expect(try database.write(pragmas) == expected)
        #expect(try database.read(pragmas) == expected)
        // NORMAL is 1: durable across a crash of the app, fast enough for one commit per request.
        #expect(try database.write { try $0.queryOne("PRAGMA synchronous")?.int("synchronous") } == 1)
    }

    @Test(arguments: Backend.all) func boundValuesAreStoredVerbatim(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        // PostgreSQL text cannot hold NUL (refused, below), and its columns have one type each.
        let nul = backend == .sqlite ? " \u{0}after-nul" : ""
        let hostile = "Robert'); DROP TABLE sessions;-- \"quoted\" ünïcödé" + nul
        let columns: [(type: String, values: [SQLValue])] = [
            ("TEXT", [.text(hostile), .text(""), .null]),
            ("BIGINT", [.integer(.min), .integer(.max)]),
            ("DOUBLE PRECISION", [.real(-0.25), .real(0.1), .real(1e300)]),
            (backend == .sqlite ? "BLOB" : "BYTEA", [.blob([0, 1, 255]), .blob([])]),
        ]
        for (index, column) in columns.enumerated() {
            let stored = try database.write { c in
                try c.execute("CREATE TABLE kept\(index) (position INTEGER PRIMARY KEY, value \(column.type))")
                for (position, value) in column.values.enumerated() {
                    try c.execute("INSERT INTO kept\(index) (position, value) VALUES (?, ?)", [SQLValue(position), value])
                }
                return try c.query("SELECT value FROM kept\(index) ORDER BY position").map { $0["value"] }
            }
            #expect(stored == column.values, "\(column.type)")
        }
        #expect(try database.count("sessions") == 0)
        if backend == .postgres {
            #expect(throws: DatabaseError.self) { try database.read { try $0.queryOne("SELECT ? AS nul", [.text("a\u{0}b")]) } }
        }
    }

    @Test(arguments: Backend.all) func rowsReadTypedValuesByName(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let row = try database.read { try $0.queryOne("SELECT 42 AS answer, 'text' AS word, 2.5 AS half, NULL AS absent") }
        #expect(row?.int("answer") == 42)
        #expect(row?.int64("answer") == 42)
        #expect(row?.double("answer") == 42)
        #expect(row?.string("word") == "text")
        #expect(row?.double("half") == 2.5)
        #expect(row?.int("word") == nil)
        #expect(row?.string("absent") == nil)
        #expect(row?["missing"] == .null)
    }

    @Test(arguments: Backend.all) func reusedStatementsStartClean(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let answers = try database.read { c in
            try (1...5).map { n in try c.queryOne("SELECT ? * 2 AS twice", [SQLValue(n)])?.int("twice") }
        }
        #expect(answers == [2, 4, 6, 8, 10])
    }

    @Test(arguments: Backend.all) func constraintViolationIsTyped(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        do {
            _ = try database.write { c in
                try c.execute(
                    "INSERT INTO sessions (id, csrf_token, created_at, seen_at) VALUES (?, 'x', 0, 0)", [.text(session.id)])
            }
            Issue.record("a duplicate session id was stored")
        } catch let error as DatabaseError {
            #expect(error.kind == .constraint)
            switch backend {
            case .sqlite:
                #expect(error.code & 0xff == 19)
                #expect(error.description.contains("UNIQUE"))
            case .postgres:
                #expect(error.sqlState == "23505")
                #expect(error.description.contains("unique constraint"))
            }
        }
    }

    @Test(arguments: Backend.all) func misuseIsAnErrorNotACrash(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let attempts: [(String, [SQLValue])] = [
            ("SELECT ?", []),
            ("SELECT 1", [1]),
            ("SELEKT 1", []),
            ("SELECT 1; SELECT 2", []),
            ("SELECT * FROM nowhere", []),
        ]
        for (sql, bindings) in attempts {
            #expect(throws: DatabaseError.self, "\(sql)") { try database.read { try $0.query(sql, bindings) } }
        }
        #expect(database.healthProblem() == nil)
    }

    @Test(arguments: Backend.all) func readersCannotWrite(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        do {
            _ = try database.read { try $0.execute("DELETE FROM sessions") }
            Issue.record("a reader wrote")
        } catch let error as DatabaseError {
            #expect(error.kind == .readOnly)
        }
    }

    @Test(arguments: Backend.all) func throwingWriteRollsBackAndRethrowsUnchanged(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        #expect(throws: Refused()) {
            try database.write { c in
                _ = try SessionStore.create(c, now: WallClock.start)
                throw Refused()
            }
        }
        #expect(try database.count("sessions") == 0)
        // The writer is usable again afterwards.
        _ = try database.newSession()
        #expect(try database.count("sessions") == 1)
    }

    @Test(arguments: Backend.all) func readsSeeCommittedWrites(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        #expect(try database.read { try SessionStore.find($0, id: session.id) } == session)
        // The id a new game gets (RETURNING) is the id of the row just inserted, as the table itself says.
        let (rowID, stored) = try database.write { c in
            let game = try GameStore.insert(c, sessionID: session.id, kind: "tictactoe", level: "easy", state: "{}",
                                            outcome: "playing", now: 1)
            return (game.id, try c.queryOne("SELECT id FROM games WHERE session_id = ?", [.text(session.id)])?.int64("id"))
        }
        #expect(rowID > 0 && rowID == stored)
    }

    @Test(arguments: Backend.all) func closedDatabaseRefusesWorkAndReportsUnhealthy(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        #expect(database.healthProblem() == nil)
        database.close()
        #expect(database.healthProblem() != nil)
        #expect(throws: DatabaseError.self) { try database.read { _ in 1 } }
        #expect(throws: DatabaseError.self) { try database.write { _ in 1 } }
        database.close()
    }

    /// SQLite opens a file it cannot write read-only and stays so (here `query_only` stands in, as tests run as root):
    /// when the files can be written, every connection is opened again and the write runs once more.
    @Test func sqliteWriterFoundReadOnlyIsOpenedAgainAndTheWriteRunsOnceMore() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        // Past the writer's lock, as no other thread uses the database here.
        let writer = try database.write { $0 }
        try writer.execute("PRAGMA query_only = ON")
        let session = try database.write { c in try SessionStore.create(c, now: WallClock.start) }
        #expect(try database.write { try $0.queryOne("PRAGMA query_only")?.int("query_only") } == 0, "a new connection")
        #expect(try database.read { try SessionStore.find($0, id: session.id) } == session, "readers opened again too")
        #expect(database.healthProblem() == nil)
    }

    @Test func sqliteCodesMapToKinds() {
        #expect(DatabaseError(code: 5, message: "locked").kind == .busy)
        #expect(DatabaseError(code: 8, message: "readonly").kind == .readOnly)
        #expect(DatabaseError(code: 13, message: "full").kind == .full)
        #expect(DatabaseError(code: 2067, message: "unique").kind == .constraint)
    }
}
