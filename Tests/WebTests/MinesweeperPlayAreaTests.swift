import Foundation
import Minesweeper
import Testing
@testable import Web

/// The play area a phone needs: the bar, the note and the board together under `id="play"`,
/// the board's size and shape as classes for the stylesheet, only playable cells as tab stops, and what the
/// last move did (`data-event`) for play.js.
@Suite("Minesweeper play area")
struct MinesweeperPlayAreaTests {
    /// Each cell's start tag, in board order.
    private func cellTags(_ page: TestResponse) -> [String] {
        page.body.components(separatedBy: "<button ").filter { $0.contains("aria-label=\"Row ") }
            .map { String($0.prefix { $0 != ">" }) }
    }

    /// The `data-event` the game bar carries, if any.
    private func event(_ page: TestResponse) throws -> String? {
        let bar = try #require(page.body.range(of: "<div class=\"game-bar\""))
        let tag = page.body[bar.upperBound...].prefix { $0 != ">" }
        guard let start = tag.range(of: " data-event=\"") else { return nil }
        return String(tag[start.upperBound...].prefix { $0 != "\"" })
    }

    @Test("the bar, the board, then setup, share and how to play; the board form is a grid for play.js")
    func order() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let page = try player.start()
        let body = page.body
        let marks = ["<div class=\"play-area\" id=\"play\">", "<div class=\"game-bar\"", "id=\"mines-left\"", "class=\"toggle mode-toggle\"",
                     "<div class=\"board-box\">", "id=\"field\"", "class=\"status-line\"", "id=\"new-game\"", "How to play"]
        let positions = try marks.map { try #require(body.range(of: $0), "\($0)").lowerBound }
        #expect(positions == positions.sorted())
        #expect(body.contains("<form method=\"post\" action=\"/minesweeper/move\" id=\"field\" class=\"field w9 r9\" aria-label=\"Minefield, 9 rows of 9 cells\" data-grid>"))
        // No row wrappers: one flat run of cells that the stylesheet lays out (and may transpose).
        #expect(!body.contains("class=\"row\"") && !body.contains("class=row"))
    }

