import Games
import Testing
@testable import WordSearch

@Suite("Reading the setup form")
struct SetupFormTests {
    @Test("A level's words are drawn from the game's seed, as before params came from the form", arguments: 0..<20)
    func presetWordsComeFromTheSeed(seed: UInt64) throws {
        for (level, list) in [(WordSearchLevel.easy, "original"), (.medium, "animals"), (.hard, "languages"), (.easy, "fruits")] {
            let params = try WordSearchGame.params(from: ["level": level.rawValue, "list": list])
            let game = WordSearchGame(params: params, seed: seed)
            #expect(game.params == .preset(level, listID: list, seed: seed))
            // The board today's server made from the same seed.
            let preset = WordSearchParams.preset(level, listID: list, seed: seed)
            let board = Generator.generate(params: preset, seed: seed)
            #expect(game.letters == String(decoding: board.letters, as: UTF8.self) && game.placed == board.placed)
        }
    }

    @Test("Play again: a level draws new words, a player's own words stay")
    func playAgain() throws {
        let preset = WordSearchGame(params: try WordSearchGame.params(from: ["level": "hard", "list": "animals"]), seed: 1)
        let again = WordSearchGame(params: preset.params, seed: 2)
        #expect(again.params == .preset(.hard, listID: "animals", seed: 2))
        let custom = WordSearchGame(params: try WordSearchGame.params(from: ["custom": "text", "words": "Swift, Java", "size": "8", "reveals": "1"]),
                                    seed: 1)
        #expect(WordSearchGame(params: custom.params, seed: 2).params == custom.params)
    }

    @Test("Each kind of form, and its refusals", arguments: [
        ([:], nil),
        (["level": "custom"], "Choose Easy, Medium or Hard, or enter your own words."),
        (["level": "expert"], "Choose Easy, Medium or Hard, or enter your own words."),
        (["list": "nope"], "There is no word list called nope."),
        (["custom": "yaml"], "A custom game comes from a word list or a JSON document."),
        (["custom": "json"], "Paste a JSON document or choose a file with one."),
        (["custom": "json", "json": #"{"words":["Swift"],"size":8}"#, "jsonFile": " "],
         "The chosen file is empty: choose a file with a JSON document."),
        (["custom": "json", "json": "[", "jsonFile": #"{"words":["Swift","Java"],"size":8}"#], nil),
        (["custom": "text", "words": "Swift", "size": "30", "reveals": "1"],
         "The grid size must be a whole number from 6 to 20, not “30”."),
    ] as [(FormFields, String?)])
    func forms(fields: FormFields, refusal: String?) {
        do {
            _ = try WordSearchGame.params(from: fields)
            #expect(refusal == nil)
        } catch {
            #expect(error == .badParams(refusal ?? "(accepted)"))
        }
    }
}
