import Testing
import WordSearch

@Suite("Winning and the end of a game")
struct OutcomeTests {
    @Test("Finding every word wins; nothing is played after that")
    func winByFinding() throws {
        var game = Support.originalGame()
        for index in game.words.indices {
            #expect(game.outcome == .playing)
            try Support.select(index, in: &game)
        }
        #expect(game.outcome == .won)
        #expect(game.foundCount == 6)
        #expect(game.revealsUsed == 0)
        let finished = game
        #expect(throws: WordSearchError.gameOver) { try game.apply(.tap(0)) }
        #expect(throws: WordSearchError.gameOver) { try game.apply(.reveal(wordIndex: 0)) }
        #expect(game == finished)
    }

    @Test("Revealed words count as done, so a game can be won with reveals")
    func winWithReveals() throws {
        var game = Support.originalGame()
        try game.apply(.reveal(wordIndex: 0))
        try game.apply(.reveal(wordIndex: 5))
        for index in 1...4 { try Support.select(index, in: &game) }
        #expect(game.outcome == .won)
        #expect(game.foundCount == 4)
        #expect(game.revealsUsed == 2)
    }

    @Test("Out-of-range moves are refused and change nothing")
    func outOfRange() throws {
        var game = Support.originalGame()
        try game.apply(.tap(4))
        let before = game
        for move in [WordSearchMove.tap(-1), .tap(game.width * game.height), .reveal(wordIndex: -1), .reveal(wordIndex: 6)] {
            #expect(throws: WordSearchError.outOfRange) { try game.apply(move) }
            #expect(game == before)
        }
        #expect(game.pendingStart == 4)
    }

    @Test("Every error has a sentence for the player")
    func messages() {
        let errors: [WordSearchError] = [.outOfRange, .noRevealsLeft, .alreadyFound, .gameOver, .badMove("Tap a letter."), .badParams("Too many words.")]
        let messages = errors.map(\.message)
        #expect(messages.allSatisfy { $0.hasSuffix(".") && $0.first?.isUppercase == true })
        #expect(Set(messages).count == errors.count)
        #expect(WordSearchError.badMove("Tap a letter.").message == "Tap a letter.")
    }
}
