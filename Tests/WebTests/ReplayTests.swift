import Foundation
import Games
import Minesweeper
import Storage
import Testing
import TicTacToe
import WordSearch
@testable import Web

/// Replay pages (`/<game>/replay/<id>?step=N`), played through form posts: every step of won and lost games,
/// the links between steps, who may see which replay, and that nothing hidden is ever in the HTML.
@Suite("Replays")
struct ReplayTests {
    @Test("a won Minesweeper game replays from the start to the end, by links, to anyone with its address")
    func minesweeperWon() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        site.clock.advance(by: 500)
        try player.playToWin { site.clock.advance(by: 700) }
        let record = try player.record()
        let total = try Self.logCount(site, record.id)
        let address = "/minesweeper/replay/\(record.id)"

        let stranger = site.client()
        let start = try stranger.get(address)
        #expect(start.status == 200)
        #expect(start.body.contains("Move 0 of \(total)"))
        #expect(start.body.contains("<span class=\"step-link\" aria-disabled=\"true\">Previous</span>"))
        #expect(start.body.contains("href=\"\(address)?step=1\" class=\"step-link\" rel=\"next\""))
        #expect(start.body.contains("Won in "))
        Self.expectReadOnly(start)

        // Next, from each page to the next, as a browser would follow the links.
        var page = start, step = 0
        while let next = Self.link(page, rel: "next") {
            page = try stranger.get(next)
            step += 1
            #expect(page.status == 200)
            #expect(page.body.contains("Move \(step) of \(total)"))
            if step < total { #expect(!page.body.contains(", mine\""), "step \(step) shows a mine") }
        }
        #expect(step == total)
        #expect(page.body.contains("<span class=\"step-link\" aria-disabled=\"true\">Next</span>"))
        #expect(page.body.contains("the field is cleared"))
        #expect(page.body.contains("field w9 r9 won"))
        #expect(page.body.contains("aria-current=\"step\""))
        // The finished game's own page links its replay.
        #expect(try player.page().body.contains("href=\"\(address)\""))
    }

