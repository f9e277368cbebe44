/// Who plays: one person against the computer, or two people taking turns on one device. Online play with a
/// friend is two people too, on two devices: the web layer drives `twoPlayers`.
public enum Mode: String, Codable, Sendable, CaseIterable {
    case vsComputer = "computer"
    case twoPlayers = "two-players"

    /// The name a player sees when choosing.
    public var title: String {
        switch self {
        case .vsComputer: "Against the computer"
        case .twoPlayers: "Two players"
        }
    }
}

extension Mode {
    /// The mark a move plays, checked against whose turn it is: between two players the form must say, and say
    /// the side to move (a stale form must not play for the other side); against the computer it is the human's.
    public func mark(posted: Mark?, turn: Mark, human: Mark) throws(MarkGameError) -> Mark {
        switch self {
        case .twoPlayers:
            guard let posted else {
                throw .badMove("The move did not say whose turn it was. Reload the page and try again.")
            }
            guard posted == turn else { throw .wrongTurn(expected: turn) }
            return posted
        case .vsComputer:
            let mark = posted ?? human
            guard mark == human else { throw .wrongTurn(expected: human) }
            return mark
        }
    }
}
