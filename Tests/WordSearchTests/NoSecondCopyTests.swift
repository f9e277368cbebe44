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
