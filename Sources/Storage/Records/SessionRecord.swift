/// One browser's visit history: the `sid` cookie's id, its form token, the name it last used, and its settings.
public struct SessionRecord: Sendable, Equatable {
    public let id: String
    public let csrfToken: String
    public var name: String?
    public let createdAt: Int64
    public var seenAt: Int64
    /// Sound effects on (the game bar's toggle; off until the player turns them on).
    public var sound: Bool
    /// Vibration on (the toggle beside Sound; off until the player turns it on).
    public var vibration: Bool
    /// Blind mode on (the toggle beside Sound): the move box first in the play area, focused after every move.
    public var blind: Bool
    /// The language the player picked, as the site numbers its languages (1 and up); 0 until they pick one.
    public var language: Int

    public init(id: String, csrfToken: String, name: String?, createdAt: Int64, seenAt: Int64, sound: Bool = false,
                vibration: Bool = false, blind: Bool = false, language: Int = 0) {
        self.id = id
        self.csrfToken = csrfToken
        self.name = name
        self.createdAt = createdAt
        self.seenAt = seenAt
        self.sound = sound
        self.vibration = vibration
        self.blind = blind
        self.language = language
    }

    /// `idColumn` and `createdAtColumn`: their names in a row that joins a game, whose columns have those names too.
    init(row: Row, idColumn: String = "id", createdAtColumn: String = "created_at") {
        self.init(
            id: row.string(idColumn) ?? "", csrfToken: row.string("csrf_token") ?? "",
            name: row.string("name").map(NameLimits.bounded),
            createdAt: row.int64(createdAtColumn) ?? 0, seenAt: row.int64("seen_at") ?? 0,
            sound: (row.int("sound") ?? 0) & SessionStore.soundBit != 0,
            vibration: (row.int("sound") ?? 0) & SessionStore.vibrationBit != 0,
            blind: (row.int("sound") ?? 0) & SessionStore.blindBit != 0,
            language: ((row.int("sound") ?? 0) >> SessionStore.languageShift) & SessionStore.languageMask)
    }
}
