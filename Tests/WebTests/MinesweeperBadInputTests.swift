import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// Every refused action answers a readable page with the right 4xx and leaves the stored game as it was.
@Suite("Minesweeper bad input")
struct MinesweeperBadInputTests {
    /// Sends `fields` from the current page and checks the answer and that nothing was written.
    private func refused(_ player: MinesweeperPlayer, _ fields: [(String, String)], status: Int, saying text: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try player.record()
        let response = try player.move(fields)
        #expect(response.status == status, sourceLocation: sourceLocation)
        #expect(response.body.contains(text), "\(response.body.prefix(200))", sourceLocation: sourceLocation)
        #expect(response.body.contains("class=\"flash error\""), sourceLocation: sourceLocation)
        #expect(try player.record() == before, sourceLocation: sourceLocation)
    }

    /// Sends `fields` as a slip: the game again (303) with the named note near the board, nothing written.
    private func slipped(_ player: MinesweeperPlayer, _ fields: [(String, String)], note: String, saying text: String,
                         sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = try player.record()
        let response = try player.move(fields)
        #expect(response.status == 303, sourceLocation: sourceLocation)
        let location = try #require(response.location, sourceLocation: sourceLocation)
        #expect(location.hasPrefix("/minesweeper?") && location.contains("note=\(note)") && location.hasSuffix("#cell"),
                "\(location)", sourceLocation: sourceLocation)
        #expect(try player.record() == before, sourceLocation: sourceLocation)
        let page = try player.page(String(location.prefix { $0 != "#" }))
        #expect(page.status == 200, sourceLocation: sourceLocation)
        #expect(page.body.contains("class=\"board-note\""), sourceLocation: sourceLocation)
        #expect(page.body.contains(text), sourceLocation: sourceLocation)
        #expect(!page.body.contains("class=\"flash error\""), sourceLocation: sourceLocation)
    }

    @Test("out-of-range and malformed cells are refused with 400")
    func outOfRange() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        try refused(player, [("action", "reveal"), ("cell", "81")], status: 400, saying: "That cell is not on the board.")
        try refused(player, [("action", "reveal"), ("cell", "-1")], status: 400, saying: "That cell is not on the board.")
        try refused(player, [("action", "flag"), ("cell", "999999")], status: 400, saying: "That cell is not on the board.")
        try refused(player, [("action", "reveal"), ("cell", "4x")], status: 400, saying: "does not name a cell")
        try refused(player, [("action", "reveal"), ("chord", "x")], status: 400, saying: "does not name a cell")
        try refused(player, [("action", "explode"), ("cell", "3")], status: 400, saying: "uncovered or flagged")
        try refused(player, [], status: 400, saying: "Choose a cell")
        // A cell alone is a plain tap, which the game reads by its state: here an uncovered cell, a slip.
        try slipped(player, [("cell", "40")], note: "uncovered", saying: "already uncovered")
    }

    @Test("uncovering a flagged cell and flagging an uncovered one are slips: the game with a note, nothing changed")
    func rulesRefuse() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        // A number without its flags placed (none yet) does not chord.
        let game = try player.game()
        let number = try #require((0..<81).first { if case .revealed(let n) = game.cell($0) { n > 0 } else { false } })
        try slipped(player, [("action", "reveal"), ("chord", "\(number)")], note: "uncovered", saying: "already uncovered")

        let covered = try #require(try player.safeCovered().first)
        #expect(try player.flag(covered).status == 303)
        try slipped(player, [("action", "reveal"), ("cell", "\(covered)")], note: "flagged", saying: "remove the flag")
        try slipped(player, [("action", "flag"), ("cell", "40")], note: "uncovered", saying: "already uncovered")
        // A note's name that is no slip of this game shows nothing.
        #expect(!(try player.page("/minesweeper?note=%3Cscript%3E")).body.contains("class=\"board-note\""))
    }

    @Test("a move after the end is refused with 422")
    func afterTheEnd() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        try player.playToLose()
        try refused(player, [("action", "reveal"), ("cell", "0")], status: 422, saying: "This game is over")
        try refused(player, [("action", "flag"), ("cell", "0")], status: 422, saying: "This game is over")
        try refused(player, [("mode", "1")], status: 422, saying: "This game is over")
    }

    @Test("a stale form (double submit, second tab) answers 409 and applies once")
    func staleForm() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        let page = try player.page()
        let cell = try #require(try player.safeCovered().first)
        let first = try player.client.postForm("/minesweeper/move", from: page, [("action", "flag"), ("cell", "\(cell)")])
        let second = try player.client.postForm("/minesweeper/move", from: page, [("action", "flag"), ("cell", "\(cell)")])
        #expect(first.status == 303)
        #expect(second.status == 409)
        #expect(second.body.contains("older view of this game"))
        // Applied once: one flag (a second apply would have taken it off again).
        #expect(try player.game().cell(cell) == .flagged)
        #expect(try player.game().moveCount == 2)
        // The refused page is the game as it stands, with a fresh version to continue from.
        #expect(second.cellLabels[cell].hasSuffix("flagged"))
        #expect(second.hidden("version") == "\(try player.record().version)")

        let noVersion = try player.client.post("/minesweeper/move", [("csrf", page.hidden("csrf") ?? ""), ("action", "reveal"), ("cell", "0")])
        #expect(noVersion.status == 400)
        #expect(try player.game().moveCount == 2)
    }

    @Test("bad custom settings are refused with 400, the reason and the typed values on the form")
    func badCustomParams() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let before = try player.record()
        let cases: [([(String, String)], String)] = [
            ([("level", "custom"), ("width", "4"), ("height", "9"), ("mines", "10")], "The width must be from 5 to 50 cells."),
            ([("level", "custom"), ("width", "9"), ("height", "31"), ("mines", "10")], "The height must be from 5 to 30 cells."),
            ([("level", "custom"), ("width", "9"), ("height", "9"), ("mines", "73")], "A 9 × 9 board takes from 1 to 72 mines."),
            ([("level", "custom"), ("width", "9"), ("height", "9"), ("mines", "0")], "A 9 × 9 board takes from 1 to 72 mines."),
            ([("level", "custom"), ("width", "nine"), ("height", "9"), ("mines", "10")], "Give the width as a whole number."),
            ([("level", "custom"), ("width", "9"), ("height", "9")], "Give the number of mines as a whole number."),
            ([("level", "legendary")], "Choose Beginner, Intermediate, Expert or Custom."),
            ([("level", "beginner"), ("noguess", "maybe")], "No-guess mode is either on or off."),
            ([("level", "beginner"), ("seed", "-5")], "That board's seed is not a number."),
        ]
        for (fields, text) in cases {
            let message = text.replacingOccurrences(of: "'", with: "&#39;")
            let response = try player.client.postForm("/minesweeper/new", from: try player.page(), fields)
            #expect(response.status == 400, "\(fields)")
            #expect(response.body.contains(message), "\(fields)")
            #expect(response.body.contains("<p class=\"field-error\" id=\"setup-error\">\(message)</p>"), "\(fields)")
            #expect(try player.record().id == before.id, "\(fields)")
        }
        // What the player typed stays on the form, with Custom still chosen.
        let typed = try player.client.postForm("/minesweeper/new", from: try player.page(),
                                               [("level", "custom"), ("width", "12"), ("height", "40"), ("mines", "20")])
        #expect(typed.body.contains("name=\"height\" min=\"5\" max=\"30\" value=\"40\""))
        #expect(typed.body.contains("name=\"width\" min=\"5\" max=\"50\" value=\"12\""))
        #expect(typed.body.contains("value=\"custom\" checked"))
        // A good custom board starts.
        let good = try player.client.postForm("/minesweeper/new", from: try player.page(),
                                              [("level", "custom"), ("width", "12"), ("height", "7"), ("mines", "20"), ("noguess", "off")])
        #expect(good.status == 303)
        let game = try player.game()
        #expect(game.params == (try MinesweeperParams(width: 12, height: 7, mines: 20, noGuess: false)))
        #expect(try player.page().cellLabels.count == 84)
    }

    @Test("a form without the session's CSRF token is refused with 403")
    func csrf() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let before = try player.record()
        let response = try player.client.post("/minesweeper/move", [("csrf", "forged"), ("version", "\(before.version)"),
                                                                     ("action", "reveal"), ("cell", "40")])
        #expect(response.status == 403)
        #expect(try player.record() == before)
    }
}
