/// One move of a game's log (`game_moves`): what the player did, as the game core writes it, and when.
public struct LoggedMove: Sendable, Equatable {
    /// The game's version this move made: unique and growing within a game (not dense: other saves bump it too).
    public let version: Int
    /// The move as `GameMove.text` wrote it.
    public let text: String
    /// Server time of the move, in ms since the game's clock started (or since it was stored, before that).
    public let atMilliseconds: Int64

    public init(version: Int, text: String, atMilliseconds: Int64) {
        self.version = version
        self.text = text
        self.atMilliseconds = atMilliseconds
    }
}
