import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// What the page gives away, how it labels cells, how big it is, and shared boards.
@Suite("Minesweeper page")
struct MinesweeperPageTests {
    /// The label the page must give a cell the player sees as `view`.
    private func expectedLabel(_ index: Int, width: Int, _ view: CellView) -> String {
        let state: String
        switch view {
        case .covered: state = "covered"
        case .flagged: state = "flagged"
        case .questioned: state = "question mark"
        case .revealed(0): state = "empty"
        case .revealed(1): state = "1 mine around"
        case .revealed(let n): state = "\(n) mines around"
        case .mine: state = "mine"
        case .explodedMine: state = "exploded mine"
        case .wrongFlag: state = "flag on a cell without a mine"
        }
        return "Row \(index / width + 1), column \(index % width + 1), \(state)"
    }

    @Test("a running game's HTML holds only what the player uncovered: no mine, no seed")
    func nothingHidden() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let fresh = try player.start([("level", "expert"), ("noguess", "on")])
        let seed = try player.game().seed
        #expect(!fresh.body.contains("\(seed)"))
        #expect(!fresh.body.contains("share="))

        #expect(try player.reveal(200).status == 303)
        let mine = try #require(try player.mines().first)
        #expect(try player.flag(mine).status == 303)
        let page = try player.page()
        let game = try player.game()
        let labels = page.cellLabels
        #expect(labels.count == 480)
        for index in 0..<480 {
            #expect(labels[index] == expectedLabel(index, width: 30, game.cell(index)))
        }
        #expect(labels.allSatisfy { !$0.hasSuffix("mine") })
        #expect(!page.body.contains("✹"))
        #expect(!page.body.contains("class=m"))
        #expect(!page.body.contains("\(seed)"))
        #expect(!page.body.contains("share="))
        #expect(!page.body.contains(String(try #require(try player.record().state.split(separator: "\"mines\":\"").last?.prefix { $0 != "\"" }))))
        // A flag says only what the player put there: a flag on a mine looks like any other flag.
        #expect(labels[mine].hasSuffix("flagged"))
        // Nor do the buttons: a covered cell's markup is the same wherever the mines are.
        let covered = (0..<480).filter { game.cell($0) == .covered }
        for index in covered {
            #expect(page.body.contains("<button name=cell value=\(CellName.text(index, width: 30)) aria-label=\"\(labels[index])\" role=gridcell>"))
        }
    }

    @Test("each cell is a labelled button, with the board's size on the form")
    func labels() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let fresh = try player.start()
        #expect(fresh.body.contains("<button name=cell value=a1 aria-label=\"Row 1, column 1, covered\" role=gridcell> <i>#</i></button>"))
        #expect(fresh.body.contains("<button name=cell value=i9 aria-label=\"Row 9, column 9, covered\" role=gridcell> <i>#</i></button>"))
        #expect(fresh.body.contains("aria-label=\"Minefield, 9 rows of 9 cells\""))
        #expect(try player.reveal(40).status == 303)
        let page = try player.page("/minesweeper?at=40")
        let game = try player.game()
        for index in 0..<81 {
            #expect(page.cellLabels[index] == expectedLabel(index, width: 9, game.cell(index)))
        }
        // The cell just played has the focus, so keyboard play and a scrolled board stay in place: the move's
        // `#cell` fragment names it, and its row and column classes give its scroll margin.
        #expect(page.body.contains("aria-label=\"\(page.cellLabels[40])\" role=gridcell id=cell autofocus>"))
        // Uncovered cells a tap cannot change are plain buttons: they post nothing, their value names them (for text
        // browsers).
        #expect(page.body.contains("<button type=button value=e5 tabindex=-1 class=\"e y4 x4\" aria-label=\"Row 5, column 5, empty\" role=gridcell id=cell autofocus> <i>·</i></button>"))
        // Only that cell: the page carries one id and one pair of position classes.
        #expect(page.body.components(separatedBy: "id=cell").count == 2)
        #expect(page.body.matches(of: /class="?(?:[a-z0-9]+ )?y\d+ x\d+"?/).count == 1)
    }

    /// A fixed board, so the size does not hang on which cells a random first uncover opens (a random board made this
    /// flaky near the line). 45 KB with the daily form (0.9 KB) on every Minesweeper page; 46 KB
    /// with the board's − and +, the Vibration toggle, the gestures' help and their scripts (1.2 KB).
    /// 50 KB with each covered cell given a "#" for text browsers (`<i>#</i>`, 8 bytes × 480: 3.8 KB); 51 KB with each
    /// opened cell's name as its value too (lynx reads "(e5) 1", not "(BUTTON) 1": 9 bytes an opened cell). 58 KB with the
    /// grid's semantics (` role=gridcell` on each cell, 14 bytes × 480: 6.7 KB; 16 rows: 0.6 KB), about 0.1 KB gzipped.
    /// 60 KB with a space before each cell's mark (lynx reads an Intermediate row in 132 columns: 0.5 KB), the move
    /// box and the Blind mode toggle (0.9 KB). 62 KB with the language picker, the `hreflang` links and the scripts'
    /// words (`#phrases`) that every page carries (1.7 KB; 0.4 KB gzipped).
    @Test("the Expert page stays lean: 480 buttons in under 62 KB", arguments: [UInt64(1), 7, 20261124])
    func expertSize(seed: UInt64) throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let fresh = try player.start([("level", "expert"), ("seed", "\(seed)")])
        #expect(try player.reveal(200).status == 303)
        let running = try player.page()
        #expect(running.cellLabels.count == 480)
        #expect(fresh.body.utf8.count < 62_000, "\(fresh.body.utf8.count) bytes")
        #expect(running.body.utf8.count < 62_000, "\(running.body.utf8.count) bytes")
    }

    @Test("a shared link starts the same board for someone else, unranked")
    func shareLink() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = MinesweeperPlayer(site)
        try alice.start()
        let lost = try alice.playToLose(firstClick: 40)
        let seed = try alice.game().seed
        let href = "/minesweeper?share=\(seed)&amp;level=beginner&amp;noguess=on"
        #expect(lost.body.contains("<a href=\"\(href)\">Share this board</a>"))

        let bob = MinesweeperPlayer(site)
        let offer = try bob.page(href.replacingOccurrences(of: "&amp;", with: "&"))
        #expect(offer.body.contains("A shared board"))
        #expect(offer.body.contains("name=\"seed\" value=\"\(seed)\""))
        let play = try bob.client.postForm("/minesweeper/new", from: offer, [
            ("seed", "\(seed)"), ("level", "beginner"), ("width", "9"), ("height", "9"), ("mines", "10"), ("noguess", "on"),
        ])
        #expect(play.status == 303)
        #expect(try bob.game().seed == seed)
        #expect(try bob.reveal(40).status == 303)
        #expect(try bob.field() == (try alice.field()))
        // Played as a custom board of the same size: its seed was known before it started.
        #expect(try bob.game().params.level == .custom)
        try bob.playToWin()
        #expect(try bob.scores().isEmpty)

        // A link without a usable seed offers nothing.
        #expect(!(try bob.page("/minesweeper?share=abc&level=beginner").body.contains("A shared board")))
        #expect(!(try bob.page("/minesweeper?share=5&level=giant").body.contains("A shared board")))
    }
}
