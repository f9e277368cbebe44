import Games
import Testing
@testable import WordSearch

/// A move typed into the move box: `a1 e5` is the drag from one letter to the other, `a1` a tap on one letter.
@Suite struct TypedMoveTests {
    let game = WordSearchGame(params: .preset(.easy, listID: WordLists.original.id, seed: 3), seed: 3)

    @Test(arguments: ["a1 e5", "A1 E5", " a1   e5 ", "a 1 e 5", "a1,e5"])
    func twoLettersSelect(text: String) throws {
        #expect(try game.typedMove(text) == game.interpret(["from": "0", "cell": String(4 * game.width + 4)]))
        #expect(try game.typedMove(text) == .select(from: 0, to: 4 * game.width + 4))
        #expect(try game.interpret([TypedText.field: text]) == .select(from: 0, to: 4 * game.width + 4))
    }

    @Test func eitherOrderFindsTheWord() throws {
        let word = game.placed[0]
        let cells = word.cells(width: game.width)
        let first = CellName.text(cells.first!, width: game.width), last = CellName.text(cells.last!, width: game.width)
        for text in ["\(first) \(last)", "\(last) \(first)"] {
            var played = game
            try played.apply(try played.typedMove(text))
            #expect(played.isFound(wordIndex: 0), "\(text) finds \(word.word)")
        }
    }

    @Test func oneLetterIsATap() throws {
        #expect(try game.typedMove("b3") == .tap(2 * game.width + 1))
        #expect(try game.typedMove("B3") == game.interpret(["cell": String(2 * game.width + 1)]))
    }

    @Test(arguments: ["", "find", "a1 to e5", "a1 e5 e6", "12 4", "-"])
    func anythingElseIsUnclear(text: String) {
        #expect(throws: WordSearchError.typedUnclear) { try game.typedMove(text) }
    }

    @Test(arguments: ["a1 z26", "z1", "a99"])
    func aLetterOffTheBoardSaysSo(text: String) {
        #expect(throws: WordSearchError.outOfRange) { try game.typedMove(text) }
    }

    @Test func everyRefusalOfATypedMoveHasANote() {
        for error in [WordSearchError.typedUnclear, .outOfRange, .gameOver, .alreadyFound] {
            #expect(error.typedSlip.flatMap(WordSearchError.slip) == error)
        }
        #expect(WordSearchError.outOfRange.slip == nil)
    }
}
