/// What a player can do: tap a letter (the first or last of a word), select a whole line at once (a drag, or
/// two taps sent together), or spend a reveal on a word in the list.
public enum WordSearchMove: Sendable, Equatable {
    case tap(Int)
    /// The letters from `from` to `to`: any first tap waiting for its second is dropped, then both ends are
    /// tapped. One move, played whole or not at all.
    case select(from: Int, to: Int)
    case reveal(wordIndex: Int)
}
