/// A named list of words a game can draw from, written as a player would read them
/// ("ObjectiveC"); games use them upper-cased.
public struct WordList: Sendable, Equatable {
    public let id: String
    public let title: String
    public let words: [String]
    /// How many of the first words every board of the list hides before any other is drawn (the original app's
    /// six, so its Easy and daily boards stay as they were while the list grew for Medium and Hard).
    public let core: Int

    public init(id: String, title: String, words: [String], core: Int = 0) {
        self.id = id
        self.title = title
        self.words = words
        self.core = core
    }
}
