import Testing
import WordSearch

@Suite("Reveals")
struct RevealTests {
    @Test("Reveals count down, mark the word's cells as revealed (not found), and run out")
    func countDown() throws {
        var game = Support.originalGame()
        #expect(game.revealsLeft == 2)
        try game.apply(.reveal(wordIndex: 2))
        #expect(game.revealsLeft == 1)
        #expect(game.revealsUsed == 1)
        #expect(game.isRevealed(wordIndex: 2))
        #expect(!game.isFound(wordIndex: 2))
        #expect(game.foundCount == 0)
        #expect(game.lastMessage == "Revealed \(game.words[2]).")
        let cells = game.placed[2].cells(width: game.width)
        #expect(cells.allSatisfy(game.cellIsRevealed))
        #expect(!cells.contains(where: game.cellIsFound))
        try game.apply(.reveal(wordIndex: 4))
        #expect(game.revealsLeft == 0)

        let before = game
        #expect(throws: WordSearchError.noRevealsLeft) { try game.apply(.reveal(wordIndex: 0)) }
        #expect(game == before)
        #expect(WordSearchError.noRevealsLeft.message == "No reveals left.")
    }

    @Test("A found or already revealed word cannot be revealed, and costs nothing")
    func refusedReveals() throws {
        var game = Support.originalGame()
        try Support.select(0, in: &game)
        let afterFinding = game
        #expect(throws: WordSearchError.alreadyFound) { try game.apply(.reveal(wordIndex: 0)) }
        #expect(game == afterFinding)
        try game.apply(.reveal(wordIndex: 1))
        let afterRevealing = game
        #expect(throws: WordSearchError.alreadyFound) { try game.apply(.reveal(wordIndex: 1)) }
        #expect(game == afterRevealing)
        #expect(game.revealsLeft == 1)
    }

    @Test("A revealed word cannot then be found by selecting it")
    func revealedNotFound() throws {
        var game = Support.originalGame()
        try game.apply(.reveal(wordIndex: 5))
        try Support.select(5, in: &game)
        #expect(game.lastMessage == "\(game.words[5]) was already revealed.")
        #expect(!game.isFound(wordIndex: 5))
        #expect(game.foundCount == 0)
    }

    @Test("A reveal clears a pending first tap")
    func revealClearsSelection() throws {
        var game = Support.originalGame()
        try game.apply(.tap(3))
        try game.apply(.reveal(wordIndex: 0))
        #expect(game.pendingStart == nil)
    }

    @Test("A game without reveals refuses the first one")
    func noReveals() throws {
        var game = WordSearchGame(params: try .custom(wordsText: "Swift, Java", size: "8", reveals: "0"), seed: 1)
        #expect(throws: WordSearchError.noRevealsLeft) { try game.apply(.reveal(wordIndex: 0)) }
    }

    @Test("canReveal says exactly when a reveal would be taken", arguments: [1, 2, 3] as [UInt64])
    func canRevealMatchesApply(seed: UInt64) throws {
        var game = Support.originalGame(seed: seed)
        try Support.select(0, in: &game)
        while true {
            for index in -1...game.words.count {
                var attempt = game
                let taken = (try? attempt.apply(.reveal(wordIndex: index))) != nil
                #expect(game.canReveal(wordIndex: index) == taken, "word \(index)")
            }
            guard let next = game.words.indices.first(where: game.canReveal(wordIndex:)) else { break }
            try game.apply(.reveal(wordIndex: next))
        }
        #expect(game.revealsLeft == 0 || game.outcome == .won)
    }
}
