import Foundation
import Minesweeper
import Testing
@_spi(Testing) @testable import Web

/// In-place moves: a move posted with `X-Minigames-Fragment: 1` answers 200 with the parts of the
/// next page a move changes and that page's address; every other outcome answers as without the header.
@Suite("Move fragments")
struct MoveFragmentTests {
    private let fragment = [("X-Minigames-Fragment", "1")]

    private func post(_ player: MinesweeperPlayer, _ fields: [(String, String)], from page: TestResponse,
                      headers: [(String, String)]) throws -> TestResponse {
        var all = fields
        if let csrf = page.hidden("csrf") { all.append(("csrf", csrf)) }
        if let version = page.hidden("version") { all.append(("version", version)) }
        return try player.client.post("/minesweeper/move", all, headers: headers)
    }

    /// What the script would swap in from a whole page: its play area, or its `<main>` once the game is over.
    private func parts(of page: TestResponse) throws -> String {
        String(decoding: try #require(MoveFragment.make(after: Array(page.body.utf8), before: nil)), as: UTF8.self)
    }

    @Test("an accepted move answers 200 with the play area of the page it leads to, its address and no-store")
    func acceptedMove() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let page = try player.start()
        let answer = try post(player, [("action", "reveal"), ("cell", "40")], from: page, headers: fragment)
        #expect(answer.status == 200)
        #expect(answer.header("X-Minigames-Fragment") == "1")
        #expect(answer.header("X-Minigames-Location") == "/minesweeper?at=40#cell")
        #expect(answer.header("Cache-Control") == "no-store")
        #expect(answer.header("Location") == nil)
        #expect(answer.body.hasPrefix("<div data-fragment=\"play\"><div class=\"play-area\" id=\"play\">"))
        #expect(!answer.body.contains("<html") && !answer.body.contains("id=\"new-game\""))
        #expect(answer.body.contains("data-event=\"move\"") && answer.body.contains(" autofocus"))
        #expect(try player.game().moveCount == 1)
        // The page at that address (what the full flow shows) has exactly these parts.
        let full = try player.page("/minesweeper?at=40")
        #expect(try parts(of: full) == answer.body)
    }

