import MarkGames

/// How well the computer plays.
public enum UltimateTicTacToeLevel: String, MarkLevel {
    /// Random legal moves.
    case easy
    /// One move ahead: wins a small board when it can, blocks one, and avoids sending you to a board you win at once.
    case medium
    /// A Monte-Carlo tree search with a fixed number of playouts per move.
    case hard

    /// A new game is Hard unless the player chooses.
    public static let standard = UltimateTicTacToeLevel.hard

    /// The name a player sees when choosing.
    public var title: String {
        switch self {
        case .easy: "Easy"
        case .medium: "Medium"
        case .hard: "Hard"
        }
    }
}
