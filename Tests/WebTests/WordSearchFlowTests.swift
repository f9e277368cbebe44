import Foundation
import Storage
import Testing
import WordSearch
@testable import Web

/// Word Search played through the site's forms (POST → 303 → GET), the way a browser without
/// JavaScript plays it: two taps per word, reveals, the end of a game and its score.
@Suite("Word Search on the web")
struct WordSearchFlowTests {
    @Test("every word found with two taps: highlighted, crossed out, counted, then the win overlay")
    func findEveryWord() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        #expect(game.params.level == .easy && game.width == 10 && game.words.count == 6)
        #expect(play.page.body.contains("0 of 6 found"))
        for (index, placed) in game.placed.enumerated() {
            try play.tap(placed.start)
            let selected = play.page.wordSearchCells[placed.start]
            #expect(selected.classes.contains("selected"))
            #expect(selected.label.hasSuffix("selected as the first letter"))
            #expect(play.page.body.contains(WordSearchPlay.escaped("Now tap the word's last letter.")))
            try play.tap(placed.end(width: game.width))
            #expect(play.page.body.contains("Found \(placed.word)!"))
            #expect(play.page.body.contains("\(index + 1) of 6 found"))
            #expect(play.page.body.contains("<s>\(placed.word)</s><span class=\"visually-hidden\">, found</span>"))
            let cells = play.page.wordSearchCells
            for cell in placed.cells(width: game.width) {
                #expect(cells[cell].classes.contains("found"))
                #expect(cells[cell].label.hasSuffix(", found"))
            }
            #expect(!cells.contains { $0.classes.contains("selected") })
        }
        let (record, won) = try play.stored()
        #expect(won.outcome == .won && record.outcome == "won")
        #expect(play.page.body.contains("All words found!"))
        #expect(play.page.body.contains("class=\"grid cols-10 rows-10 disco\""))
        #expect(play.page.body.contains(">Play again</button>"))
        #expect(play.page.body.contains("<a class=\"button secondary\" href=\"/\">Title screen</a>"))
        #expect(play.page.wordSearchCells.allSatisfy { $0.disabled })
        #expect(!play.page.body.contains("name=\"reveal\""))
    }

    @Test("a word is found from its last letter to its first too")
    func backwards() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        let placed = game.placed[0]
        try play.tap(placed.end(width: game.width))
        try play.tap(placed.start)
        #expect(try play.stored().game.isFound(wordIndex: 0))
        #expect(play.page.body.contains("1 of 6 found"))
    }

    @Test("each letter is a button labelled with its letter and place")
    func letterLabels() throws {
        let site = try TestSite()
        defer { site.stop() }
        let play = try WordSearchPlay(site)
        let game = try play.stored().game
        let cells = play.page.wordSearchCells
        #expect(cells.count == 100)
        #expect(cells.map(\.index) == Array(0..<100))
        #expect(cells[14].label == "\(game.letter(14)), row 2, column 5")
        #expect(cells[99].label == "\(game.letter(99)), row 10, column 10")
        #expect(play.page.body.contains(">\(game.letter(14))</button>"))
    }

    @Test("the page of a running game does not say where the unfound words are")
    func noSolutionInThePage() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.find(0)
        try play.reveal(1)
        let game = try play.stored().game
        let cells = play.page.wordSearchCells
        #expect(Set(cells.filter { $0.classes.contains("found") }.map(\.index)) == game.cells(found: true))
        #expect(Set(cells.filter { $0.classes.contains("revealed") }.map(\.index))
                == game.cells(found: false, revealed: true).subtracting(game.cells(found: true)))
        for cell in cells where !game.cells(found: true, revealed: true).contains(cell.index) {
            #expect(cell.classes == ["l"])
            #expect(cell.label == "\(game.letter(cell.index)), row \(cell.index / 10 + 1), column \(cell.index % 10 + 1)")
        }
        // No positions, directions or other hidden data anywhere in the markup: the only data attributes are the
        // grid's marker, the note's and the move's event (and the menu's short words, the move box's data-plain); only
        // the found and revealed words have lines.
        let page = play.page.body
        for hidden in ["placed", "\"start\"", "downRight", "upLeft", "downLeft", "upRight"] {
            #expect(!page.contains(hidden), "page contains \(hidden)")
        }
        // The scripts' words (`#phrases`, on every page) are no state.
        let shown = page.replacing(#/<div id="phrases".*?</div>/#, with: "")
        let dataAttributes = Set(shown.matches(of: #/ (data-[a-z-]+)/#).map { String($0.output.1) })
        #expect(dataAttributes == ["data-grid", "data-announce", "data-event", "data-short", "data-plain"])
        #expect(page.matches(of: #/<span class="line /#).count == 2)
        // The grid and the word list (the level picker below them names directions in its help text).
        let start = try #require(page.range(of: "id=\"grid\""))
        let end = try #require(page.range(of: "<section class=\"panel setup\""))
        #expect(!page[start.lowerBound..<end.lowerBound].contains("direction"))
    }

    @Test("tapping the first letter again cancels; a second tap off the line says so and clears")
    func cancelAndNotInLine() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.tap(0)
        #expect(try play.stored().game.pendingStart == 0)
        try play.tap(0)
        #expect(try play.stored().game.pendingStart == nil)
        #expect(play.page.body.contains("Selection cancelled."))
        #expect(!play.page.wordSearchCells.contains { $0.classes.contains("selected") })
        try play.tap(0)
        #expect(try play.tap(12).status == 303)  // row 2, column 3: not on a line from row 1, column 1
        #expect(play.page.body.contains("Those letters are not in a line."))
        #expect(try play.stored().game.pendingStart == nil)
        #expect(!play.page.wordSearchCells.contains { $0.classes.contains("selected") })
    }

    @Test("two reveals: shown on the grid, counted down, a slip with a note when none are left")
    func reveals() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        #expect(play.page.body.contains("2 reveals left"))
        #expect(play.page.body.contains("<a href=\"/wordsearch?confirm=5#reveal\" id=\"w5\" class=\"word\" aria-label=\"Reveal \(game.words[5])\">"))
        #expect(try play.reveal(5).status == 303)
        #expect(play.page.body.contains("Revealed \(game.words[5])."))
        #expect(play.page.body.contains("1 reveal left"))
        #expect(play.page.body.contains("\(game.words[5])<span class=\"visually-hidden\">, revealed</span>"))
        for cell in game.placed[5].cells(width: 10) {
            #expect(play.page.wordSearchCells[cell].classes.contains("revealed") || play.page.wordSearchCells[cell].classes.contains("found"))
        }
        // A reveal spends a pending first tap.
        try play.tap(0)
        try play.reveal(4)
        #expect(try play.stored().game.pendingStart == nil)
        #expect(play.page.body.contains("No reveals left."))
        #expect(!play.page.body.contains("name=\"reveal\""))
        #expect(!play.page.body.contains("?confirm="))

        let before = try play.stored()
        let none = try play.reveal(3)
        #expect(none.status == 303)
        #expect(none.location?.contains("note=no-reveals") == true, "\(none.location ?? "")")
        #expect(try play.stored().record == before.record)
    }

    @Test("revealing a found word is a slip: the game again with a note, nothing changed")
    func revealFoundWord() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.find(2)
        let before = try play.stored()
        let response = try play.reveal(2)
        #expect(response.status == 303)
        let location = try #require(response.location)
        #expect(location.contains("note=found"), "\(location)")
        #expect(try play.stored().record == before.record)
        let page = try play.client.get(String(location.prefix { $0 != "#" }))
        #expect(page.body.contains("<p class=\"board-note\""))
        #expect(page.body.contains("That word is already found."))
        #expect(!page.body.contains("class=\"flash error\""))
        #expect(before.game.revealsLeft == 2)
    }

    @Test("malformed moves are 400 with a message, and change nothing")
    func badMoves() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.tap(3)
        let before = try play.stored().record
        let cases: [([(String, String)], String)] = [
            ([("cell", "100")], "That letter or word is not on this board."),
            ([("cell", "-1")], "That letter or word is not on this board."),
            ([("cell", "x")], "That letter is not on this board."),
            ([("reveal", "6")], "That letter or word is not on this board."),
            ([("reveal", "one")], "That word is not in the list."),
            ([("cell", "1"), ("reveal", "1")], "Tap a letter or reveal a word, not both at once."),
            ([], "Tap a letter, or a word in the list to reveal it."),
            ([("from", "x"), ("cell", "1")], "That selection does not start on this board."),
            ([("from", "500"), ("cell", "1")], "That letter or word is not on this board."),
        ]
        for (fields, message) in cases {
            let response = try play.client.postForm("/wordsearch/move", from: play.page, fields)
            #expect(response.status == 400, "\(fields)")
            #expect(response.body.contains(WordSearchPlay.escaped(message)), "\(fields)")
        }
        let noVersion = try play.client.post("/wordsearch/move", [("csrf", play.page.hidden("csrf") ?? ""), ("cell", "1")])
        #expect(noVersion.status == 400)
        #expect(try play.stored().record == before)
        // The pending first tap is still shown after a refused move.
        let refused = try play.client.postForm("/wordsearch/move", from: play.page, [("cell", "100")])
        #expect(refused.wordSearchCells[3].classes.contains("selected"))
    }

    @Test("a double-submitted tap applies once (409 for the second)")
    func staleForm() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let old = play.page
        #expect(try play.tap(7).status == 303)
        let again = try play.client.postForm("/wordsearch/move", from: old, [("cell", "7")])
        #expect(again.status == 409)
        #expect(again.body.contains("older view of this game"))
        let game = try play.stored().game
        #expect(game.pendingStart == 7)  // a second application would have cancelled it
        #expect(game.moveCount == 1)
        #expect(again.wordSearchCells[7].classes.contains("selected"))
    }

    @Test("no move after the end: 422, nothing changes")
    func movesAfterTheEnd() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        for index in 0..<6 { try play.find(index) }
        let before = try play.stored().record
        #expect(before.outcome == "won")
        for fields in [[("cell", "0")], [("reveal", "0")], [("from", "0"), ("cell", "9")]] {
            let response = try play.client.postForm("/wordsearch/move", from: play.page, fields)
            #expect(response.status == 422)
            #expect(response.body.contains("This game is over."))
        }
        #expect(try play.stored().record == before)
    }

    @Test("the drag form (from + cell) finds a word in one post, replacing a pending tap")
    func dragSelects() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        let placed = game.placed[1]
        let other = (0..<100).first { !placed.cells(width: 10).contains($0) } ?? 0
        try play.tap(other)
        let response = try play.post("/wordsearch/move", [("from", String(placed.start)), ("cell", String(placed.end(width: 10)))])
        #expect(response.status == 303)
        let after = try play.stored().game
        #expect(after.isFound(wordIndex: 1))
        #expect(after.pendingStart == nil)
        #expect(play.page.body.contains("Found \(placed.word)!"))
    }

    @Test("a game survives a server restart exactly, pending first tap included")
    func restartPersistence() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.find(0)
        let placed = try play.stored().game.placed[1]
        try play.tap(placed.start)
        let before = try play.stored()
        try site.restart()
        // The same browser (same cookie) on the restarted server, which listens on a new port.
        let browser = site.client()
        browser.cookies = play.client.cookies
        play = try WordSearchPlay(site, client: browser, starting: false)
        #expect(try play.stored().record == before.record)
        #expect(play.page.wordSearchCells[placed.start].classes.contains("selected"))
        #expect(play.page.body.contains("1 of 6 found"))
        try play.tap(placed.end(width: 10))
        #expect(try play.stored().game.isFound(wordIndex: 1))
        #expect(play.page.body.contains("2 of 6 found"))
    }

    @Test("Restart gives a new board with the same settings, at any time")
    func restartButton() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.newGame([("level", "medium"), ("list", "animals")])
        try play.tap(5)
        let before = try play.stored()
        #expect(play.page.body.contains("<button type=\"submit\" class=\"secondary\">Restart</button>"))
        #expect(try play.newGame([("again", "1")]).status == 303)
        let after = try play.stored()
        #expect(after.record.id != before.record.id)
        #expect(after.game.params.level == .medium && after.game.params.listID == "animals")
        #expect(after.game.pendingStart == nil && after.game.moveCount == 0)
        #expect(play.page.body.contains("Medium · Animals"))
    }

    @Test("the original list fills each level with the words its radio promises")
    func originalListFillsLevels() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        for (level, count) in [("easy", 6), ("medium", 10), ("hard", 15)] {
            #expect(try play.newGame([("level", level), ("list", "original")]).status == 303)
            let game = try play.stored().game
            #expect(game.words.count == count && game.leftOut.isEmpty)
            #expect(play.page.body.contains("0 of \(count) found"))
            #expect(play.page.body.contains("\(game.width)×\(game.width), \(count) words"))
        }
    }

    @Test("levels and themed lists set the grid, the words and the directions")
    func levelsAndLists() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        for (level, size, count, list) in [("easy", 10, 6, "space"), ("medium", 12, 10, "fruits"), ("hard", 15, 15, "languages")] {
            #expect(try play.newGame([("level", level), ("list", list)]).status == 303)
            let game = try play.stored().game
            #expect(game.width == size && game.height == size)
            #expect(game.words.count + game.leftOut.count == count)
            let listWords = Set(WordLists.list(id: list)?.words.map { $0.uppercased() } ?? [])
            #expect(game.words.allSatisfy(listWords.contains))
            #expect(play.page.wordSearchCells.count == size * size)
            // A grid of 14 columns or more (Hard) opens fitted on a phone until its size is chosen (BoardZoom).
            #expect(play.page.body.contains("class=\"grid cols-\(size) rows-\(size)\(size >= 14 ? " opens-fitted" : "")\""))
            #expect(play.page.body.contains("<input type=\"radio\" name=\"level\" value=\"\(level)\" checked>"))
            #expect(play.page.body.contains("<option value=\"\(list)\" selected>"))
        }
        #expect(try play.stored().game.params.directions == Direction.allCases)
        for (fields, message) in [([("level", "impossible")], "Choose Easy, Medium or Hard, or enter your own words."),
                                  ([("level", "custom")], "Choose Easy, Medium or Hard, or enter your own words."),
                                  ([("list", "cars")], "There is no word list called cars."),
                                  ([("custom", "yaml")], "A custom game comes from a word list or a JSON document.")] {
            let before = try play.stored().record
            let response = try play.client.postForm("/wordsearch/new", from: play.page, fields)
            #expect(response.status == 400)
            #expect(response.body.contains(message))
            #expect(try play.stored().record == before)
        }
    }

    @Test("the clock runs from the first view; a won Easy game records one score, reveals as the penalty")
    func scoreRecordedOnce() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let first = try play.stored().record
        #expect(first.startedAt == first.createdAt)
        try play.reveal(0)
        for index in 1..<6 {
            site.clock.advance(by: 2_469)
            try play.find(index)
        }
        let (record, game) = try play.stored()
        #expect(game.outcome == .won)
        #expect(record.finishedAt == site.clock.now)
        #expect(play.page.body.contains("<dt>Time</dt><dd>12.3 s</dd>"))
        #expect(play.page.body.contains("with 1 reveal"))
        #expect(play.page.body.contains("Your name for the leaderboard"))
        // Reloads and refused moves after the end do not record it again.
        _ = try play.client.get("/wordsearch")
        _ = try play.client.postForm("/wordsearch/move", from: play.page, [("cell", "0")])
        let rows = try site.app.database.read { c in
            try c.query("SELECT * FROM scores WHERE session_id = ?", [.text(play.sessionID)])
        }
        #expect(rows.count == 1)
        #expect(rows.first?.string("board") == "wordsearch/easy")
        #expect(rows.first?.int64("game_id") == record.id)
        #expect(rows.first?.int64("value") == 12_345)
        #expect(rows.first?.int("penalty") == 1)
        #expect(rows.first?.double("detail") == 5)
    }
}
