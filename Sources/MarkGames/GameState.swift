/// Where a game stands on the (big) board, whoever is playing. Each game says which board shows which state.
/// Stored in a Tic-Tac-Toe row as its `Codable` form (`{"inProgress":{}}`, `{"won":{"_0":"X"}}`).
public enum GameState: Codable, Sendable, Hashable {
    case inProgress
    case won(Mark)
    /// A full board without a line, or (Ultimate) no line of small boards left to win.
    case draw
}