    @Test("a wide board keeps its orientation (never transposed); boards of 14+ columns get − and +, opening fitted on a phone")
    func wideBoards() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let expert = try player.start([("level", "expert")]).body
        #expect(expert.contains("class=\"field w30 r16 opens-fitted\"") && !expert.contains(" wide"))
        #expect(expert.contains(#"<form method="post" action="/settings/zoom" class="zoom-form">"#))
        #expect(expert.contains(#"<input type="hidden" name="board" value="minesweeper-expert">"#))
        // No size chosen: a larger screen's − and + (the first level's), and a phone's (the fit level's).
        #expect(expert.contains(#"value="-1" class="toggle zoom-button on-large" aria-label="Smaller cells">"#))
        #expect(expert.contains(#"value="1" class="toggle zoom-button on-large" aria-label="Bigger cells">"#))
        #expect(expert.contains(#"class="toggle zoom-button on-phone" aria-label="Smaller cells" disabled>"#))
        #expect(expert.contains(#"value="0" class="toggle zoom-button on-phone" aria-label="Bigger cells">"#))
        #expect(try player.start([("level", "intermediate")]).body.contains("class=\"field w16 r16 opens-fitted\""))
        let tall = try player.start([("level", "custom"), ("width", "8"), ("height", "30"), ("mines", "20")])
        #expect(tall.body.contains("class=\"field w8 r30\"") && !tall.body.contains("/settings/zoom"))
    }

    @Test("the zoom: − and + post the next level, kept in the board's own cookie that sizes its cells; a bad level or board is a 400")
    func zoom() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "expert")])
        let set = try player.client.post(SettingsController.zoomSettingPath, [("zoom", "2"), ("board", "minesweeper-expert")],
                                         headers: [("Referer", "http://127.0.0.1:\(site.port)/minesweeper")])
        #expect(set.status == 303 && set.location == "/minesweeper#play")
        #expect(set.headers("Set-Cookie").contains { $0.hasPrefix("zoom-minesweeper-expert=2; Path=/; Max-Age=") })
        let page = try player.page().body
        #expect(page.contains("class=\"field w30 r16 zoom2\""))
        #expect(page.contains(#"value="1" class="toggle zoom-button" aria-label="Smaller cells">"#))
        #expect(!page.contains("on-phone") && !page.contains("opens-fitted"), "a chosen size wins over a phone's default")
        // The whole board on the screen: the smallest level, whose − is disabled.
        _ = try player.client.post(SettingsController.zoomSettingPath, [("zoom", "-1"), ("board", "minesweeper-expert")])
        let fitted = try player.page().body
        #expect(fitted.contains("class=\"field w30 r16 fitted\""))
        #expect(fitted.contains(#"value="" class="toggle zoom-button" aria-label="Smaller cells" disabled>"#))
        // Another board keeps its own: Intermediate still opens as it does until chosen.
        #expect(try player.start([("level", "intermediate")]).body.contains("class=\"field w16 r16 opens-fitted\""))
        for (zoom, board) in [("4", "minesweeper-expert"), ("-2", "minesweeper-expert"), ("big", "minesweeper-expert"),
                              ("", "minesweeper-expert"), ("1", ""), ("1", "Minesweeper Expert"), ("1", "x")] {
            let refused = try player.client.post(SettingsController.zoomSettingPath, [("zoom", zoom), ("board", board)])
            #expect(refused.status == 400 && refused.body.contains("how big to draw the board"))
        }
        let missing = try player.client.post(SettingsController.zoomSettingPath, [("zoom", "1")])
        #expect(missing.status == 400)
    }

    @Test("only playable cells are tab stops: covered cells and numbers that chord; none once the game is over")
    func tabStops() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "intermediate"), ("noguess", "on")])
        #expect(try player.reveal(120).status == 303)
        // Flags beside the numbers, until one of them can chord.
        for mine in try player.mines() where !(0..<256).contains(where: try player.game().chords) {
            #expect(try player.flag(mine).status == 303)
        }
        let page = try player.page("/minesweeper?at=120")
        let game = try player.game()
        let tags = cellTags(page)
        #expect(tags.count == 256)
        var stops = 0, chords = 0
        for (index, tag) in tags.enumerated() {
            let playable: Bool
            switch game.cell(index) {
            case .covered, .flagged, .questioned: playable = true
            case .revealed: playable = game.chords(at: index)
            default: playable = false
            }
            if game.chords(at: index) { chords += 1 }
            #expect(tag.contains("tabindex=-1") == !playable, "\(index): \(tag)")
            #expect(tag.contains("type=button") == !playable, "\(index): \(tag)")
            if playable { stops += 1 }
        }
        #expect(stops < 256)
        #expect(tags.contains { $0.contains("name=chord") } == (chords > 0))

        // Over: the fieldset is disabled, which takes every cell out of the tab order without 480 attributes.
        let covered = try #require(try player.mines().first { try player.game().cell($0) == .covered })
        #expect(try player.reveal(covered).status == 303)
        let lost = try player.page()
        #expect(lost.body.contains("<fieldset disabled>"))
        #expect(cellTags(lost).allSatisfy { !$0.contains("tabindex") && $0.contains("type=button") })
    }

    @Test("data-event says what the last move did, only on the page right after a move")
    func events() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let fresh = try player.start()
        #expect(try event(fresh) == nil)
        #expect(try player.reveal(40).status == 303)
        #expect(try event(try player.page("/minesweeper?at=40")) == "move")
        #expect(try event(try player.page("/minesweeper?at=mode")) == "move")
        #expect(try event(try player.page()) == nil)
        // A slip is no move: its note is announced instead.
        let slip = try player.page("/minesweeper?at=40&note=flagged")
        #expect(try event(slip) == nil)
        #expect(slip.body.contains("<p class=\"board-note\" id=\"note\" data-announce>"))

        let mine = try #require(try player.mines().first)
        #expect(try player.reveal(mine).status == 303)
        let lost = try player.page("/minesweeper?at=\(mine)")
        #expect(try event(lost) == "mine")
        #expect(lost.body.contains("<p class=\"status-line\" data-announce>Boom!"))

        let winner = MinesweeperPlayer(site)
        try winner.start()
        try winner.playToWin()
        let won = try winner.page("/minesweeper?at=40")
        #expect(try event(won) == "won")
        #expect(won.body.contains("<p class=\"status-line\" data-announce>Cleared!"))
        // While playing, the status line is a hint, not a result: nothing to announce.
        #expect(!fresh.body.contains("<p class=\"status-line\" data-announce>"))
    }
}
