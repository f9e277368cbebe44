import WordSearch

/// Word Search in the page's language: a new game is made in it (its words, its letters, a player's own words read
/// in its alphabet), and keeps it for its whole life whatever the pages are read in later. Each language has its own
/// daily board, with its own leaderboard: the daily level `easy-<code>` (`easy-es`), English's being the plain
/// `easy`, so the English daily keeps the seed and leaderboard key it always had.
enum WordSearchLanguages {
    /// The language the page is being made in, as Word Search names it.
    static var page: WordSearchLanguage {
        WordSearchLanguage(code: Language.current.code) ?? .en
    }

    /// The one daily level, in each language.
    static let dailyLevel = WordSearchLevel.easy

    /// Every language's daily board, English's first.
    static let dailyLevels = WordSearchLanguage.allCases.map(dailyLevel(in:))

    /// A language's daily level key: `easy` for English, `easy-es` for Spanish.
    static func dailyLevel(in language: WordSearchLanguage) -> String {
        language == .en ? dailyLevel.rawValue : "\(dailyLevel.rawValue)-\(language.code)"
    }

    /// The level and language a daily level key names, or nil.
    static func daily(_ key: String) -> (level: WordSearchLevel, language: WordSearchLanguage)? {
        guard let language = WordSearchLanguage.allCases.first(where: { dailyLevel(in: $0) == key }) else { return nil }
        return (dailyLevel, language)
    }
}