    @Test("a lost Minesweeper game shows its mines only on its last step")
    func minesweeperLost() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        // A flag on a safe cell: a wrong flag, which only the end may say.
        #expect(try player.flag(try #require(try player.safeCovered().first)).status == 303)
        #expect(try player.reveal(try #require(try player.mines().first)).status == 303)
        let record = try player.record()
        #expect(record.outcome == "lost")
        let total = try Self.logCount(site, record.id)
        let client = site.client()
        for step in 0..<total {
            let page = try client.get("/minesweeper/replay/\(record.id)?step=\(step)")
            #expect(page.status == 200)
            #expect(!page.body.contains(", mine\""), "step \(step) shows a mine")
            #expect(!page.body.contains("flag on a cell without a mine"))
        }
        let end = try client.get("/minesweeper/replay/\(record.id)?step=\(total)")
        #expect(end.body.contains(", mine\""))
        #expect(end.body.contains(", exploded mine\""))
        #expect(end.body.contains("flag on a cell without a mine"))
        #expect(end.body.contains(": a mine."))
        #expect(end.body.contains("Lost after "))
    }

    @Test("a running game's replay is its own session's only, and shows no more than its page")
    func runningGame() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        let record = try player.record()
        let address = "/minesweeper/replay/\(record.id)"
        let own = try player.client.get("\(address)?step=1")
        #expect(own.status == 200)
        #expect(own.body.contains("Still being played"))
        #expect(!own.body.contains(", mine\""))
        for client in [site.client(), try Self.otherSession(site)] {
            for path in [address, "\(address)?step=0", "\(address)?step=1"] {
                let answer = try client.get(path)
                #expect(answer.status == 404)
                #expect(answer.body.contains("There is no replay with that number"))
                #expect(!answer.body.contains("Row 1, column 1"))
            }
        }
    }

    @Test("steps out of range, unknown ids and another game's ids are 404; a step that is no number is 400")
    func badAddresses() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        try player.playToLose()
        let id = try player.record().id
        let total = try Self.logCount(site, id)
        let client = site.client()
        #expect(try client.get("/minesweeper/replay/\(id)?step=\(total + 1)").status == 404)
        #expect(try client.get("/minesweeper/replay/\(id)?step=-1").status == 404)
        #expect(try client.get("/minesweeper/replay/\(id)?step=two").status == 400)
        #expect(try client.get("/minesweeper/replay/\(id + 1000)").status == 404)
        #expect(try client.get("/minesweeper/replay/x\(id)").status == 404)
        #expect(try client.get("/minesweeper/replay/").status == 404)
        #expect(try client.get("/wordsearch/replay/\(id)").status == 404)
        #expect(try client.get("/minesweeper/replay/\(id)?step=\(total)").status == 200)
    }

    @Test("a game stored before moves were kept says no replay is kept")
    func noLog() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        try player.playToLose()
        let id = try player.record().id
        try site.app.database.write { c in _ = try c.execute("DELETE FROM game_moves WHERE game_id = ?", [.integer(id)]) }
        let answer = try site.client().get("/minesweeper/replay/\(id)")
        #expect(answer.status == 404)
        #expect(answer.body.contains("No replay is kept for this game"))
    }

    @Test("Word Search's replay draws only the words found by each step, and all of them at the end")
    func wordSearch() throws {
        let site = try TestSite()
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        #expect(try play.reveal(0).status == 303)
        for word in 1..<game.words.count {
            site.clock.advance(by: 900)
            try play.find(word)
            // While it runs, its own session's replay at its last step shows only what was found so far.
            if word == 1 {
                let id = try play.stored().record.id
                let total = try Self.logCount(site, id)
                let running = try play.client.get("/wordsearch/replay/\(id)?step=\(total)")
                #expect(running.status == 200)
                #expect(Self.count("class=\"line ", in: running.body) == 2)
                #expect(try site.client().get("/wordsearch/replay/\(id)").status == 404)
            }
        }
        let (record, finished) = try play.stored()
        #expect(finished.outcome == .won)
        let total = try Self.logCount(site, record.id)
        let client = site.client()
        var lines: [Int] = []
        for step in 0...total {
            let page = try client.get("/wordsearch/replay/\(record.id)?step=\(step)")
            #expect(page.status == 200)
            Self.expectReadOnly(page)
            lines.append(Self.count("class=\"line ", in: page.body))
        }
        // Reveal first, then a word every two taps: a line appears with each, never before.
        #expect(lines.first == 0)
        #expect(lines[1] == 1)
        #expect(lines.last == game.words.count)
        #expect(zip(lines, lines.dropFirst()).allSatisfy { $1 == $0 || $1 == $0 + 1 })
        let end = try client.get("/wordsearch/replay/\(record.id)?step=\(total)")
        #expect(end.body.contains("Revealed \(game.words[0])."))
        #expect(end.body.contains("Found \(game.words[1])!"))
    }

    @Test("Tic-Tac-Toe's replay shows each move and the computer's reply")
    func ticTacToe() throws {
        let site = try TestSite()
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.twoPlayers)
        for cell in [0, 3, 1, 4, 2] { page = try player.play(cell, from: page) }
        let id = try player.record().id
        let end = try site.client().get("/tictactoe/replay/\(id)?step=5")
        #expect(end.status == 200)
        #expect(end.body.contains("X in row 1, column 3: X wins."))
        #expect(end.body.contains("Row 1, column 1, X, part of the winning line"))
        Self.expectReadOnly(end)

        _ = try player.newGame(.vsComputer, level: .easy)
        page = try player.play(4, from: try player.page())
        let game = try player.game()
        let reply = try #require(game.lastComputerMove)
        let own = try player.client.get("/tictactoe/replay/\(try player.record().id)?step=1")
        #expect(own.body.contains("X in row 2, column 2, the computer’s O in row \(reply / 3 + 1), column \(reply % 3 + 1)"))
    }

    @Test("a mine taken back with undo: its step shows the exploded cell but no other mine, and the undo restores the board")
    func minesweeperUndo() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        let lost = try player.playToLose()
        #expect(try UndoTests.undo(player.client, "minesweeper", from: lost).status == 303)
        try player.playToWin()
        let record = try player.record()
        #expect(record.undos == 1 && record.outcome == "won")
        let total = try Self.logCount(site, record.id)
        let client = site.client()
        let death = try client.get("/minesweeper/replay/\(record.id)?step=2")
        #expect(death.body.contains(": a mine."))
        #expect(death.body.contains(", exploded mine\""))
        #expect(!death.body.contains(", mine\""))
        #expect(!death.body.contains("field w9 r9 lost"))
        let undone = try client.get("/minesweeper/replay/\(record.id)?step=3")
        #expect(undone.body.contains("Move 3: Undo (Uncover row "))
        #expect(!undone.body.contains("exploded mine"))
        let start = try client.get("/minesweeper/replay/\(record.id)?step=1")
        #expect(Self.boardPart(undone) == Self.boardPart(start))
        #expect(try client.get("/minesweeper/replay/\(record.id)?step=\(total)").body.contains("field w9 r9 won"))
    }

    @Test("the replay template renders as swift-mustache renders it")
    func templateParity() throws {
        let site = try TestSite()
        let player = MinesweeperPlayer(site)
        try player.start()
        try player.playToLose()
        let record = try player.record()
        let log = try site.app.database.read { c in try MoveLogStore.moves(c, gameID: record.id) }
        let game = try MinesweeperGame(storedForm: record.state)
        let replay = try Replay<MinesweeperPages>(params: game.params, seed: game.seed, log: log)
        let session = try TemplateParityTests.session(site, try #require(player.client.sessionID))
        for step in [0, 1, log.count] {
            let address = "/minesweeper/replay/\(record.id)"
            let model = ReplayPage(replay, step: step, entry: MinesweeperPages.entry, address: address, finished: true,
                                   result: "Lost", csrf: session.csrfToken)
            try TemplateParityTests.expectSame(model, "replay", site.app.templates)
        }
    }

    // MARK: - Helpers

    static func logCount(_ site: TestSite, _ id: Int64) throws -> Int {
        try site.app.database.read { c in try MoveLogStore.moves(c, gameID: id).count }
    }

    /// A second browser with a stored session of its own.
    static func otherSession(_ site: TestSite) throws -> TestClient {
        let other = MinesweeperPlayer(site)
        try other.start()
        return other.client
    }

    /// No form, no button: the board is only to look at, each cell still labelled.
    static func expectReadOnly(_ page: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) {
        // The footer's language picker, on every page, is the one form allowed: it changes no game.
        let body = page.body.replacing(#/<form class="language-picker".*?</form>/#.dotMatchesNewlines(), with: "")
        #expect(!body.contains("<form"), sourceLocation: sourceLocation)
        #expect(!body.contains("<button"), sourceLocation: sourceLocation)
        #expect(page.body.contains("role=\"cell\" aria-label=\"") , sourceLocation: sourceLocation)
    }

    static func link(_ page: TestResponse, rel: String) -> String? {
        guard let end = page.body.range(of: "\" class=\"step-link\" rel=\"\(rel)\"") else { return nil }
        let before = page.body[..<end.lowerBound]
        guard let start = before.range(of: "href=\"", options: .backwards) else { return nil }
        return String(before[start.upperBound...])
    }

    /// The board's markup alone.
    static func boardPart(_ page: TestResponse) -> Substring? {
        guard let start = page.body.range(of: "<div class=\"board-box\">"),
              let end = page.body.range(of: "<section class=\"panel replay-moves\"") else { return nil }
        return page.body[start.lowerBound..<end.lowerBound]
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
