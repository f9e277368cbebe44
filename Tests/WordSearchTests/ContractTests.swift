import Games
import Testing
@testable import WordSearch

@Suite("The game contract")
struct ContractTests {
    static let setups: [FormFields] = [
        [:], ["level": "medium", "list": "animals"], ["level": "hard", "list": "space"],
        ["custom": "text", "words": "Swift, Kotlin\nJava", "size": "8", "reveals": "1"],
        ["custom": "json", "json": #"{"words": ["Apple", "Pear"], "width": 9, "height": 6, "directions": ["right", "down"]}"#],
    ]

    /// Mostly whole words (dragged or tapped, either way), sometimes stray taps, reveals and anything a form could hold.
    static func form(_ game: WordSearchGame, _ random: inout SeededGenerator) -> FormFields {
        let cells = game.width * game.height
        let placed = game.placed.draw(using: &random)
        var ends = [placed.start, placed.end(width: game.width)]
        if random.next() % 2 == 0 { ends.reverse() }
        switch random.next() % 10 {
        case 0..<3: return ["from": String(ends[0]), "cell": String(ends[1])]
        case 3..<5: return ["cell": String(ends[Int(random.next() % 2)])]
        case 5..<7: return ["cell": String(random.next() % UInt64(cells))]
        case 7: return ["from": String(random.next() % UInt64(cells)), "cell": String(random.next() % UInt64(cells))]
        case 8: return ["reveal": String(random.next() % UInt64(game.placed.count + 1))]
        default:
            return [["cell": "-1"], ["cell": String(cells)], ["from": "0", "cell": String(cells)], ["from": "x", "cell": "1"],
                    [:], ["cell": "1", "reveal": "1"], ["reveal": "-1"]].draw(using: &random)
        }
    }

    @Test("Random play: refusals change nothing, and the moves' texts replay the same game", arguments: 0..<60)
    func randomPlayReplays(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var game = WordSearchGame(params: try WordSearchGame.params(from: Self.setups.draw(using: &random)), seed: random.next())
        let moves = play(&game, steps: 60, using: &random, form: Self.form)
        try checkReplay(game, moves: moves)
    }

    @Test("A move's text reads back as the same move",
          arguments: [WordSearchMove.tap(0), .tap(37), .select(from: 3, to: 17), .select(from: 0, to: 0), .reveal(wordIndex: 2),
                      .select(from: Int.max, to: 1)])
    func textRoundTrip(move: WordSearchMove) {
        #expect(WordSearchMove(text: move.text) == move)
    }

    @Test("Texts are short")
    func shortTexts() {
        #expect(WordSearchMove.tap(37).text == "t37")
        #expect(WordSearchMove.reveal(wordIndex: 2).text == "r2")
        #expect(WordSearchMove.select(from: 3, to: 17).text == "s3-17")
    }

    @Test("Only the texts `text` writes are read",
          arguments: ["", "t", "t03", "t-1", "t+1", "t 1", "r", "s3", "s3-", "s-17", "s3-17-2", "s3--17", "s03-17", "s3-017",
                      "x1", "T1", "t1.0", "t99999999999999999999"])
    func textRefused(text: String) {
        #expect(WordSearchMove(text: text) == nil)
    }

    @Test("A selection is one move that ends as the two taps did, whatever was pending")
    func selectionIsTheTwoTaps() throws {
        let start = Support.originalGame()
        for pending in [nil, 5] as [Int?] {
            for (from, to) in [(start.placed[0].start, start.placed[0].end(width: start.width)), (3, 3), (0, 13), (0, 20)] {
                var tapped = start, selected = start
                if let pending {
                    try tapped.apply(.tap(pending))
                    selected = tapped
                    try tapped.apply(.tap(pending))
                }
                try tapped.apply(.tap(from))
                try tapped.apply(.tap(to))
                let before = selected.moveCount
                try selected.apply(.select(from: from, to: to))
                #expect(selected.lastMessage == tapped.lastMessage)
                #expect(selected.pendingStart == tapped.pendingStart && selected.pendingStart == nil)
                #expect(selected.foundCount == tapped.foundCount && selected.words.indices.allSatisfy {
                    selected.isFound(wordIndex: $0) == tapped.isFound(wordIndex: $0)
                })
                #expect(selected.moveCount == before + 1)
            }
        }
    }

    @Test("A selection off the board changes nothing, pending tap included")
    func selectionRefused() throws {
        var game = Support.originalGame()
        try game.apply(.tap(5))
        let before = game
        #expect(throws: WordSearchError.outOfRange) { try game.apply(.select(from: 0, to: 10_000)) }
        #expect(throws: WordSearchError.outOfRange) { try game.apply(.select(from: -1, to: 0)) }
        #expect(game == before)
    }

    @Test("Timed from the first view; tallied by level")
    func timingAndLevel() throws {
        let game = Support.originalGame()
        #expect(game.clockStarted && game.levelKey == "hard")
        #expect(try WordSearchGame.seed(from: ["seed": "5"]) == nil)
    }

    @Test("Errors say whether the form or the rules refused")
    func formErrors() {
        #expect(WordSearchError.badMove("x").isFormError && WordSearchError.badParams("x").isFormError)
        #expect(WordSearchError.outOfRange.isFormError)
        for error in [WordSearchError.noRevealsLeft, .alreadyFound, .gameOver] {
            #expect(!error.isFormError)
        }
    }
}
