/// A named list of words a game can draw from, written as a player would read them
/// ("ObjectiveC", "Función"); games use them as their language's alphabet spells them (`Alphabet.word`:
/// "OBJECTIVEC", "FUNCION"). A list has the same `id` and English `title` in every language.
public struct WordList: Sendable, Equatable {
    public let id: String
    public let title: String
    public let words: [String]
    public let language: WordSearchLanguage
    /// The words as a grid spells them, in list order (read once, as the list is made).
    public let gridWords: [String]
    /// How many letters (grid cells) each of `gridWords` has.
    let letterCounts: [Int]
    /// How many of the first words every board of the list hides before any other is drawn (the original app's
    /// six, so its Easy and daily boards stay as they were while the list grew for Medium and Hard).
    public let core: Int

    public init(id: String, title: String, words: [String], core: Int = 0, language: WordSearchLanguage = .en) {
        self.id = id
        self.title = title
        self.words = words
        self.core = core
        self.language = language
        let alphabet = language.alphabet
        gridWords = words.map { alphabet.word($0) ?? $0.uppercased() }
        letterCounts = gridWords.map(\.unicodeScalars.count)
    }
}
