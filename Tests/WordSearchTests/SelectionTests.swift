import Testing
import WordSearch

@Suite("Selecting words with two taps")
struct SelectionTests {
    @Test("First letter then last finds the word; the first tap is kept as the pending start")
    func findForwards() throws {
        var game = Support.originalGame()
        let placed = game.placed[0]
        try game.apply(.tap(placed.start))
        #expect(game.pendingStart == placed.start)
        #expect(game.lastMessage == nil)
        try game.apply(.tap(placed.end(width: game.width)))
        #expect(game.pendingStart == nil)
        #expect(game.isFound(wordIndex: 0))
        #expect(game.foundCount == 1)
        #expect(game.lastMessage == "Found \(placed.word)!")
        #expect(placed.cells(width: game.width).allSatisfy(game.cellIsFound))
        #expect(game.moveCount == 2)
    }

    @Test("Last letter then first finds the word too")
    func findBackwards() throws {
        var game = Support.originalGame()
        try Support.select(3, in: &game, backwards: true)
        #expect(game.isFound(wordIndex: 3))
        #expect(game.lastMessage == "Found \(game.words[3])!")
    }

    @Test("Tapping the start again cancels the selection")
    func cancel() throws {
        var game = Support.originalGame()
        try game.apply(.tap(10))
        try game.apply(.tap(10))
        #expect(game.pendingStart == nil)
        #expect(game.lastMessage == "Selection cancelled.")
        #expect(game.foundCount == 0)
    }

    @Test("A second tap off the row, column and diagonals says so and clears the selection")
    func notInLine() throws {
        var game = Support.originalGame()
        try game.apply(.tap(0))
        try game.apply(.tap(game.width + 2))
        #expect(game.pendingStart == nil)
        #expect(game.lastMessage == "Those letters are not in a line.")
        #expect(game.foundCount == 0)
        // The next move clears the message.
        try game.apply(.tap(5))
        #expect(game.lastMessage == nil)
        #expect(game.pendingStart == 5)
    }

    @Test("A straight line that spells no listed word says so")
    func noWordThere() throws {
        var game = Support.originalGame()
        // Two neighbouring letters never spell a word of the original list (all have 4+ letters).
        try game.apply(.tap(0))
        try game.apply(.tap(1))
        #expect(game.lastMessage == "No word there.")
        #expect(game.foundCount == 0)
        #expect(game.pendingStart == nil)
    }

    @Test("Part of a word, or a word and one letter more, is not the word")
    func exactEnds() throws {
        var game = Support.originalGame()
        let placed = game.placed[0]
        let cells = placed.cells(width: game.width)
        try game.apply(.tap(cells[0]))
        try game.apply(.tap(cells[cells.count - 2]))
        #expect(game.lastMessage == "No word there.")
        #expect(!game.isFound(wordIndex: 0))
    }

    @Test("Selecting a found word again tells the player and changes nothing else")
    func foundAgain() throws {
        var game = Support.originalGame()
        try Support.select(1, in: &game)
        try Support.select(1, in: &game, backwards: true)
        #expect(game.lastMessage == "You already found \(game.words[1]).")
        #expect(game.foundCount == 1)
    }

    @Test("Words are found on every level, in every direction they were hidden")
    func everyDirection() throws {
        var directionsSeen = Set<Direction>()
        for seed in UInt64(0)..<30 {
            for level in [WordSearchLevel.easy, .medium, .hard] {
                var game = WordSearchGame(params: .preset(level, listID: "space", seed: seed), seed: seed)
                for index in game.words.indices {
                    try Support.select(index, in: &game, backwards: seed % 2 == 1)
                    directionsSeen.insert(game.placed[index].direction)
                }
                #expect(game.foundCount == game.words.count)
                #expect(game.outcome == .won)
            }
        }
        #expect(directionsSeen == Set(Direction.allCases))
    }
}
