import Testing
import WordSearch

@Suite("No listed word appears twice")
struct NoSecondCopyTests {
    /// Each hidden word can be read in exactly one place: its own, in any of the 8 directions,
    /// forwards or backwards (reading backwards is reading the opposite direction).
    static func expectEachWordOnce(_ game: WordSearchGame, _ note: String) {
        for placed in game.placed {
            let places = Support.occurrences(of: placed.word, in: game)
            #expect(places == [Set(placed.cells(width: game.width))], "\(placed.word) in \(note)")
        }
    }

    @Test("300 boards per level, across all shipped lists", arguments: [WordSearchLevel.easy, .medium, .hard])
    func presetBoards(level: WordSearchLevel) {
        for seed in UInt64(1)...300 {
            let list = WordLists.all[Int(seed) % WordLists.all.count]
            let game = WordSearchGame(params: .preset(level, listID: list.id, seed: seed), seed: seed &* 31)
            Self.expectEachWordOnce(game, "\(level) \(list.id) seed \(seed)")
        }
    }

    @Test("100 boards per level in every other language, across its shipped lists",
          arguments: WordSearchLanguage.allCases.filter { $0 != .en })
    func presetBoardsInEveryLanguage(language: WordSearchLanguage) {
        let lists = WordLists.all(in: language)
        for level in [WordSearchLevel.easy, .medium, .hard] {
            for seed in UInt64(1)...100 {
                let list = lists[Int(seed) % lists.count]
                let game = WordSearchGame(params: .preset(level, listID: list.id, language: language, seed: seed),
                                          seed: seed &* 31)
                Self.expectEachWordOnce(game, "\(language) \(level) \(list.id) seed \(seed)")
            }
        }
    }

    /// A fill drawn by frequency repeats the language's common letters, so its short words are the likeliest to turn
    /// up by chance.
    @Test("200 small boards full of short words in each weighted alphabet", arguments: [
        (WordSearchLanguage.es, "Sal, Mar, Río, Año, Sol, Pan, Red, Luz, Ola, Té"),
        (.fr, "Sel, Mer, Roi, Ami, Eau, Lit, Nez, Riz, Thé, Île"),
        (.de, "See, Tee, Ei, Uhr, Bär, Öl, Tür, Rad, Axt, Tal"),
        (.ptBR, "Sal, Mar, Rio, Ano, Sol, Pão, Rede, Luz, Céu, Chá"),
        (.ar, "أسد, نمر, فيل, قرد, جمل, ديك, نسر, لبن, ملح, نهر"),
    ])
    func crowdedBoardsInEveryLanguage(language: WordSearchLanguage, words: String) throws {
        let short = try WordSearchParams.custom(wordsText: words, size: "6", reveals: "2", language: language)
        for seed in UInt64(1)...200 {
            Self.expectEachWordOnce(WordSearchGame(params: short, seed: seed), "\(language) short seed \(seed)")
        }
    }

    @Test("300 Hard boards with 20 words, and 300 small boards full of short words")
    func crowdedBoards() throws {
        let twenty = try WordSearchParams.custom(
            wordsText: (WordLists.animals.words.prefix(10) + WordLists.space.words.prefix(10)).joined(separator: ","),
            size: "15", reveals: "2")
        // Two- and three-letter words are the likeliest to turn up by chance in the fill.
        let short = try WordSearchParams.custom(wordsText: "Go, Ox, Sky, Fun, Yak, Elm, Ivy, Web, Zip, Qua",
                                                size: "6", reveals: "2")
        for seed in UInt64(1)...300 {
            Self.expectEachWordOnce(WordSearchGame(params: twenty, seed: seed), "twenty seed \(seed)")
            Self.expectEachWordOnce(WordSearchGame(params: short, seed: seed), "short seed \(seed)")
        }
    }
}
