import Foundation
import Games
import Testing
@testable import WordSearch

@Suite("Languages in params, custom lists and stored games")
struct LanguageParamsTests {
    @Test("A player's own words are read in the game's alphabet, and refused naming it", arguments: [
        (WordSearchLanguage.es, "Swift, Þing", "“Þing” cannot be used: “Þ” is not a letter from A to Z or Ñ."),
        (.fr, "Swift, Ωmega", "“Ωmega” cannot be used: “Ω” is not a letter from A to Z."),
        (.de, "Swift, Ωmega", "“Ωmega” cannot be used: “Ω” is not a letter from A to Z, Ä, Ö or Ü."),
        (.ptBR, "Swift, R2D2", "“R2D2” cannot be used: “2” is not a letter from A to Z."),
        (.ar, "أسد, cat", "“cat” cannot be used: “c” is not one of the 28 Arabic letters."),
        (.ar, "أسد, ببغاء", "“ببغاء” cannot be used: “ء” is not one of the 28 Arabic letters."),
        (.fr, "Été, ete", "“ETE” is in the list twice."),
        (.es, "Año, Añoso", "“AÑO” is part of “AÑOSO”, so it would be found twice."),
        (.de, "Bär, Räb", "“BÄR” is “RÄB” read backwards, so it would be found twice."),
    ])
    func customRefusals(language: WordSearchLanguage, words: String, message: String) {
        #expect(Support.refusal { () throws(WordSearchError) in
            try WordSearchParams.custom(wordsText: words, size: "10", reveals: "2", language: language)
        } == message)
    }

    @Test("Folding never makes a Spanish word out of two: AÑO and ANO are different words")
    func eñeIsALetter() throws {
        let params = try WordSearchParams.custom(wordsText: "Año, Ano", size: "8", reveals: "0", language: .es)
        #expect(params.words == ["AÑO", "ANO"])
        #expect(Support.refusal { () throws(WordSearchError) in
            try WordSearchParams.custom(wordsText: "Año, Ano", size: "8", reveals: "0")
        } == "“ANO” is in the list twice.")
    }

    @Test("A JSON list is read in the game's language")
    func json() throws {
        let document = Array(#"{"words": ["Niño", "Señor"], "size": 8}"#.utf8)
        #expect(try WordSearchParams.custom(json: document, language: .es).words == ["NIÑO", "SEÑOR"])
        #expect(try WordSearchParams.custom(json: document, language: .es).language == .es)
        #expect(try WordSearchParams.custom(json: document).words == ["NINO", "SENOR"])
    }

    @Test("The setup form's language: its code, none for English, an unknown one refused")
    func formLanguage() throws {
        #expect(try WordSearchGame.params(from: ["level": "easy"]).language == .en)
        let spanish = try WordSearchGame.params(from: ["level": "medium", "list": "fruits", "language": "es"])
        #expect(spanish.language == .es && spanish.listID == "fruits" && spanish.level == .medium)
        let german = try WordSearchGame.params(from: ["custom": "text", "words": "Straße, Bär", "size": "8",
                                                      "reveals": "1", "language": "de"])
        #expect(german.words == ["STRASSE", "BÄR"])
        #expect(try WordSearchGame.params(from: ["level": "easy"], language: .ar).language == .ar)
        #expect(throws: WordSearchError.badParams("Word Search has no words in the language “xx”.")) {
            try WordSearchGame.params(from: ["level": "easy", "language": "xx"])
        }
    }

    @Test("Checked params hold only their alphabet's letters")
    func checkedLetters() {
        let words = ["AÑO", "SOL"]
        let english = WordSearchParams(level: .custom, width: 8, height: 8, words: words, reveals: 0,
                                       directions: [.right], listID: nil)
        #expect(throws: WordSearchError.badParams("“AÑO” can only have the letters A to Z.")) { try english.check() }
        let spanish = WordSearchParams(level: .custom, width: 8, height: 8, words: words, reveals: 0,
                                       directions: [.right], listID: nil, language: .es)
        #expect(throws: Never.self) { try spanish.check() }
    }

    @Test("A game in a language stores it and loads back as it was; an English game stores none", arguments: WordSearchLanguage.allCases)
    func storedLanguage(language: WordSearchLanguage) throws {
        var game = WordSearchGame(params: .preset(.medium, listID: "space", language: language, seed: 0), seed: 77)
        try Support.select(0, in: &game)
        try game.apply(.reveal(wordIndex: 1))
        let text = game.storedForm
        #expect(text.contains(#""language":"\#(language.code)""#) == (language != .en))
        let loaded = try WordSearchGame(storedForm: text)
        #expect(loaded == game)
        #expect(loaded.language == language)
        #expect(loaded.storedForm == text)
        // The moves replay to the same game: a replay regenerates the board from the params and seed.
        let replayed = try WordSearchGame.replaying(params: game.params, seed: game.seed,
                                                    moves: [.tap(game.placed[0].start), .tap(game.placed[0].end(width: game.width)),
                                                            .reveal(wordIndex: 1)])
        #expect(replayed == game)
    }

    @Test("Rows stored before there were languages load as English, and are stored again as they were",
          arguments: SavedRowsTests.rows)
    func oldRowsAreEnglish(row: SavedRowsTests.Row) throws {
        let loaded = try WordSearchGame(storedForm: row.text)
        #expect(loaded.language == .en)
        #expect(loaded.params.language == .en)
        #expect(!loaded.storedForm.contains("language"))
    }

    @Test("A stored language that is none, or letters outside it, is a damaged row")
    func damagedRows() throws {
        let game = WordSearchGame(params: .preset(.easy, language: .es, seed: 0), seed: 3)
        let text = game.storedForm
        #expect(throws: StoredFormError.self) {
            try WordSearchGame(storedForm: text.replacingOccurrences(of: #""language":"es""#, with: #""language":"xx""#))
        }
        // The same letters read as English: a Spanish word is no word of the English alphabet.
        let english = text.replacingOccurrences(of: #","language":"es""#, with: "")
        #expect(english != text)
        if game.letters.contains("Ñ") || game.words.contains(where: { $0.contains("Ñ") }) {
            #expect(throws: StoredFormError.self) { try WordSearchGame(storedForm: english) }
        }
        let arabic = text.replacingOccurrences(of: #""language":"es""#, with: #""language":"ar""#)
        #expect(throws: StoredFormError.self) { try WordSearchGame(storedForm: arabic) }
    }
}
