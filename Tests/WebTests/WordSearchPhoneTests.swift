import Foundation
import Storage
import Testing
import WordSearch
@testable import Web

/// Word Search played on a phone: a move's page focuses the letter played and says what it did near
/// the board, a reveal asks first, and found words are drawn as lines placed by classes.
@Suite("Word Search on a phone")
struct WordSearchPhoneTests {
    @Test("a tap redirects to the letter it played (#letter), which the page focuses; the result is said near the board")
    func tapFocusesTheLetter() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let placed = try play.stored().game.placed[0]
        let first = try play.tap(placed.start)
        #expect(first.location == "/wordsearch?at=\(placed.start)#letter")
        #expect(play.page.body.contains("<button name=\"cell\" value=\"\(placed.start)\" class=\"l selected\""))
        #expect(play.page.body.contains("selected as the first letter\" role=\"gridcell\" id=\"letter\" autofocus>"))
        #expect(play.page.body.contains("<div class=\"game-bar\" data-event=\"move\">"))
        #expect(play.page.body.contains(
            "<p class=\"ws-status\" id=\"hint\">Now tap the word&#39;s last letter.<span class=\"visually-hidden\"> Tap that letter again to cancel.</span></p>"))
        let end = placed.end(width: 10)
        let second = try play.tap(end)
        #expect(second.location == "/wordsearch?at=\(end)#letter")
        #expect(play.page.body.contains("<div class=\"game-bar\" data-event=\"found\">"))
        #expect(play.page.body.contains("<p class=\"board-note found\" id=\"hint\" data-announce>Found \(placed.word)!</p>"))
        #expect(play.page.body.matches(of: #/ autofocus/#).count == 1)
        #expect(play.page.body.contains("value=\"\(end)\" class=\"l found\""))
        #expect(play.page.body.contains(", found\" role=\"gridcell\" id=\"letter\" autofocus>"))
        // What a move did is no longer the flash at the top.
        #expect(!play.page.body.contains("<p class=\"flash"))
        // A reload without the query says it again, but is no move: no event.
        let reload = try play.client.get("/wordsearch")
        #expect(reload.body.contains("data-announce>Found \(placed.word)!</p>"))
        #expect(!reload.body.contains("data-event"))
        #expect(!reload.body.contains("id=\"letter\""))
    }

    @Test("a second tap on the same letter cancels, said near the board, focus kept on the letter")
    func cancelIsSaidNearTheBoard() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.tap(33)
        #expect(try play.tap(33).location == "/wordsearch?at=33#letter")
        #expect(play.page.body.contains("<p class=\"board-note\" id=\"hint\" data-announce>Selection cancelled.</p>"))
        #expect(play.page.body.contains("value=\"33\" class=\"l\" aria-label=\"\(try play.stored().game.letter(33)), row 4, column 4\" role=\"gridcell\" id=\"letter\" autofocus>"))
        #expect(play.page.body.contains("data-event=\"move\""))
    }

    @Test("a drag focuses its last letter; finishing the game is the event `won`, and no letter is focused under the overlay")
    func dragAndWin() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        for (index, placed) in game.placed.enumerated() {
            let response = try play.post("/wordsearch/move", [("from", String(placed.start)), ("cell", String(placed.end(width: 10)))])
            #expect(response.location == "/wordsearch?at=\(placed.end(width: 10))#letter")
            if index < game.placed.count - 1 { #expect(play.page.body.contains("data-event=\"found\"")) }
        }
        #expect(play.page.body.contains("<div class=\"game-bar\" data-event=\"won\">"))
        #expect(!play.page.body.contains("id=\"letter\""), "a disabled letter as the fragment's target would take Play again's focus")
        #expect(play.page.body.contains("<button type=\"submit\" autofocus>Play again</button>"))
        #expect(play.page.body.matches(of: #/ autofocus/#).count == 1)
    }

    @Test("a word in the list asks before a reveal is spent: Reveal posts it, Cancel goes back to the word")
    func confirmReveal() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        let word = game.words[3]
        #expect(play.page.body.contains("<a href=\"/wordsearch?confirm=3#reveal\" id=\"w3\" class=\"word\" aria-label=\"Reveal \(word)\">\(word)</a>"))
        let before = try play.stored().record
        play.page = try play.client.get("/wordsearch?confirm=3")
        #expect(play.page.status == 200)
        #expect(try play.stored().record == before, "asking spends nothing")
        let body = play.page.body
        #expect(body.contains("<p id=\"confirm-text\">Reveal \(word)? It uses 1 of your 2 reveals.</p>"))
        #expect(body.contains("<button name=\"reveal\" value=\"3\" id=\"reveal\" aria-describedby=\"confirm-text\" autofocus>Reveal</button>"))
        #expect(body.contains("<a class=\"button secondary\" href=\"/wordsearch#w3\">Cancel</a>"))
        #expect(body.contains("class=\"word confirming\" aria-label=\"Reveal \(word)\" aria-current=\"true\">"))
        #expect(body.matches(of: #/ autofocus/#).count == 1)
        // The confirmation sits with the words, in the play area, before the grid.
        let confirm = try #require(body.range(of: "id=\"confirm-text\""))
        #expect(try #require(body.range(of: "id=\"play\"")).lowerBound < confirm.lowerBound)
        #expect(confirm.upperBound < (try #require(body.range(of: "id=\"grid\""))).lowerBound)

        let response = try play.post("/wordsearch/move", [("reveal", "3")])
        #expect(response.location == "/wordsearch?revealed=3#letter")
        #expect(play.page.body.contains("data-announce>Revealed \(word).</p>"))
        // The revealed word's first letter is focused: the grid, where the word now shows.
        let start = game.placed[3].start
        #expect(play.page.body.contains("value=\"\(start)\" class=\"l revealed\""))
        #expect(play.page.body.contains(", revealed\" role=\"gridcell\" id=\"letter\" autofocus>"))
        #expect(play.page.body.contains("<span class=\"line revealed r\(start / 10) c\(start % 10) n\(word.utf8.count) d-"))

        // With one reveal left, the question says it is the last.
        play.page = try play.client.get("/wordsearch?confirm=4")
        #expect(play.page.body.contains("Reveal \(game.words[4])? It uses your last reveal."))
    }

    @Test("asking about a found, revealed or unknown word, or with no reveals left, shows the plain page",
          arguments: ["0", "1", "6", "-1", "99999999999999999999", "x", ""])
    func confirmNothing(_ asked: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        try play.find(0)
        try play.reveal(1)
        let page = try play.client.get("/wordsearch?confirm=\(asked)")
        #expect(page.status == 200)
        #expect(!page.body.contains("id=\"confirm-text\""))
        #expect(!page.body.contains("name=\"reveal\""))
        #expect(!page.body.contains("confirming"))
        try play.reveal(2)
        let none = try play.client.get("/wordsearch?confirm=3")
        #expect(none.status == 200)
        #expect(!none.body.contains("id=\"confirm-text\"") && !none.body.contains("?confirm="))
    }

    @Test("on a board only shown, asking to reveal keeps that board (its time rides in the links)")
    func confirmOnAShownBoard() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let shown = try client.get("/wordsearch")
        let time = try #require(shown.hidden("shown"))
        let letters = shown.wordSearchCells.map(\.label)
        #expect(shown.body.contains("href=\"/wordsearch?confirm=2&amp;shown=\(time)#reveal\""))
        site.clock.advance(by: 5_000)
        let asked = try client.get("/wordsearch?confirm=2&shown=\(time)")
        #expect(asked.wordSearchCells.map(\.label) == letters, "the same board")
        #expect(asked.hidden("shown") == time)
        #expect(asked.body.contains("href=\"/wordsearch?shown=\(time)#w2\">Cancel</a>"))
        // Confirming stores that board, timed from when it was first shown.
        let revealed = try client.postForm("/wordsearch/move", from: asked, [("reveal", "2")])
        #expect(revealed.status == 303)
        let record = try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: client.sessionID ?? "", kind: "wordsearch")
        })
        #expect(record.startedAt == Int64(time))
        let game = try WordSearchGame(storedForm: record.state)
        #expect(game.isRevealed(wordIndex: 2))
        #expect((0..<100).map { "\(game.letter($0))" } == letters.map { String($0.prefix(1)) })
        // A time from the future is read as now.
        let later = try site.client().get("/wordsearch?shown=99999999999999")
        #expect(later.hidden("shown") == String(site.clock.now))
    }

    @Test("the page's parts: the bar, the note and the words in the play area before the grid; setup below it")
    func pageOrder() throws {
        let site = try TestSite()
        defer { site.stop() }
        let play = try WordSearchPlay(site)
        let body = play.page.body
        let marks = ["<div class=\"play-area\" id=\"play\">", "<div class=\"game-bar\">", "id=\"counter\">0 of 6 found<",
                     "<span class=\"label\">Reveals</span> 2<", "id=\"hint\">Tap a word&#39;s first letter, then its last.</p>",
                     "<ul class=\"word-list\">", "<div class=\"board-box\">",
                     "id=\"grid\" class=\"grid cols-10 rows-10\" aria-label=\"Letter grid\" aria-describedby=\"hint\" data-grid>",
                     "<div class=\"below-play\">", "class=\"restart\"", "<details class=\"custom\""]
        var last = body.startIndex
        for mark in marks {
            let range = try #require(body.range(of: mark, range: last..<body.endIndex), "\(mark) missing or out of order")
            last = range.upperBound
        }
    }

    @Test("a found or revealed word is one line over the grid: its first letter's row and column, its length, its direction")
    func lineClasses() throws {
        // Hard boards until every direction has come up, each word found (or, the second, revealed).
        var seen = Set<String>()
        for seed in UInt64(1)...40 where seen.count < 8 {
            var game = WordSearchGame(params: .preset(.hard, listID: "languages", seed: seed), seed: seed)
            let width = game.width
            #expect(String(decoding: WordSearchGrid.grid(of: game, focus: nil).bytes, as: UTF8.self).matches(of: #/<span class="line/#).isEmpty)
            try game.apply(.reveal(wordIndex: 1))
            for (index, word) in game.placed.enumerated() where index != 1 {
                try game.apply(.select(from: word.start, to: word.end(width: width)))
            }
            let html = String(decoding: WordSearchGrid.grid(of: game, focus: nil).bytes, as: UTF8.self)
            let lines = html.matches(of: #/<span class="line ([a-z]+) r(\d+) c(\d+) n(\d+) d-([a-z]+)"></span>/#)
            #expect(lines.count == game.placed.count)
            for (index, (line, word)) in zip(lines, game.placed).enumerated() {
                #expect(line.output.1 == (index == 1 ? "revealed" : "found"))
                #expect(Int(line.output.2) == word.start / width && Int(line.output.3) == word.start % width)
                #expect(Int(line.output.4) == word.word.utf8.count)
                let compass = String(line.output.5)
                #expect(compass == String(describing: WordSearchGrid.compass(word.direction)))
                let (dx, dy) = (word.direction.dx, word.direction.dy)
                #expect(compass == (dy < 0 ? "n" : dy > 0 ? "s" : "") + (dx < 0 ? "w" : dx > 0 ? "e" : ""))
                seen.insert(compass)
            }
            // The lines follow the letters, so the letters' own states are unchanged.
            #expect(html.contains("class=\"l found\"") && html.contains(", found\""))
        }
        #expect(seen == ["e", "w", "n", "s", "ne", "nw", "se", "sw"])
    }
}
