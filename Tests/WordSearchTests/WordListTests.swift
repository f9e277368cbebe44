import Testing
import WordSearch

@Suite("Word lists and presets")
struct WordListTests {
    /// Every shipped list, in every language.
    static let everyList = WordSearchLanguage.allCases.flatMap(WordLists.all(in:))
    static let levels: [WordSearchLevel] = [.easy, .medium, .hard]

    @Test("The default list is the original app's six words")
    func defaultList() {
        let params = WordSearchParams.preset(.easy, seed: 1)
        #expect(params.words == ["SWIFT", "KOTLIN", "OBJECTIVEC", "VARIABLE", "JAVA", "MOBILE"])
        #expect(params.listID == "original")
        #expect(WordLists.original.words.prefix(6) == ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile"])
        #expect(WordLists.original.core == 6)
        #expect(WordLists.all.first == WordLists.original)
    }

    @Test("Every shipped list, in every language, passes the same checks as a player's list in that language",
          arguments: everyList)
    func listsAreValid(list: WordList) throws {
        let params = try WordSearchParams.custom(wordsText: list.words.joined(separator: "\n"), size: "15", reveals: "2",
                                                 language: list.language)
        #expect(params.words == list.gridWords)
        #expect(params.language == list.language)
        if list.language == .en { #expect(params.words == list.words.map { $0.uppercased() }) }
        #expect(!list.title.isEmpty)
        // Enough for a Hard game as the level picker promises; the others for the 20-word benchmark too.
        #expect(list.words.count >= (list.id == WordLists.original.id ? WordSearchLevel.hard.wordCount : 20))
        // Every level can take its words: enough of them fit its grid.
        for level in Self.levels {
            // Every level reads across, where a word has the grid's whole width.
            let fitting = list.gridWords.filter { $0.unicodeScalars.count <= level.size }
            #expect(fitting.count >= level.wordCount, "\(list.language) \(list.id) \(level)")
        }
    }

    @Test("Every language has the same lists, with the same ids and titles, in the same order", arguments: WordSearchLanguage.allCases)
    func sameListsInEveryLanguage(language: WordSearchLanguage) {
        let lists = WordLists.all(in: language)
        #expect(lists.map(\.id) == WordLists.all.map(\.id))
        #expect(lists.map(\.title) == WordLists.all.map(\.title))
        #expect(lists.allSatisfy { $0.language == language })
        #expect(lists.first?.core == WordLists.original.core)
        for list in lists { #expect(WordLists.list(id: list.id, in: language) == list) }
        #expect(WordLists.list(id: "nope", in: language) == nil)
    }

    @Test("List ids are unique and can be looked up")
    func ids() {
        #expect(Set(WordLists.all.map(\.id)).count == WordLists.all.count)
        for list in WordLists.all { #expect(WordLists.list(id: list.id) == list) }
        #expect(WordLists.list(id: "nope") == nil)
    }

    @Test("Levels set size, word count, directions and reveals", arguments: [WordSearchLevel.easy, .medium, .hard])
    func levels(level: WordSearchLevel) {
        let params = WordSearchParams.preset(level, listID: "animals", seed: 9)
        #expect(params.level == level)
        #expect(params.width == level.size && params.height == level.size)
        #expect(params.words.count == level.wordCount)
        #expect(params.directions == level.directions)
        #expect(params.reveals == 2)
        // Picked words keep the list's order.
        let order = WordLists.animals.words.map { $0.uppercased() }
        let positions = params.words.compactMap(order.firstIndex(of:))
        #expect(positions == positions.sorted() && positions.count == params.words.count)
        #expect(!level.title.isEmpty && !level.summary.isEmpty)
    }

    @Test("WordSearchLevel sizes and directions are those the levels promise")
    func levelShapes() {
        #expect(WordSearchLevel.easy.size == 10 && WordSearchLevel.easy.directions == [.right, .down])
        #expect(WordSearchLevel.medium.size == 12 && Set(WordSearchLevel.medium.directions) == [.right, .down, .downRight, .upRight])
        #expect(WordSearchLevel.hard.size == 15 && WordSearchLevel.hard.directions == Direction.allCases)
    }

    @Test("The seed picks which words a level takes from a longer list")
    func seedPicksWords() {
        let picks = Set((UInt64(0)..<10).map { WordSearchParams.preset(.easy, listID: "fruits", seed: $0).words })
        #expect(picks.count > 1)
    }

    @Test("A short list gives all its words; an unknown list falls back to the original")
    func shortAndUnknownLists() {
        #expect(WordSearchParams.preset(.hard, seed: 4, count: 20).words.count == WordLists.original.words.count)
        let unknown = WordSearchParams.preset(.medium, listID: "klingon", seed: 4)
        #expect(unknown.listID == "original")
        #expect(unknown.words == WordSearchParams.preset(.medium, seed: 4).words)
    }

    @Test("The original list fills every level as promised: its six words always, the rest drawn",
          arguments: [WordSearchLevel.easy, .medium, .hard])
    func originalFillsLevels(level: WordSearchLevel) {
        let six = ["SWIFT", "KOTLIN", "OBJECTIVEC", "VARIABLE", "JAVA", "MOBILE"]
        for seed in UInt64(0)..<20 {
            let game = WordSearchGame(params: .preset(level, seed: 0), seed: seed)
            #expect(game.params.words.count == level.wordCount)
            #expect(six.allSatisfy(game.params.words.contains))
            #expect(game.leftOut.isEmpty, "seed \(seed): \(game.leftOut)")
        }
    }

    @Test("Each language's original list fills every level: its six core words always (its daily board's words)",
          arguments: WordSearchLanguage.allCases)
    func originalFillsLevelsInEveryLanguage(language: WordSearchLanguage) throws {
        let list = try #require(WordLists.list(id: WordLists.original.id, in: language))
        let core = Array(list.gridWords.prefix(list.core))
        #expect(core.count == 6)
        for level in Self.levels {
            for seed in UInt64(0)..<10 {
                let game = WordSearchGame(params: .preset(level, language: language, seed: 0), seed: seed)
                #expect(game.params.language == language)
                #expect(game.params.words.count == level.wordCount)
                #expect(core.allSatisfy(game.params.words.contains), "\(language) \(level) seed \(seed)")
                #expect(game.leftOut.isEmpty, "\(language) \(level) seed \(seed): \(game.leftOut)")
            }
        }
    }

    @Test("Levels draw from a language's list: its words, in list order", arguments: WordSearchLanguage.allCases)
    func levelsInEveryLanguage(language: WordSearchLanguage) throws {
        let animals = try #require(WordLists.list(id: "animals", in: language))
        for level in Self.levels {
            let params = WordSearchParams.preset(level, listID: "animals", language: language, seed: 9)
            #expect(params.words.count == level.wordCount)
            #expect(params.listID == "animals" && params.language == language)
            let positions = params.words.compactMap(animals.gridWords.firstIndex(of:))
            #expect(positions == positions.sorted() && positions.count == params.words.count)
        }
        // An unknown list falls back to the language's original list.
        #expect(WordSearchParams.preset(.easy, listID: "klingon", language: language, seed: 1).words
            == WordSearchParams.preset(.easy, language: language, seed: 1).words)
    }

    @Test("A game stored with the original list's six words on Hard draws the same six again (its replay)")
    func storedSixWordsReplay() {
        let six = ["SWIFT", "KOTLIN", "OBJECTIVEC", "VARIABLE", "JAVA", "MOBILE"]
        let old = WordSearchParams.preset(.hard, seed: 0, count: 6)
        #expect(old.words == six)
        #expect(WordSearchGame(params: old, seed: 42).params.words == six)
    }
}
