/// Sessions in the `sessions` table. Times are milliseconds since the epoch, from the caller's clock.
public enum SessionStore {
    public static func create(_ c: Connection, now: Int64) throws(DatabaseError) -> SessionRecord {
        try create(c, SessionRecord(id: RandomToken.make(), csrfToken: RandomToken.make(), name: nil, createdAt: now, seenAt: now))
    }

    /// Stores a session whose id and token were handed out before it was stored (a first visit writes nothing).
    /// Storing it again is harmless: two first posts of one browser can race (a double click).
    public static func create(_ c: Connection, _ record: SessionRecord) throws(DatabaseError) -> SessionRecord {
        try c.execute(
            "INSERT INTO sessions (id, csrf_token, created_at, seen_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
            [.text(record.id), .text(record.csrfToken), .integer(record.createdAt), .integer(record.seenAt)])
        return record
    }

    /// A new id, as `find` accepts it: 128 random bits.
    public static func newID() -> String {
        RandomToken.make()
    }

    /// Whether `id` has the form of a session id (checked before any lookup: cookies are untrusted).
    public static func isWellFormedID(_ id: String) -> Bool {
        RandomToken.isWellFormed(id)
    }

    /// Nil for an unknown id, and for a malformed one without asking the database (cookies are untrusted).
    public static func find(_ c: Connection, id: String) throws(DatabaseError) -> SessionRecord? {
        guard RandomToken.isWellFormed(id) else { return nil }
        return try c.queryOne(
            "SELECT id, csrf_token, name, created_at, seen_at, sound FROM sessions WHERE id = ?", [.text(id)]
        ).map { SessionRecord(row: $0) }
    }

    public static func touch(_ c: Connection, id: String, now: Int64) throws(DatabaseError) {
        try c.execute("UPDATE sessions SET seen_at = ? WHERE id = ?", [.integer(now), .text(id)])
    }

    public static func setName(_ c: Connection, id: String, name: String) throws(DatabaseError) {
        try c.execute("UPDATE sessions SET name = ? WHERE id = ?", [.text(name), .text(id)])
    }

    /// The `sound` column keeps the settings of how a move feels, as bits: sound effects 1, vibration 2, blind
    /// mode 4 (in one column, so none needed a migration, and a session that only chose them still counts as unused),
    /// and above them the number of the language picked (bits 8 to 56; 0: none picked).
    static let soundBit = 1
    static let vibrationBit = 2
    static let blindBit = 4
    static let languageShift = 3
    static let languageMask = 7

    /// Keeps the language the player picked (1 to 7, as the site numbers them); false when there is no such session.
    @discardableResult
    public static func setLanguage(_ c: Connection, id: String, language: Int) throws(DatabaseError) -> Bool {
        precondition((1...languageMask).contains(language), "a language number is 1 to 7")
        let bits = Int64(languageMask << languageShift)
        return try c.execute("UPDATE sessions SET sound = sound - (sound & ?) + ? WHERE id = ?",
                             [.integer(bits), .integer(Int64(language << languageShift)), .text(id)]) > 0
    }

    /// Turns the session's sound effects on or off; false when there is no such session.
    @discardableResult
    public static func setSound(_ c: Connection, id: String, on: Bool) throws(DatabaseError) -> Bool {
        try setFeel(c, id: id, bit: soundBit, on: on)
    }

    /// Turns the session's vibration on or off; false when there is no such session.
    @discardableResult
    public static func setVibration(_ c: Connection, id: String, on: Bool) throws(DatabaseError) -> Bool {
        try setFeel(c, id: id, bit: vibrationBit, on: on)
    }

    /// Turns the session's blind mode on or off; false when there is no such session.
    @discardableResult
    public static func setBlind(_ c: Connection, id: String, on: Bool) throws(DatabaseError) -> Bool {
        try setFeel(c, id: id, bit: blindBit, on: on)
    }

    private static func setFeel(_ c: Connection, id: String, bit: Int, on: Bool) throws(DatabaseError) -> Bool {
        try c.execute("UPDATE sessions SET sound = sound - (sound & ?) + ? WHERE id = ?",
                      [.integer(Int64(bit)), .integer(on ? Int64(bit) : 0), .text(id)]) > 0
    }
}
