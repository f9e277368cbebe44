import Foundation
import Storage
import Testing
import WordSearch
@testable import Web

/// The player's own Word Search games: from the form, from pasted JSON and from an uploaded file,
/// and every way such a game can be refused (400, the word and the reason, the game unchanged).
@Suite("Word Search custom games on the web")
struct WordSearchCustomTests {
    @Test("a custom game from the form: words, size and reveals")
    func fromTheForm() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let response = try play.newGame([("custom", "text"), ("words", "Swift, Kotlin\r\nObjective-C\r\n\r\nrust lang, Éclair"),
                                         ("size", "8"), ("reveals", "1")])
        #expect(response.status == 303)
        let game = try play.stored().game
        #expect(game.params.level == .custom)
        // Accented letters read as their base letters.
        #expect(game.params.words == ["SWIFT", "KOTLIN", "OBJECTIVEC", "RUSTLANG", "ECLAIR"])
        #expect(game.width == 8 && game.height == 8 && game.params.reveals == 1)
        // OBJECTIVEC has 10 letters: no room in an 8×8 grid, so it is left out with a note.
        #expect(game.leftOut == ["OBJECTIVEC"])
        #expect(play.page.body.contains("Left out, no room for it in this grid: OBJECTIVEC."))
        #expect(play.page.body.contains("0 of 4 found"))
        #expect(play.page.body.contains("1 reveal left"))
        #expect(play.page.body.contains("Custom · 8×8"))
        #expect(play.page.wordSearchCells.count == 64)
        // Play again keeps the player's words.
        try play.newGame([("again", "1")])
        #expect(try play.stored().game.params.words == game.params.words)
        // A custom game ends like any other, but does not go on a board.
        for index in 0..<4 { try play.find(index) }
        #expect(play.page.body.contains("All words found!"))
        #expect(!play.page.body.contains("Your name for the leaderboard"))
        let scores = try site.app.database.read { c in try c.query("SELECT id FROM scores") }
        #expect(scores.isEmpty)
    }

    @Test("a list of one word says \"1 word\" on the result card")
    func oneWord() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        #expect(try play.newGame([("custom", "text"), ("words", "Swift"), ("size", "8"), ("reveals", "0")]).status == 303)
        #expect(play.page.body.contains("0 of 1 found"))
        try play.find(0)
        #expect(play.page.body.contains("you found 1 of 1 word without a reveal."))
        #expect(!play.page.body.contains("1 words"))
    }

    @Test("a custom game from pasted JSON")
    func fromPastedJSON() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let json = #"{"words": ["Swift", "Kotlin", "Java"], "width": 9, "height": 7, "reveals": 0, "directions": ["right", "down"]}"#
        #expect(try play.newGame([("custom", "json"), ("json", json)]).status == 303)
        let game = try play.stored().game
        #expect(game.params.words == ["SWIFT", "KOTLIN", "JAVA"])
        #expect(game.width == 9 && game.height == 7 && game.params.reveals == 0)
        #expect(game.placed.allSatisfy { [.right, .down].contains($0.direction) })
        #expect(play.page.body.contains("class=\"grid cols-9 rows-7\""))
        #expect(play.page.body.contains("No reveals in this game."))
        #expect(!play.page.body.contains("name=\"reveal\""))
        #expect(play.page.wordSearchCells[9].label.hasSuffix("row 2, column 1"))
    }

    @Test("a custom game from an uploaded JSON file (multipart/form-data); the file wins over pasted text")
    func fromUploadedJSON() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        #expect(play.page.body.contains("enctype=\"multipart/form-data\""))
        #expect(play.page.body.contains("type=\"file\" name=\"jsonFile\""))
        let file = Array(#"{"words": ["Penguin", "Otter"], "size": 10}"#.utf8)
        let response = try play.postMultipart("/wordsearch/new", fields: [("custom", "json"), ("json", "not used")],
                                              file: ("jsonFile", "animals.json", file))
        #expect(response.status == 303)
        let game = try play.stored().game
        #expect(game.params.words == ["PENGUIN", "OTTER"])
        #expect(game.params.reveals == 2 && game.width == 10)
        // No file chosen: the browser sends an empty file part, and the pasted text is used.
        let pasted = try play.postMultipart("/wordsearch/new",
                                            fields: [("custom", "json"), ("json", #"{"words": ["Mars"], "size": 6}"#)],
                                            file: ("jsonFile", "", []))
        #expect(pasted.status == 303)
        #expect(try play.stored().game.params.words == ["MARS"])
    }

    @Test("a multipart form without the CSRF token is refused like any other post")
    func multipartNeedsCSRF() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let before = try play.stored().record
        play.page = TestResponse(status: 200, headers: [], body: "")
        let response = try play.postMultipart("/wordsearch/new", fields: [("custom", "json")],
                                              file: ("jsonFile", "a.json", Array(#"{"words": ["Mars"], "size": 6}"#.utf8)))
        #expect(response.status == 403)
        #expect(try play.stored().record == before)
    }

    @Test("a broken multipart body is a 400 page, nothing changes")
    func brokenMultipart() throws {
        let site = try TestSite()
        defer { site.stop() }
        let play = try WordSearchPlay(site)
        let before = try play.stored().record
        let truncated = Array("--b\r\nContent-Disposition: form-data; name=\"csrf\"\r\n\r\n\(play.page.hidden("csrf") ?? "")".utf8)
        let response = try play.client.send("POST", "/wordsearch/new",
                                            headers: [("Content-Type", "multipart/form-data; boundary=b")], body: truncated)
        #expect(response.status == 400)
        #expect(response.body.contains("could not be read"))
        #expect(try play.stored().record == before)
    }

    /// Each refusal names the word (or setting) and why.
    static let refusedForms: [([(String, String)], String)] = [
        ([("words", ""), ("size", "10"), ("reveals", "2")], "Enter at least one word."),
        ([("words", " , \r\n ,"), ("size", "10"), ("reveals", "2")], "Enter at least one word."),
        ([("words", Array(repeating: "Word", count: 31).joined(separator: "\n")), ("size", "20"), ("reveals", "2")],
         "Enter at most 30 words (this list has 31)."),
        ([("words", "Swift, C++"), ("size", "10"), ("reveals", "2")], "“C++” cannot be used: “+” is not a letter from A to Z."),
        ([("words", "Swift, Þing"), ("size", "10"), ("reveals", "2")], "“Þing” cannot be used: “Þ” is not a letter from A to Z."),
        // Every problem at once, one a line.
        ([("words", "Swift, C++, X"), ("size", "30"), ("reveals", "2")], "“C++” cannot be used: “+” is not a letter from A to Z.\n"
            + "“X” is too short: a word needs at least 2 letters.\nThe grid size must be a whole number from 6 to 20, not “30”."),
        ([("words", "Swift, X"), ("size", "10"), ("reveals", "2")], "“X” is too short: a word needs at least 2 letters."),
        ([("words", "Swift, " + String(repeating: "ab", count: 11)), ("size", "20"), ("reveals", "2")],
         "is too long: a word can have at most 20 letters."),
        ([("words", "Swift, swift"), ("size", "10"), ("reveals", "2")], "“SWIFT” is in the list twice."),
        ([("words", "Java, JavaScript"), ("size", "10"), ("reveals", "2")], "“JAVA” is part of “JAVASCRIPT”, so it would be found twice."),
        ([("words", "Live, Evil"), ("size", "10"), ("reveals", "2")], "“LIVE” is “EVIL” read backwards, so it would be found twice."),
        ([("words", "Swift"), ("size", "5"), ("reveals", "2")], "The grid size must be a whole number from 6 to 20, not “5”."),
        ([("words", "Swift"), ("size", "21"), ("reveals", "2")], "The grid size must be a whole number from 6 to 20, not “21”."),
        ([("words", "Swift"), ("size", "ten"), ("reveals", "2")], "The grid size must be a whole number from 6 to 20, not “ten”."),
        ([("words", "Swift"), ("size", ""), ("reveals", "2")], "The grid size is missing: choose a whole number from 6 to 20."),
        ([("words", "Swift"), ("size", "10"), ("reveals", "6")], "Reveals must be a whole number from 0 to 5, not “6”."),
        ([("words", "Swift"), ("size", "10")], "Reveals is missing: choose a whole number from 0 to 5."),
        ([("words", "Photosynthesis"), ("size", "6"), ("reveals", "2")], "None of the words fits in a 6×6 grid in the chosen directions."),
        ([("words", String(repeating: "Swift,", count: 400)), ("size", "10"), ("reveals", "2")],
         "The word list is too long: keep it under 2000 characters."),
    ]

    @Test("each bad custom form is a 400 that names the word and the reason; the game is unchanged",
          arguments: refusedForms.indices)
    func refusedForm(_ index: Int) throws {
        let (fields, message) = Self.refusedForms[index]
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.tap(4)
        let before = try play.stored().record
        let response = try play.client.postForm("/wordsearch/new", from: play.page, [("custom", "text")] + fields)
        #expect(response.status == 400)
        #expect(response.body.contains("<p class=\"flash error\">"))
        #expect(response.body.contains(WordSearchPlay.escaped(message)), "\(message)")
        #expect(try play.stored().record == before)
        // The form comes back open with what was typed, to be corrected.
        #expect(response.body.contains("<details class=\"custom\" open>"))
        if let words = fields.first(where: { $0.0 == "words" })?.1, words.count < 100 {
            #expect(response.body.contains(">\(WordSearchPlay.escaped(words))</textarea>"))
        }
        // The game on the page is still the one being played, pending tap included.
        #expect(response.wordSearchCells[4].classes.contains("selected"))
    }

    static let refusedDocuments: [(String, String)] = [
        ("", "Paste a JSON document or choose a file with one."),
        ("   \n", "Paste a JSON document or choose a file with one."),
        (#"{"words": ["Swift",]}"#, "The JSON could not be read: unexpected “]” (at byte 19)."),
        (#"["Swift"]"#, "The JSON must be an object"),
        (#"{"words": ["Swift"], "size": 10, "colour": "red"}"#, "“colour” is not a setting"),
        (#"{"size": 10}"#, "The JSON needs a “words” list"),
        (#"{"words": "Swift", "size": 10}"#, "“words” must be a list of words in quotes"),
        (#"{"words": ["Swift", 7], "size": 10}"#, "Every entry of “words” must be a word in quotes; entry 2 is not."),
        (#"{"words": ["Swift"]}"#, "The JSON needs the grid “size”, or both “width” and “height” (each from 6 to 20)."),
        (#"{"words": ["Swift"], "size": 10, "width": 8}"#, "Give either “size” or “width” and “height”, not both."),
        (#"{"words": ["Swift"], "size": 12.5}"#, "“size” must be a whole number from 6 to 20."),
        (#"{"words": ["Swift"], "size": 10, "reveals": 9}"#, "“reveals” must be a whole number from 0 to 5."),
        (#"{"words": ["Swift"], "size": 10, "directions": ["sideways"]}"#, "Every entry of “directions” must be one of"),
        (#"{"words": ["Swift", "C#"], "size": 10}"#, "“C#” cannot be used: “#” is not a letter from A to Z."),
        (#"{"words": ["Swift", "Swift"], "size": 10}"#, "“SWIFT” is in the list twice."),
        (#"{"words": [], "size": 10}"#, "Enter at least one word."),
    ]

    @Test("each bad JSON document is a 400 that says what is wrong; the game is unchanged",
          arguments: refusedDocuments.indices)
    func refusedDocument(_ index: Int) throws {
        let (document, message) = Self.refusedDocuments[index]
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let before = try play.stored().record
        let response = try play.client.postForm("/wordsearch/new", from: play.page, [("custom", "json"), ("json", document)])
        #expect(response.status == 400)
        #expect(response.body.contains(WordSearchPlay.escaped(message)), "\(message)")
        #expect(try play.stored().record == before)
        #expect(response.body.contains("<details class=\"custom\" open>"))
        // The same document uploaded as a file gets the same answer (an empty file has its own message).
        let uploaded = try play.postMultipart("/wordsearch/new", fields: [("custom", "json")],
                                              file: ("jsonFile", "game.json", Array(document.utf8)))
        #expect(uploaded.status == 400)
        let expected = document.isEmpty || document.allSatisfy(\.isWhitespace)
            ? (document.isEmpty ? "Paste a JSON document or choose a file with one." : "The chosen file is empty")
            : message
        #expect(uploaded.body.contains(WordSearchPlay.escaped(expected)), "\(expected)")
        #expect(try play.stored().record == before)
    }

    @Test("an uploaded file that is not text gets a readable 400, not a broken page")
    func binaryUpload() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let before = try play.stored().record
        let response = try play.postMultipart("/wordsearch/new", fields: [("custom", "json")],
                                              file: ("jsonFile", "photo.png", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF, 0x00]))
        #expect(response.status == 400)
        #expect(response.body.contains("The JSON could not be read"))
        #expect(try play.stored().record == before)
    }
}
