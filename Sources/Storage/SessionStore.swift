/// Sessions in the `sessions` table. Times are milliseconds since the epoch, from the caller's clock.
public enum SessionStore {
    public static func create(_ c: Connection, now: Int64) throws(DatabaseError) -> SessionRecord {
        let record = SessionRecord(id: RandomToken.make(), csrfToken: RandomToken.make(), name: nil, createdAt: now, seenAt: now)
        try c.execute(
            "INSERT INTO sessions (id, csrf_token, created_at, seen_at) VALUES (?, ?, ?, ?)",
            [.text(record.id), .text(record.csrfToken), .integer(now), .integer(now)])
        return record
    }

    /// Nil for an unknown id, and for a malformed one without asking the database (cookies are untrusted).
    public static func find(_ c: Connection, id: String) throws(DatabaseError) -> SessionRecord? {
        guard RandomToken.isWellFormed(id) else { return nil }
        return try c.queryOne(
            "SELECT id, csrf_token, name, created_at, seen_at FROM sessions WHERE id = ?", [.text(id)]
        ).map(SessionRecord.init(row:))
    }

    public static func touch(_ c: Connection, id: String, now: Int64) throws(DatabaseError) {
        try c.execute("UPDATE sessions SET seen_at = ? WHERE id = ?", [.integer(now), .text(id)])
    }

    public static func setName(_ c: Connection, id: String, name: String) throws(DatabaseError) {
        try c.execute("UPDATE sessions SET name = ? WHERE id = ?", [.text(name), .text(id)])
    }
}
