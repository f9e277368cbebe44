import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// Whole Minesweeper games through form posts: POST → 303 → GET, as a browser without JavaScript plays.
@Suite("Minesweeper on the web")
struct MinesweeperFlowTests {
    @Test("a Beginner game won through form posts ends on the win overlay, with 3BV and 3BV/s")
    func wonGame() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let fresh = try player.start()
        #expect(fresh.body.contains("Tap any cell to start"))
        #expect(fresh.cellLabels.count == 81)

        let first = try player.reveal(40)
        #expect(first.status == 303)
        #expect(first.location == "/minesweeper?at=40#cell")
        let opened = try player.page("/minesweeper?at=40")
        // The first click opens an area: it and its 3×3 are uncovered.
        let game = try player.game()
        for cell in [30, 31, 32, 39, 40, 41, 48, 49, 50] {
            #expect(game.cell(cell) != .covered, "cell \(cell)")
        }
        #expect(opened.body.contains("aria-label=\"Row 5, column 5, "))
        #expect(opened.body.contains("autofocus"))

        let won = try player.playToWin(firstClick: 40)
        #expect(won.body.contains("You cleared the field!"))
        #expect(won.body.contains("<dt>3BV</dt><dd>\(try #require(try player.game().threeBV))</dd>"))
        #expect(won.body.contains("<dt>3BV/s</dt>"))
        #expect(won.body.contains(">Play again</button>"))
        #expect(won.body.contains("href=\"/\">Title screen</a>"))
        #expect(won.body.contains("<fieldset disabled>"))
        #expect(!won.cellLabels.contains { $0.hasSuffix("covered") })
        #expect(try player.record().outcome == "won")

