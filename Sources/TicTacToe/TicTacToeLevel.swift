import MarkGames

/// How well the computer plays.
public enum TicTacToeLevel: String, MarkLevel {
    /// Random legal moves.
    case easy
    /// Wins when it can, blocks when it must, otherwise a sensible square with some randomness.
    case medium
    /// Perfect play: never loses.
    case impossible

    /// A new game is Impossible unless the player chooses.
    public static let standard = TicTacToeLevel.impossible

    /// The name a player sees when choosing.
    public var title: String {
        switch self {
        case .easy: "Easy"
        case .medium: "Medium"
        case .impossible: "Impossible"
        }
    }
}