    @Test("a slip answers 200 with the note in the play area, and the address carries the note")
    func slip() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        let cell = try #require(try player.safeCovered().first)
        #expect(try player.flag(cell).status == 303)
        let moves = try player.game().moveCount
        let answer = try post(player, [("action", "reveal"), ("cell", "\(cell)")], from: try player.page(), headers: fragment)
        #expect(answer.status == 200)
        #expect(answer.header("X-Minigames-Location") == "/minesweeper?at=\(cell)&note=flagged#cell")
        #expect(answer.body.contains("class=\"board-note\" id=\"note\" data-announce"))
        #expect(try player.game().moveCount == moves)
        #expect(try parts(of: try player.page("/minesweeper?at=\(cell)&note=flagged")) == answer.body)
    }

    @Test("with X-Minigames-View, the cells that did not change are left out, and putting them back gives the whole")
    func changedCellsOnly() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "expert")])
        #expect(try player.reveal(240).status == 303)
        let shown = try player.page("/minesweeper?at=240")
        let cell = try #require(try player.safeCovered().last)
        let answer = try post(player, [("action", "flag"), ("cell", "\(cell)")], from: shown,
                              headers: fragment + [("X-Minigames-View", "/minesweeper?at=240")])
        #expect(answer.status == 200)
        let kept = answer.body.components(separatedBy: "<i data-keep></i>").count - 1
        let sent = answer.body.components(separatedBy: "aria-label=\"Row ").count - 1
        #expect(kept + sent == 480)
        // The flagged cell, and the first click's cell, which loses the page's autofocus; little else.
        #expect(answer.body.contains("flagged\" role=gridcell id=cell autofocus"))
        #expect((2...10).contains(sent), "\(sent) cells sent")
        // The kept cells are the ones the player's page shows: put back, the answer is the whole play area.
        let oldCells = shown.body.components(separatedBy: "<button ").filter { $0.contains("aria-label=\"Row ") }
            .map { "<button " + $0[..<$0.range(of: "</button>")!.upperBound] }
        var pieces = answer.body.components(separatedBy: "<i data-keep></i>")
        var rebuilt = pieces.removeFirst()
        var before = cells(in: rebuilt)
        for piece in pieces {
            rebuilt += oldCells[before] + piece
            before += 1 + cells(in: piece)
        }
        #expect(rebuilt == (try parts(of: try player.page("/minesweeper?at=\(cell)"))))
        // A view of another page (or none) gets the whole play area.
        let version = try player.record().version
        let other = try player.client.post("/minesweeper/move", [("csrf", shown.hidden("csrf") ?? ""), ("version", "\(version)"),
                                                                 ("action", "flag"), ("cell", "\(cell)")],
                                           headers: fragment + [("X-Minigames-View", "/minesweeper/move")])
        #expect(other.status == 200 && !other.body.contains("data-keep"))
    }

    @Test("the next in-place move takes the page the last one kept as what the player sees: one render, the same bytes")
    func renderedOnce() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let renders = { site.app.renderedPages.renders.load(ordering: .relaxed) }
        /// Two flags in place on the same Expert board (one seed), each posted from the address the last answer named,
        /// `between` running before the second; the second's answer and the pages each move rendered.
        func twoFlags(between: () throws -> Void) throws -> (answer: TestResponse, renders: [Int]) {
            try player.start([("level", "expert"), ("seed", "7")])
            #expect(try player.reveal(240).status == 303)
            let shown = try player.page("/minesweeper?at=240")
            let csrf = try #require(shown.hidden("csrf"))
            var view = "/minesweeper?at=240", counts: [Int] = [], answer: TestResponse?
            for cell in try player.safeCovered().suffix(2) {
                if !counts.isEmpty { try between() }
                let before = renders()
                let moved = try player.client.post("/minesweeper/move", [("csrf", csrf), ("version", "\(try player.record().version)"),
                                                                        ("action", "flag"), ("cell", "\(cell)")],
                                                   headers: fragment + [("X-Minigames-View", view)])
                #expect(moved.status == 200 && moved.body.contains("data-keep"))
                counts.append(renders() - before)
                view = String(try #require(moved.header("X-Minigames-Location")).prefix { $0 != "#" })
                answer = moved
            }
            return (try #require(answer), counts)
        }
        let kept = try twoFlags {}
        #expect(kept.renders == [1, 1], "the page after each move only: the one before was kept")
        // The GET of the address the answer named (the script's reload) is that very page, not rendered again.
        let location = String(try #require(kept.answer.header("X-Minigames-Location")).prefix { $0 != "#" })
        let before = renders()
        let full = try player.page(location)
        #expect(renders() == before && full.status == 200)
        #expect(try parts(of: full).components(separatedBy: "aria-label=\"Row ").count - 1 == 480)
        // The same moves on the same board, with another page of the row kept meanwhile: the page the player sees
        // is rendered again, and the answer is byte for byte the same.
        let rendered = try twoFlags { _ = try player.page("/minesweeper") }
        #expect(rendered.renders == [1, 2])
        #expect(rendered.answer.body == kept.answer.body)
    }

    /// The cells written out in `text`.
    private func cells(in text: String) -> Int {
        text.components(separatedBy: "aria-label=\"Row ").count - 1
    }

    @Test("the move that ends the game answers all of <main>, with the result overlay")
    func gameOver() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        let mine = try #require(try player.mines().first)
        let answer = try post(player, [("action", "reveal"), ("cell", "\(mine)")], from: try player.page(), headers: fragment)
        #expect(answer.status == 200)
        #expect(answer.body.hasPrefix("<div data-fragment=\"main\">"))
        #expect(answer.body.contains("id=\"result\"") && answer.body.contains("id=\"new-game\""))
        #expect(try parts(of: try player.page("/minesweeper?at=\(mine)")) == answer.body)
    }

    @Test("stale, forged, malformed and no game: the same answers as without the header")
    func refusals() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let old = try player.start()
        #expect(try player.reveal(40).status == 303)
        let csrf = old.hidden("csrf") ?? ""
        let cases: [(String, [(String, String)], Int)] = [
            ("stale", [("csrf", csrf), ("version", old.hidden("version") ?? ""), ("action", "reveal"), ("cell", "0")], 409),
            ("forged", [("csrf", "forged"), ("version", "2"), ("action", "reveal"), ("cell", "0")], 403),
            ("malformed", [("csrf", csrf), ("action", "reveal"), ("cell", "0")], 400),
            ("refused", [("csrf", csrf), ("version", "2"), ("action", "reveal"), ("cell", "9999")], 400),
        ]
        for (name, fields, status) in cases {
            let with = try player.client.post("/minesweeper/move", fields, headers: fragment)
            let without = try player.client.post("/minesweeper/move", fields)
            #expect(with.status == status, "\(name)")
            #expect(with.status == without.status && with.body == without.body, "\(name)")
            #expect(with.header("X-Minigames-Fragment") == nil && with.header("X-Minigames-Location") == nil, "\(name)")
        }
        // No game: a session that never played posts a move for a version it never had.
        let stranger = MinesweeperPlayer(site)
        let page = try stranger.page()
        let fields = [("csrf", page.hidden("csrf") ?? ""), ("version", "7"), ("action", "reveal"), ("cell", "0")]
        let with = try stranger.client.post("/minesweeper/move", fields, headers: fragment)
        let without = try stranger.client.post("/minesweeper/move", fields)
        #expect(with.status == 409 && without.status == 409 && with.body == without.body)
        #expect(with.header("X-Minigames-Fragment") == nil)
        #expect(try player.game().moveCount == 1)
    }

    @Test("without the header a move still answers 303 to the same address")
    func plainMove() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let answer = try player.reveal(40)
        #expect(answer.status == 303 && answer.location == "/minesweeper?at=40#cell" && answer.body.isEmpty)
    }
}
