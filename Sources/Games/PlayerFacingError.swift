/// An error a player caused (a bad move, a bad setting). Each carries one sentence a player can read.
public protocol PlayerFacingError: Error, Sendable {
    var message: String { get }
}
