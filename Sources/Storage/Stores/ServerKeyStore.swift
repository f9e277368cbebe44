/// The server's signing secrets (`server_keys`), newest first. An operator rotates by adding a row: the newest signs
/// from the next start, and cookies signed by older ones still verify (a running instance reads the keys again when
/// a cookie's key is unknown to it, `SessionKeys`).
public enum ServerKeyStore {
    /// Every secret as hex, newest first.
    public static func secrets(_ c: Connection) throws(DatabaseError) -> [String] {
        try c.query("SELECT secret FROM server_keys ORDER BY id DESC").compactMap { $0.string("secret") }
    }

    /// PostgreSQL's advisory lock key for making the first key ("sk"), apart from the migrations' lock.
    private static let firstKeyLock: Int64 = 0x736B

    /// Every secret, after making the first if there is none; call inside a write. On PostgreSQL two instances
    /// starting on an empty database would each make a key: a lock lets the first make it and the other then read
    /// it (READ COMMITTED). SQLite's write transaction already admits one writer.
    public static func ensureSecrets(_ c: Connection, now: Int64) throws(DatabaseError) -> [String] {
        if c.dialect == .postgres {
            _ = try c.queryOne("SELECT pg_advisory_xact_lock(?) AS locked", [.integer(firstKeyLock)])
        }
        let found = try secrets(c)
        guard found.isEmpty else { return found }
        // 256 bits, as two 128-bit tokens from the system's CSPRNG.
        try c.execute("INSERT INTO server_keys (secret, created_at) VALUES (?, ?)",
                      [.text(RandomToken.make() + RandomToken.make()), .integer(now)])
        return try secrets(c)
    }
}
