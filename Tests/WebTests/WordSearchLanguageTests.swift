import Foundation
import Storage
import Testing
import WordSearch
@testable import Web

/// Word Search in the page's language: a new game takes it (its lists, its letters, a player's own words read in its
/// alphabet) and keeps it; each language has its own daily board, the same for everyone who plays it, with its own
/// leaderboard, and English's keeps the seed and key it always had.
@Suite("Word Search in every language")
struct WordSearchLanguageTests {
    /// A browser whose pages are in `code`: picked in the footer, kept with the session.
    static func client(_ site: TestSite, _ code: String) throws -> TestClient {
        let client = site.client()
        #expect(try client.post(SettingsController.languageSettingPath, [("language", code)]).status == 303)
        return client
    }

    static func scoreBoards(_ site: TestSite, _ play: WordSearchPlay) throws -> [String] {
        try site.app.database.read { c in
            try c.query("SELECT board FROM scores WHERE session_id = ?", [.text(play.sessionID)]).compactMap { $0.string("board") }
        }
    }

    @Test("a new game is made in the page's language: its list's words, its alphabet's letters on the page",
          arguments: ["es", "fr", "de", "pt-BR", "ar"])
    func newGameInPageLanguage(code: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let language = try #require(WordSearchLanguage(code: code))
        var play = try WordSearchPlay(site, client: try Self.client(site, code))
        let game = try play.stored().game
        #expect(game.language == language)
        let original = try #require(WordLists.list(id: "original", in: language))
        #expect(game.words.allSatisfy(original.gridWords.contains))
        #expect(game.letters.unicodeScalars.allSatisfy(language.alphabet.contains))

        try play.newGame([("level", "hard"), ("list", "animals")])
        let hard = try play.stored().game
        #expect(hard.language == language && hard.params.level == .hard && hard.params.listID == "animals")
        let animals = try #require(WordLists.list(id: "animals", in: language))
        #expect(hard.words.allSatisfy(animals.gridWords.contains))
        // The grid writes each letter as it is, in its button.
        for letter in Set(hard.letters) { #expect(play.page.body.contains("\(letter)</button>"), "\(letter)") }
    }

    @Test("a game keeps its language when the pages change theirs; Restart keeps it, a new board takes the page's")
    func keepsItsLanguage() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = try Self.client(site, "de")
        var play = try WordSearchPlay(site, client: client)
        #expect(try play.stored().game.language == .de)
        #expect(try client.post(SettingsController.languageSettingPath, [("language", "en")]).status == 303)
        play.page = try client.get("/wordsearch")
        try play.find(0)
        let after = try play.stored().game
        #expect(after.language == .de && after.foundCount == 1)
        try play.newGame([("again", "1")])
        #expect(try play.stored().game.language == .de)
        try play.newGame([("level", "medium")])
        #expect(try play.stored().game.language == .en)
    }

    @Test("a player's own words are read in the page's language, and refused there by its alphabet")
    func customWords() throws {
        let site = try TestSite()
        defer { site.stop() }
        var spanish = try WordSearchPlay(site, client: try Self.client(site, "es"))
        try spanish.newGame([("custom", "text"), ("words", "Año, Niño\nSeñor"), ("size", "8"), ("reveals", "1")])
        let game = try spanish.stored().game
        #expect(game.language == .es && game.words == ["AÑO", "NIÑO", "SEÑOR"])
        #expect(spanish.page.body.contains("NIÑO"))
        #expect(spanish.page.body.contains("Ñ</button>"))

        var arabic = try WordSearchPlay(site, client: try Self.client(site, "ar"))
        try arabic.newGame([("custom", "text"), ("words", "أسد، نمر، قطة"), ("size", "8"), ("reveals", "1")])
        #expect(try arabic.stored().game.words == ["اسد", "نمر", "قطه"])
        let before = try arabic.stored().record
        let refused = try arabic.client.postForm("/wordsearch/new", from: arabic.page,
                                                 [("custom", "text"), ("words", "أسد, cat"), ("size", "8"), ("reveals", "1")])
        #expect(refused.status == 400)
        #expect(try arabic.stored().record == before)
    }

