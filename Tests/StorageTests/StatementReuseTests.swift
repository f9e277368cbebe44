import Testing

@testable import Storage

/// A prepared statement keeps its result's column names between runs; a schema change (which makes SQLite
/// prepare it again) must not leave stale names behind. Reads before a write may run on the writer.
@Suite struct StatementReuseTests {
    @Test func columnNamesFollowSchemaChanges() throws {
        let scratch = try Scratch()
        let database = try scratch.open()
        try database.write { c in
            try c.execute("CREATE TABLE things (a INTEGER, b TEXT)")
            try c.execute("INSERT INTO things (a, b) VALUES (1, 'one')")
        }
        let read = { try database.write { try $0.queryOne("SELECT * FROM things") } }
        let first = try #require(try read())
        #expect(first.int("a") == 1 && first.string("b") == "one" && first["c"] == .null)
        #expect(try read()?.int("a") == 1)
        _ = try database.write { c in try c.execute("ALTER TABLE things ADD COLUMN c INTEGER DEFAULT 7") }
        #expect(try read()?.int("c") == 7)
        _ = try database.write { c in try c.execute("ALTER TABLE things RENAME COLUMN a TO z") }
        let renamed = try #require(try read())
        #expect(renamed.int("z") == 1 && renamed["a"] == .null && renamed.string("b") == "one")
    }

    @Test(arguments: Backend.all) func wideRowsFindColumnsByName(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let columns = (0..<40).map { "\($0) AS c\($0)" }.joined(separator: ", ")
        let row = try #require(try database.read { try $0.queryOne("SELECT \(columns), 99 AS c3") })
        #expect(row.int("c0") == 0 && row.int("c39") == 39 && row["c40"] == .null)
        #expect(row.int("c3") == 3, "the first column of a name wins")
        let narrow = try #require(try database.read { try $0.queryOne("SELECT 1 AS x, 2 AS x") })
        #expect(narrow.int("x") == 1)
    }

    /// On PostgreSQL the reads run without a transaction (two round trips fewer per move), so nothing refuses a write
    /// there: `readOnWriter`'s contract says `body` must not write, and only SQLite enforces it.
    @Test(arguments: Backend.all) func readsOnTheWriterSeeCommittedRowsAndRefuseWrites(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let found = try database.readOnWriter { try SessionStore.find($0, id: session.id) }
        #expect(found == session)
        guard database.dialect == .sqlite else { return }
        #expect(throws: DatabaseError.self) {
            try database.readOnWriter { c in
                try c.execute("UPDATE sessions SET name = 'x' WHERE id = ?", [.text(session.id)])
            }
        }
        #expect(try database.read { try SessionStore.find($0, id: session.id) }?.name == nil)
        // The writer is usable afterwards: the refused read was rolled back.
        try database.write { c in try SessionStore.setName(c, id: session.id, name: "Ada") }
        #expect(try database.readOnWriter { try SessionStore.find($0, id: session.id) }?.name == "Ada")
    }
}
