import Games

/// What a Word Search game is made of: the grid size, the words to hide (spelt in the letters of the language's
/// alphabet: upper-case A–Z in English), the reveals allowed, the directions words may run and the language. Every
/// way of making params checks them (decoding included), so a game never starts from settings that cannot work.
public struct WordSearchParams: Codable, Sendable, Equatable {
    public let level: WordSearchLevel
    public let width: Int
    public let height: Int
    public let words: [String]
    public let reveals: Int
    public let directions: [Direction]
    /// The shipped list the words came from; nil for a player's own words.
    public let listID: String?
    /// The language of the words and of the grid's letters, for the game's whole life. Stored only when it is not
    /// English, so a game stored before there were languages (none) is English, and English rows stay as they were.
    public let language: WordSearchLanguage

    /// Grid sides a game can have.
    public static let sizes = 6...20
    /// How many words a game can hide.
    public static let wordCounts = 1...30
    /// Letters in one word: a single letter cannot be selected (tapping a cell twice cancels), and
    /// no word can be longer than the biggest grid.
    public static let wordLengths = 2...20
    public static let revealCounts = 0...5

    init(level: WordSearchLevel, width: Int, height: Int, words: [String], reveals: Int, directions: [Direction], listID: String?,
         language: WordSearchLanguage = .en) {
        self.level = level
        self.width = width
        self.height = height
        self.words = words
        self.reveals = reveals
        self.directions = directions
        self.listID = listID
        self.language = language
    }

    /// A level's game drawn from a shipped word list of the language (an unknown id falls back to the original).
    /// When the list has more words than wanted, the seed picks them (`core` words first), kept in list order; words
    /// too long for the grid are skipped. `count`: how many to draw, the level's unless a stored game says otherwise.
    public static func preset(_ level: WordSearchLevel, listID: String = "original", language: WordSearchLanguage = .en,
                              seed: UInt64, count: Int? = nil) -> WordSearchParams {
        let list = WordLists.list(id: listID, in: language) ?? WordLists.list(id: WordLists.original.id, in: language)
            ?? WordLists.original
        let size = level.size
        let wanted = count ?? level.wordCount
        let fitting = list.gridWords.enumerated()
            .map { (index: $0.offset, word: $0.element) }
            .filter { entry in level.directions.contains { list.letterCounts[entry.index] <= $0.room(width: size, height: size) } }
        var words = fitting.map(\.word)
        if fitting.count > wanted {
            let core = fitting.filter { $0.index < list.core }
            let rest = Array(fitting.dropFirst(core.count))
            // A generator of its own, so picking words does not shift the board drawn from the same seed.
            var random = SeededGenerator(seed: seed ^ 0x5752_4453_4C49_5354)
            let pool = core.count >= wanted ? core : rest
            let take = core.count >= wanted ? wanted : wanted - core.count
            let picked = Array(pool.indices).shuffled(using: &random).prefix(take).map { pool[$0] }
            let chosen = (core.count >= wanted ? [] : core) + picked
            words = chosen.sorted { $0.index < $1.index }.map(\.word)
        }
        return WordSearchParams(level: level, width: size, height: size, words: words,
                                reveals: level.reveals, directions: level.directions(for: list.language), listID: list.id, language: list.language)
    }

    private enum CodingKeys: String, CodingKey {
        case level, width, height, words, reveals, directions, listID, language
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let params = WordSearchParams(
            level: try container.decode(WordSearchLevel.self, forKey: .level),
            width: try container.decode(Int.self, forKey: .width),
            height: try container.decode(Int.self, forKey: .height),
            words: try container.decode([String].self, forKey: .words),
            reveals: try container.decode(Int.self, forKey: .reveals),
            directions: try container.decode([Direction].self, forKey: .directions),
            listID: try container.decodeIfPresent(String.self, forKey: .listID),
            language: try Self.language(container))
        do {
            try params.check()
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: error.message))
        }
        self = params
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(level, forKey: .level)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(words, forKey: .words)
        try container.encode(reveals, forKey: .reveals)
        try container.encode(directions, forKey: .directions)
        try container.encodeIfPresent(listID, forKey: .listID)
        // English is the absence of a language: its rows read as they were written before there were languages.
        if language != .en { try container.encode(language.code, forKey: .language) }
    }

    /// The stored language: none is English, an unknown one is a damaged row.
    private static func language(_ container: KeyedDecodingContainer<CodingKeys>) throws -> WordSearchLanguage {
        guard let code = try container.decodeIfPresent(String.self, forKey: .language) else { return .en }
        guard let language = WordSearchLanguage(code: code) else {
            throw DecodingError.dataCorruptedError(forKey: .language, in: container,
                                                   debugDescription: "Word Search has no language “\(code)”.")
        }
        return language
    }
}
