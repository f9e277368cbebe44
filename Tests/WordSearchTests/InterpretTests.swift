import Testing
import WordSearch

@Suite("Reading moves from form fields")
struct InterpretTests {
    @Test("A letter button posts cell, a word in the list posts reveal, a drag posts from and cell")
    func moves() throws {
        let game = Support.originalGame()
        #expect(try game.interpret(["cell": "37"]) == .tap(37))
        #expect(try game.interpret(["reveal": "2", "csrf": "x"]) == .reveal(wordIndex: 2))
        #expect(try game.interpret(["from": "3", "cell": "17"]) == .select(from: 3, to: 17))
        // `from` only means something with a letter.
        #expect(try game.interpret(["from": "3", "reveal": "1"]) == .reveal(wordIndex: 1))
    }

    @Test("Missing, doubled or non-numeric fields are refused with a message", arguments: [
        [:], ["cell": "1", "reveal": "2"], ["cell": "abc"], ["cell": ""], ["cell": "1.5"],
        ["cell": "99999999999"], ["reveal": "two"], ["from": "x", "cell": "3"], ["from": "", "cell": "3"],
        ["from": "3", "cell": "x"],
    ] as [[String: String]])
    func badFields(fields: [String: String]) {
        #expect {
            try Support.originalGame().interpret(fields)
        } throws: { error in
            guard let error = error as? WordSearchError, case .badMove(let message) = error else { return false }
            return !message.isEmpty && error.isFormError
        }
    }

    @Test("A negative cell reads but is refused when played")
    func negativeCell() throws {
        var game = Support.originalGame()
        let move = try game.interpret(["cell": "-3"])
        #expect(throws: WordSearchError.outOfRange) { try game.apply(move) }
    }
}
