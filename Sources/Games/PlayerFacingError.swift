/// An error a player caused (a bad move, a bad setting). Each carries one sentence a player can read.
public protocol PlayerFacingError: Error, Sendable {
    var message: String { get }
    /// True when the form itself was wrong (unreadable, off the board, a setting out of range); false when a
    /// well-formed move is against the rules in the current state (a taken square, a flagged cell).
    var isFormError: Bool { get }
    /// A short name for a refusal that is a player's slip (a tap on a flagged cell in normal mode, a reveal of a
    /// word already found), nil for every other error. A slip is answered with the game and a note near the
    /// board, not with an error page: the name travels in the page's address and comes back through `slip(_:)`.
    var slip: String? { get }
    /// The slip with this name, or nil for a name that is not one (whatever an address says).
    static func slip(_ name: String) -> Self?
}

extension PlayerFacingError {
    public var slip: String? { nil }
    public static func slip(_ name: String) -> Self? { nil }
}

/// A refusal type whose slips are a fixed list of cases, each with its name: `slip` and `slip(_:)` read the list.
public protocol NamedSlips: PlayerFacingError, Equatable {
    /// Each refusal that is a slip, with the name it travels under in the page's address.
    static var slips: KeyValuePairs<Self, String> { get }
}

extension NamedSlips {
    public var slip: String? { Self.slips.first { $0.key == self }?.value }
    public static func slip(_ name: String) -> Self? { slips.first { $0.value == name }?.key }
}
