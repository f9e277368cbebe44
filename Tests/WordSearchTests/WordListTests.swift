import Testing
import WordSearch

@Suite("Word lists and presets")
struct WordListTests {
    @Test("The default list is the original app's six words")
    func defaultList() {
        let params = WordSearchParams.preset(.easy, seed: 1)
        #expect(params.words == ["SWIFT", "KOTLIN", "OBJECTIVEC", "VARIABLE", "JAVA", "MOBILE"])
        #expect(params.listID == "original")
        #expect(WordLists.original.words.prefix(6) == ["Swift", "Kotlin", "ObjectiveC", "Variable", "Java", "Mobile"])
        #expect(WordLists.original.core == 6)
        #expect(WordLists.all.first == WordLists.original)
    }

    @Test("Every shipped list passes the same checks as a player's list", arguments: WordLists.all)
    func listsAreValid(list: WordList) throws {
        let params = try WordSearchParams.custom(wordsText: list.words.joined(separator: "\n"), size: "12", reveals: "2")
        #expect(params.words == list.words.map { $0.uppercased() })
        #expect(!list.title.isEmpty)
        // Enough for a Hard game as the level picker promises; the others for the 20-word benchmark too.
        #expect(list.words.count >= (list == WordLists.original ? WordSearchLevel.hard.wordCount : 20))
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

    @Test("A game stored with the original list's six words on Hard draws the same six again (its replay)")
    func storedSixWordsReplay() {
        let six = ["SWIFT", "KOTLIN", "OBJECTIVEC", "VARIABLE", "JAVA", "MOBILE"]
        let old = WordSearchParams.preset(.hard, seed: 0, count: 6)
        #expect(old.words == six)
        #expect(WordSearchGame(params: old, seed: 42).params.words == six)
    }
}
