/// What a player types into a game's move box (`typed`), read the forgiving way: case, extra spaces and a space
/// inside a cell's name ("E 5") do not matter. Each game turns the words into the form its tap posts, so a typed
/// move is exactly the move the same tap makes.
public enum TypedText {
    /// The form field the move box posts.
    public static let field = "typed"
    /// The slip name of a text that is no move (`NamedSlips.typedSlips`): its note says what is accepted.
    public static let unclear = "typed"
    /// The longest text read; anything longer is no move.
    public static let longest = 80

    /// The words of `text`, lower-case, a cell's letters and digits joined again when a space split them
    /// ("F  E 5" → ["f", "e5"]); nil for a text too long to be a move.
    public static func words(_ text: String) -> [String]? {
        guard text.utf8.count <= longest else { return nil }
        var words: [String] = []
        for word in text.lowercased().split(whereSeparator: { $0.isWhitespace || $0 == "," }) {
            let word = String(word)
            // A column has at most two letters (boards are at most 50 wide): "row 3" stays two words.
            if let last = words.last, isLetters(last), last.utf8.count <= 2, isDigits(word) {
                words[words.count - 1] = last + word
            } else {
                words.append(word)
            }
        }
        return words
    }

    /// The cell a word names on a `width` × `height` board (`CellName`), by name only: a bare number is no cell here.
    public static func cell(_ word: String, width: Int, height: Int) -> Int? {
        guard let first = word.utf8.first, (97...122).contains(first) else { return nil }
        return CellName.index(word, width: width, height: height)
    }

    /// Whether a word is written as a cell's name (letters, then digits), on this board or not.
    public static func looksLikeCell(_ word: String) -> Bool {
        let letters = word.utf8.prefix { (97...122).contains($0) }
        return !letters.isEmpty && isDigits(String(word.dropFirst(letters.count)))
    }

    static func isLetters(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (97...122).contains($0) }
    }

    static func isDigits(_ word: String) -> Bool {
        !word.isEmpty && word.utf8.allSatisfy { (48...57).contains($0) }
    }
}
