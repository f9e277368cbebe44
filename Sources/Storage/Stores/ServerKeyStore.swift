/// The server's signing secrets (`server_keys`), newest first. The first start makes one; an operator rotates by
/// adding a row (`INSERT INTO server_keys (secret, created_at) VALUES (…)`, 64 hex digits): the newest signs from
/// the next start on, and cookies signed by the older ones still verify (a running instance reads the keys again
/// when a cookie's key is unknown to it, see `SessionKeys`).
public enum ServerKeyStore {
    /// Every secret as hex, newest first.
    public static func secrets(_ c: Connection) throws(DatabaseError) -> [String] {
        try c.query("SELECT secret FROM server_keys ORDER BY id DESC").compactMap { $0.string("secret") }
    }

    /// PostgreSQL's advisory lock key for making the first key ("sk"), apart from the migrations' lock.
    private static let firstKeyLock: Int64 = 0x736B

    /// Every secret, after making the first one if there is none. Call inside a write. Two instances starting
    /// at once on an empty PostgreSQL database would each see no key and make one, each signing with its own: the
    /// first to take the lock makes the key, and the other, once it holds the lock, reads it (at READ COMMITTED each
    /// statement sees what committed before it began). SQLite's write transaction already admits one writer.
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
