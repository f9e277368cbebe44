/// What undo may do now, as the game's own rules decide: the shared controller offers it, logs it and replays
/// the game without the move taken back, but never decides which games or moments allow it.
public enum UndoRule: Sendable, Equatable {
    /// Nothing to take back now (no move of the player's yet, or a game still being played whose rules keep
    /// undo for after a loss): no Undo button.
    case unavailable
    /// Undo is refused, for the reason given (one sentence a player reads: a win is recorded).
    case refused(String)
    /// The latest move in effect may be taken back (with any reply it brought); `death`: that move lost the
    /// game, and the game goes on with one more death counted.
    case allowed(death: Bool)

    public var isAllowed: Bool {
        if case .allowed = self { return true }
        return false
    }
}
