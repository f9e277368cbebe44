/// A game may have a daily board per language (Word Search: its words and letters are the language's). Such a board's
/// level key names the language after the level, `easy-es`, and its English board keeps the plain level, `easy`, so
/// its seed (`SessionKeys.dailySeed`), its ranked try and its leaderboard key (`wordsearch/daily-easy-es-2026-11-24`)
/// are the language's own, and English's stay what they always were. A page offers the boards of its language only.
enum DailyLevels {
    /// The level a daily level key is of and the language it names: ("easy", .es) for `easy-es`; a key naming no
    /// language (`easy`, Minesweeper's `beginner`) is its own level, with no language.
    static func split(_ key: String) -> (level: String, language: Language?) {
        for language in Language.allCases where language != .en && key.hasSuffix("-\(language.code)") {
            let level = String(key.dropLast(language.code.count + 1))
            if !level.isEmpty { return (level, language) }
        }
        return (key, nil)
    }

    /// The daily levels a page in `language` offers: those of its language, and those of every language (a plain
    /// level is English's when the game has the same level in other languages, every language's when it does not).
    static func shown(_ game: GameEntry, in language: Language = .current) -> [String] {
        game.dailyLevels.filter { key in
            if let own = split(key).language { return own == language }
            return language == .en || !game.dailyLevels.contains("\(key)-\(language.code)")
        }
    }

    /// The title of the level a daily level key is of ("Easy" for `easy-es`), in the page's language.
    static func title(_ game: GameEntry, _ key: String) -> String {
        let level = split(key).level
        return game.boardTitle(level) ?? level
    }

    /// The title of a daily level in the statistics, which count every language's games: the level's, and the
    /// language's own name when the key names one ("Easy · Español").
    static func statisticsTitle(_ game: GameEntry, _ key: String) -> String? {
        guard game.dailyLevels.contains(key), let language = split(key).language else { return nil }
        return "\(title(game, key)) · \(language.name)"
    }
}
