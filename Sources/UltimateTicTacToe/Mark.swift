/// A piece on the board. X always moves first.
public enum Mark: String, Codable, Sendable, CaseIterable {
    case x = "X"
    case o = "O"

    /// The opponent's piece.
    public var other: Mark { self == .x ? .o : .x }
}
