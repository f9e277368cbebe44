import Games

/// A move typed into the move box: `e5` uncovers (as the reveal action does, in flag mode too), `f e5` or
/// `flag e5` flags or unflags, `c e5` or `chord e5` chords on a number. Each becomes the form its tap posts and
/// goes through `interpret`, so it is exactly the move that tap makes.
extension MinesweeperGame {
    /// The form a tap would post for `text`; throws the slip that says why it is no move.
    public func typedFields(_ text: String) throws(MinesweeperError) -> FormFields {
        guard let words = TypedText.words(text), (1...2).contains(words.count) else { throw .typedUnclear }
        let verb = words.count == 2 ? words[0] : "", name = words[words.count - 1]
        guard let cell = TypedText.cell(name, width: width, height: height) else {
            throw TypedText.looksLikeCell(name) ? .outOfRange : .typedUnclear
        }
        switch verb {
        case "", "u", "uncover", "open", "reveal": return ["cell": name, "action": "reveal"]
        case "f", "flag", "unflag": return ["cell": name, "action": "flag"]
        case "c", "chord":
            guard chords(at: cell) else { throw .typedNoChord }
            return ["chord": name]
        default: throw .typedUnclear
        }
    }

    /// The move `text` names, read as its tap is (`interpret`).
    public func typedMove(_ text: String) throws(MinesweeperError) -> MinesweeperMove {
        try interpret(try typedFields(text))
    }
}
