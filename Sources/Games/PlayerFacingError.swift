/// An error a player caused (a bad move, a bad setting). Each carries one sentence a player can read.
public protocol PlayerFacingError: Error, Sendable {
    var message: String { get }
    /// True when the form itself was wrong (unreadable, off the board, a setting out of range); false when a
    /// well-formed move is against the rules in the current state (a taken square, a flagged cell).
    var isFormError: Bool { get }
}
