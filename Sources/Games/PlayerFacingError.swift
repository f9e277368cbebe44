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
    /// The name this refusal travels under when it answers a move typed into the move box: every refusal of a
    /// typed move is a slip, said near the board; nil for one without a note of its own.
    var typedSlip: String? { get }
    /// The slip with this name, or nil for a name that is not one (whatever an address says).
    static func slip(_ name: String) -> Self?
}

extension PlayerFacingError {
    public var slip: String? { nil }
    public var typedSlip: String? { slip }
    public static func slip(_ name: String) -> Self? { nil }
}

/// A refusal type whose slips are a fixed list of cases, each with its name: `slip` and `slip(_:)` read the list.
public protocol NamedSlips: PlayerFacingError, Equatable {
    /// Each refusal that is a slip, with the name it travels under in the page's address.
    static var slips: KeyValuePairs<Self, String> { get }
    /// The refusals that are slips only when the move was typed (a square off the board), with their names; one
    /// of them is named `TypedText.unclear`: the note for a text that is no move, saying what is accepted.
    static var typedSlips: KeyValuePairs<Self, String> { get }
}

extension NamedSlips {
    public static var typedSlips: KeyValuePairs<Self, String> { [:] }
    public var slip: String? { Self.slips.first { $0.key == self }?.value }
    public var typedSlip: String? { slip ?? Self.typedSlips.first { $0.key == self }?.value }
    public static func slip(_ name: String) -> Self? {
        slips.first { $0.value == name }?.key ?? typedSlips.first { $0.value == name }?.key
    }
}