    @Test("each language has its own daily board, the same for everyone who plays it, ranked on its own board")
    func dailyPerLanguage() throws {
        let site = try TestSite()
        defer { site.stop() }
        let day = DailyDay(at: site.clock.now).text
        var alice = try WordSearchPlay(site, client: try Self.client(site, "es"), starting: false)
        var bob = try WordSearchPlay(site, client: try Self.client(site, "es"), starting: false)
        var carol = try WordSearchPlay(site, starting: false)
        var dora = try WordSearchPlay(site, client: try Self.client(site, "ar"), starting: false)
        // The forms a Spanish page offers post the Spanish board.
        #expect(try alice.client.get("/daily").body.contains(#"<input type="hidden" name="level" value="easy-es">"#))
        #expect(!(try alice.client.get("/daily").body.contains(#"value="easy""#)))
        #expect(alice.page.body.contains(#"value="easy-es""#))
        #expect(carol.page.body.contains(#"value="easy""#) && !carol.page.body.contains("easy-es"))

        #expect(try alice.post("/wordsearch/daily", []).status == 303, "the page's language's board when none is posted")
        #expect(try bob.post("/wordsearch/daily", [("level", "easy-es")]).status == 303)
        #expect(try carol.post("/wordsearch/daily", [("level", "easy")]).status == 303)
        #expect(try dora.post("/wordsearch/daily", [("level", "easy-ar")]).status == 303)
        let a = try alice.stored(), b = try bob.stored(), c = try carol.stored(), d = try dora.stored()
        #expect(a.game.language == .es && c.game.language == .en && d.game.language == .ar)
        #expect(a.game.seed == b.game.seed && a.game.letters == b.game.letters)
        #expect(a.game.seed == site.app.keys.dailySeed(kind: "wordsearch", level: "easy-es", day: day))
        // English's seed is the one it always had.
        #expect(c.game.seed == site.app.keys.dailySeed(kind: "wordsearch", level: "easy", day: day))
        #expect(a.game.seed != c.game.seed && a.game.seed != d.game.seed && a.game.letters != c.game.letters)
        #expect(a.record.level == "easy-es" && c.record.level == "easy" && d.record.level == "easy-ar")
        #expect(a.record.daily == day && a.record.isRankedDailyTry)
        #expect(LeaderboardBoard.of(a.record)?.board.key == "wordsearch/daily-easy-es-\(day)")
        #expect(LeaderboardBoard.of(c.record)?.board.key == "wordsearch/daily-easy-\(day)")
        #expect(!alice.page.body.contains("Daily easy-es") && !alice.page.body.contains("Easy es"), "the level key is never its title")

        for index in a.game.words.indices {
            site.clock.advance(by: 3_000)
            try alice.find(index)
        }
        for index in c.game.words.indices {
            site.clock.advance(by: 3_000)
            try carol.find(index)
        }
        #expect(try Self.scoreBoards(site, alice) == ["wordsearch/daily-easy-es-\(day)"])
        #expect(try Self.scoreBoards(site, carol) == ["wordsearch/daily-easy-\(day)"])
        // One ranked try per language's board: starting it again shows it.
        #expect(try alice.post("/wordsearch/daily", [("level", "easy-es")]).status == 303)
        #expect(try alice.stored().record.id == a.record.id)
        // The Daily tab shows the page's language's board.
        let spanishTab = try alice.client.get("/leaderboard?game=wordsearch&period=daily").body
        #expect(spanishTab.contains(#"id="board-daily-easy-es-\#(day)""#) && !spanishTab.contains(#"id="board-daily-easy-\#(day)""#))
        let englishTab = try carol.client.get("/leaderboard?game=wordsearch&period=daily").body
        #expect(englishTab.contains(#"id="board-daily-easy-\#(day)""#) && !englishTab.contains("daily-easy-es"))
    }

    @Test("a page offers its language's daily Word Search board; other games' daily boards are every language's")
    func dailyLevels() throws {
        #expect(WordSearchPages.dailyLevels == ["easy", "easy-es", "easy-fr", "easy-de", "easy-pt-BR", "easy-ar"])
        for language in Language.allCases {
            let shown = Language.$picked.withValue(language) { DailyLevels.shown(WordSearchPages.entry) }
            #expect(shown == [language == .en ? "easy" : "easy-\(language.code)"])
            #expect(Language.$picked.withValue(language) { DailyLevels.shown(MinesweeperPages.entry) } == MinesweeperPages.dailyLevels)
        }
        #expect(DailyLevels.split("easy-pt-BR").level == "easy" && DailyLevels.split("easy-pt-BR").language == .ptBR)
        #expect(DailyLevels.split("beginner").level == "beginner" && DailyLevels.split("beginner").language == nil)
        #expect(try #require(WordSearchPages.dailyParams(level: "easy")) == (try WordSearchGame.params(from: ["level": "easy"])))
        #expect(WordSearchPages.dailyParams(level: "easy-de")?.language == .de)
        #expect(WordSearchPages.dailyParams(level: "easy-xx") == nil)
        #expect(LeaderboardBoard.daily(key: "wordsearch/daily-easy-es-2026-11-24")?.title == "Daily Easy · 24 Nov 2026")
        #expect(LeaderboardBoard.daily(key: "wordsearch/daily-easy-2026-11-24")?.level == "daily-easy-2026-11-24")
        #expect(LeaderboardBoard.daily(key: "wordsearch/daily-easy-xx-2026-11-24") == nil)
        #expect(WordSearchPages.levelTitle("easy-es") == "Easy · Español")
    }

    @Test("the grid writes any alphabet's letters in its buttons and their labels")
    func gridWritesEveryLetter() throws {
        for (language, words) in [(WordSearchLanguage.es, "Año, Niño"), (.de, "Bär, Öl"), (.ar, "أسد، نمر")] {
            var game = WordSearchGame(params: try WordSearchParams.custom(wordsText: words, size: "6", reveals: "0",
                                                                          language: language), seed: 1)
            let placed = game.placed[0]
            try game.apply(.select(from: placed.start, to: placed.end(width: game.width)))
            #expect(game.isFound(wordIndex: 0))
            let html = String(decoding: WordSearchGrid.grid(of: game, focus: nil).bytes, as: UTF8.self)
            for index in 0..<(game.width * game.height) {
                let letter = game.letter(index)
                #expect(html.contains(#">\#(letter)</button>"#))
                #expect(html.contains(#"aria-label="\#(letter), row \#(index / game.width + 1), column \#(index % game.width + 1)"#))
            }
            // The line over a found word is as long as the word has letters, not bytes.
            #expect(html.contains(" n\(placed.word.unicodeScalars.count) d-"), "\(language)")
        }
    }
}
