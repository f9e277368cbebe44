/// A named list of words a game can draw from, written as a player would read them
/// ("ObjectiveC"); games use them upper-cased.
public struct WordList: Sendable, Equatable {
    public let id: String
    public let title: String
    public let words: [String]

    public init(id: String, title: String, words: [String]) {
        self.id = id
        self.title = title
        self.words = words
    }
}
