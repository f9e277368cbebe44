import Foundation
import Testing
import WordSearch

@Suite("Stored state")
struct CodableTests {
    static func roundTrip(_ game: WordSearchGame) throws -> WordSearchGame {
        try JSONDecoder().decode(WordSearchGame.self, from: JSONEncoder().encode(game))
    }

    @Test("A game in progress comes back exactly, pending first tap and message included")
    func roundTrip() throws {
        var game = Support.originalGame(seed: .max)
        try Support.select(0, in: &game)
        try game.apply(.reveal(wordIndex: 3))
        try game.apply(.tap(17))
        let restored = try Self.roundTrip(game)
        #expect(restored == game)
        #expect(restored.pendingStart == 17)
        #expect(restored.seed == .max)
        #expect(restored.isFound(wordIndex: 0) && restored.isRevealed(wordIndex: 3))
        #expect(restored.placed[0].cells(width: restored.width).allSatisfy(restored.cellIsFound))

        // And it plays on the same way.
        var continued = restored
        try continued.apply(.tap(17))
        try game.apply(.tap(17))
        #expect(continued == game)
    }

    @Test("The letters are stored as one string and the whole game stays small")
    func compact() throws {
        let game = WordSearchGame(params: .preset(.hard, listID: "animals", seed: 5), seed: 5)
        let data = try JSONEncoder().encode(game)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["letters"] as? String == game.letters)
        #expect(game.letters.count == 225)
        #expect(data.count < 1_500, "\(data.count) bytes")
    }

    @Test("Params round-trip too")
    func params() throws {
        let params = try WordSearchParams.custom(wordsText: "Swift, Java", size: "9", reveals: "4", directions: [.up])
        #expect(try JSONDecoder().decode(WordSearchParams.self, from: JSONEncoder().encode(params)) == params)
    }

    @Test("Damaged state is refused instead of crashing a later move", arguments: [
        ("\"letters\":\"", "\"letters\":\"A"),
        ("\"found\":[0]", "\"found\":[9]"),
        ("\"found\":[0]", "\"found\":[0,0]"),
        ("\"revealed\":[3]", "\"revealed\":[3,1,2]"),
        ("\"pendingStart\":17", "\"pendingStart\":900"),
        ("\"width\":15", "\"width\":500"),
        ("\"reveals\":2", "\"reveals\":50"),
        ("\"SWIFT\",\"KOTLIN\"", "\"SWIFT\",\"KOT-LIN\""),
        ("\"start\":", "\"start\":1"),
    ])
    func damaged(original: String, damaged: String) throws {
        var game = Support.originalGame()
        try Support.select(0, in: &game)
        try game.apply(.reveal(wordIndex: 3))
        try game.apply(.tap(17))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(game), as: UTF8.self)
        #expect(json.contains(original), "\(json)")
        let broken = json.replacingOccurrences(of: original, with: damaged)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(WordSearchGame.self, from: Data(broken.utf8))
        }
    }
}
