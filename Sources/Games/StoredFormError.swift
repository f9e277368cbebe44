/// Why a stored game could not be read back: the text is not what its game writes, or it describes a game that
/// could not have been played. Meant for logs and the server's error page, not for players.
public struct StoredFormError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The game's name, as in "Minesweeper".
    public let game: String
    public let reason: String

    public init(game: String, reason: String) {
        self.game = game
        self.reason = reason
    }

    public var description: String { "A stored \(game) game could not be read: \(reason)" }
}
