import Testing
import WordSearch

@Suite("Reading moves from form fields")
struct ParseMoveTests {
    @Test("A letter button posts cell, a word in the list posts reveal")
    func moves() throws {
        #expect(try WordSearchGame.parseMove(["cell": "37"]) == .tap(37))
        #expect(try WordSearchGame.parseMove(["reveal": "2", "csrf": "x"]) == .reveal(wordIndex: 2))
    }

    @Test("Missing, doubled or non-numeric fields are refused with a message", arguments: [
        [:], ["cell": "1", "reveal": "2"], ["cell": "abc"], ["cell": ""], ["cell": "1.5"],
        ["cell": "99999999999"], ["reveal": "two"],
    ] as [[String: String]])
    func badFields(fields: [String: String]) {
        #expect {
            try WordSearchGame.parseMove(fields)
        } throws: { error in
            guard let error = error as? WordSearchError, case .badMove(let message) = error else { return false }
            return !message.isEmpty
        }
    }

    @Test("A negative cell parses but is refused when played")
    func negativeCell() throws {
        var game = Support.originalGame()
        let move = try WordSearchGame.parseMove(["cell": "-3"])
        #expect(throws: WordSearchError.outOfRange) { try game.apply(move) }
    }
}