        // Play again starts a fresh board of the same level.
        let again = try player.client.postForm("/minesweeper/new", from: won, [("again", "1")])
        #expect(again.status == 303)
        #expect(try player.game().params.level == .beginner)
        #expect(try player.game().started == false)
    }

    @Test("a lost game shows every mine, the overlay, and refuses further moves")
    func lostGame() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let lost = try player.playToLose()
        let mines = try player.mines()
        #expect(lost.body.contains("Boom!"))
        #expect(lost.body.contains("All the mines are shown"))
        #expect(lost.body.contains(">Play again</button>"))
        #expect(lost.body.contains("Title screen"))
        // The losing move's page: it goes to `#cell`, which names nothing once the game is over, so the browser
        // honours "Play again"'s autofocus.
        let ended = try player.page("/minesweeper?at=\(try #require(try player.mines().first))")
        #expect(!ended.body.contains("id=cell"))
        #expect(ended.body.contains("<button type=\"submit\" autofocus>Play again</button>"))
        let mineLabels = lost.cellLabels.filter { $0.hasSuffix(", mine") || $0.hasSuffix("exploded mine") }
        #expect(mineLabels.count == mines.count)
        #expect(lost.cellLabels.filter { $0.hasSuffix("exploded mine") }.count == 1)
        for mine in mines {
            let label = lost.cellLabels[mine]
            #expect(label.hasSuffix("mine"), "\(label)")
        }

        let before = try player.record()
        let after = try player.reveal(try #require(try player.safeCovered().first))
        #expect(after.status == 422)
        #expect(after.body.contains("This game is over"))
        #expect(try player.record() == before)
    }

    @Test("flag mode: the toggle says its state, taps flag, the counter counts flags")
    func flagMode() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let off = try player.start()
        #expect(off.body.contains("aria-pressed=\"false\" aria-describedby=\"mode-state\""))
        #expect(off.body.contains("Flag mode is off"))
        #expect(off.body.contains("name=\"action\" value=\"reveal\""))
        #expect(try player.reveal(40).status == 303)

        let toggled = try player.move([("mode", "1")])
        #expect(toggled.status == 303)
        #expect(toggled.location == "/minesweeper?at=mode#flag-mode")
        let on = try player.page("/minesweeper?at=mode")
        #expect(on.body.contains("id=\"flag-mode\" class=\"toggle mode-toggle\" aria-pressed=\"true\" aria-describedby=\"mode-state\" autofocus"))
        #expect(on.body.contains("Flag mode is on"))
        #expect(on.body.contains("name=\"action\" value=\"flag\""))
        // Toggling is not a move: the clock and the move count are untouched.
        #expect(try player.game().moveCount == 1)

        let mine = try #require(try player.mines().first)
        // The page's own form: in flag mode a tap on a cell flags it.
        let tap = try player.client.postForm("/minesweeper/move", from: on, [("action", "flag"), ("cell", "\(mine)")])
        #expect(tap.status == 303)
        let flagged = try player.page()
        #expect(flagged.cellLabels[mine].hasSuffix("flagged"))
        #expect(flagged.body.contains("<span id=\"mines-left\">9</span>"))

        // Question marks: flag → question mark → clear.
        #expect(try player.move([("marks", "1")]).status == 303)
        #expect(try player.page().body.contains("class=\"toggle marks-toggle\" aria-pressed=\"true\""))
        #expect(try player.flag(mine).status == 303)
        #expect(try player.page().cellLabels[mine].hasSuffix("question mark"))
        #expect(try player.page().body.contains("<span id=\"mines-left\">10</span>"))
        #expect(try player.flag(mine).status == 303)
        #expect(try player.page().cellLabels[mine].hasSuffix("covered"))
    }

    @Test("a number whose mines are all flagged chords when tapped, in either mode; a wrong flag loses")
    func chording() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let (number, mines, safe) = try boardWithChord(player)
        // Flag mode on, so a plain tap would flag: the number's own `chord` field uncovers instead.
        #expect(try player.move([("mode", "1")]).status == 303)
        for mine in mines { #expect(try player.flag(mine).status == 303) }
        let ready = try player.page()
        #expect(ready.body.contains("name=chord value=\(CellName.text(number, width: 9)) "))
        let chord = try player.client.postForm("/minesweeper/move", from: ready, [("action", "flag"), ("chord", "\(number)")])
        #expect(chord.status == 303)
        let game = try player.game()
        for cell in safe { #expect(game.cell(cell) != .covered, "cell \(cell)") }
        #expect(game.outcome != .lost)

        // A wrong flag: the flags go on safe neighbours instead (on a board that has such a number), then the chord.
        let (other, otherMines, otherSafe) = try boardWithChord(player, safeAtLeastMines: true)
        for cell in otherSafe.prefix(otherMines.count) { #expect(try player.flag(cell).status == 303) }
        #expect(try player.move([("action", "reveal"), ("chord", "\(other)")]).status == 303)
        #expect(try player.game().outcome == .lost)
    }

    /// Starts boards (first click in the middle) until one has a number to chord, as `chordable` describes.
    private func boardWithChord(_ player: MinesweeperPlayer, safeAtLeastMines: Bool = false) throws -> (Int, [Int], [Int]) {
        for _ in 0..<20 {
            try player.start()
            #expect(try player.reveal(40).status == 303)
            if let found = try? chordable(player, safeAtLeastMines: safeAtLeastMines) { return found }
        }
        throw ClientError("no board with a number to chord in 20 tries")
    }

    /// An uncovered number with covered safe neighbours (at least as many as its mines, if asked)
    /// and no flags yet around it: the number, its mines, its covered safe neighbours.
    private func chordable(_ player: MinesweeperPlayer, safeAtLeastMines: Bool = false) throws -> (Int, [Int], [Int]) {
        let game = try player.game(), field = try player.field()
        for cell in 0..<field.cellCount {
            guard case .revealed(let n) = game.cell(cell), n > 0 else { continue }
            let around = neighbours(cell, width: field.width, height: field.height)
            let mines = around.filter(field.isMine)
            let safe = around.filter { !field.isMine($0) && game.cell($0) == .covered }
            guard !safe.isEmpty, !safeAtLeastMines || safe.count >= n else { continue }
            if mines.count == n, mines.allSatisfy({ game.cell($0) == .covered }) {
                return (cell, mines, safe)
            }
        }
        throw ClientError("no number to chord on this board")
    }

    private func neighbours(_ cell: Int, width: Int, height: Int) -> [Int] {
        let row = cell / width, column = cell % width
        return (max(0, row - 1)...min(height - 1, row + 1)).flatMap { y in
            (max(0, column - 1)...min(width - 1, column + 1)).map { y * width + $0 }
        }.filter { $0 != cell }
    }
}
