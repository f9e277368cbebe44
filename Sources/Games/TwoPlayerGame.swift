/// One side of a game two people play against each other (X and O). The cases are in playing order: the first
/// opens a round. Its raw value is the name a player reads ("X").
public protocol TwoPlayerSide: RawRepresentable<String>, CaseIterable, Hashable, Sendable where AllCases == [Self] {
    /// The opponent's side.
    var other: Self { get }
}

/// A game two people play against each other on one board, taking turns, with no computer: what playing it with a
/// friend online needs of its rules. The site seats one person on each side and says which side posted a move;
/// the rules still decide whose turn it is and what a move does.
public protocol TwoPlayerGame: Game where Failure: NamedSlips {
    associatedtype Side: TwoPlayerSide

    /// A new round between two people, the first side to move (nothing is drawn from a seed).
    static func betweenTwoPlayers() -> Self
    /// The side to move.
    var turn: Side { get }
    /// The side that won the round; nil while it is played and after a draw.
    var winner: Side? { get }
    /// The move `side` posted with the board's form, or nil when the form names no move at all.
    func move(from fields: FormFields, by side: Side) -> Move?
    /// The move `side` typed into the move box (the one-device game's reading of it, `side`'s piece); throws the
    /// refusal that says why the text is no move.
    func typedMove(_ text: String, by side: Side) throws(Failure) -> Move
}

extension TwoPlayerGame {
    /// The round as `side` sees it: won, lost, drawn, or still being played.
    public func outcome(for side: Side) -> Outcome {
        guard outcome.isOver else { return .playing }
        guard let winner else { return .draw }
        return winner == side ? .won : .lost
    }
}
