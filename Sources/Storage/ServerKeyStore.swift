/// The server's signing secrets (`server_keys`), newest first. The first start makes one; an operator rotates by
/// adding a row (`INSERT INTO server_keys (secret, created_at) VALUES (…)`, 64 hex digits): the newest signs from
/// the next start on, and cookies signed by the older ones still verify.
public enum ServerKeyStore {
    /// Every secret as hex, newest first.
    public static func secrets(_ c: Connection) throws(DatabaseError) -> [String] {
        try c.query("SELECT secret FROM server_keys ORDER BY id DESC").compactMap { $0.string("secret") }
    }

    /// Every secret, after making the first one if there is none.
    public static func ensureSecrets(_ c: Connection, now: Int64) throws(DatabaseError) -> [String] {
        let found = try secrets(c)
        guard found.isEmpty else { return found }
        // 256 bits, as two 128-bit tokens from the system's CSPRNG.
        try c.execute("INSERT INTO server_keys (secret, created_at) VALUES (?, ?)",
                      [.text(RandomToken.make() + RandomToken.make()), .integer(now)])
        return try secrets(c)
    }
}
