import Foundation
import Minesweeper
import Storage
import Testing
@testable import Web

/// Today's daily board is everyone's, so a lost try must not hand it to the player's next cookie. Until the
/// day is over, its page, its in-place answer and its replay show what the player uncovered and the mine that ended
/// it, nothing more; the day after, the whole board.
@Suite("Daily board secrets")
struct DailySecretTests {
    /// The board's cells the page labels as a mine the player never uncovered.
    static func unseenMines(_ body: String) -> Int {
        body.components(separatedBy: ", mine\"").count - 1
    }

    static func explodedMines(_ body: String) -> Int {
        body.components(separatedBy: ", exploded mine\"").count - 1
    }

    @Test("a lost daily board shows only the mine that ended it, on its page, its in-place answer and its replay")
    func lostDailyKeepsItsMines() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        #expect(try player.reveal(40).status == 303)
        let mine = try #require(try player.mines().first)
        // The losing tap made in place, as the script makes it: the answer is the changed parts of the page.
        let fragment = try player.client.send(
            "POST", "/minesweeper/move",
            headers: [("Content-Type", "application/x-www-form-urlencoded"), ("X-Minigames-Fragment", "1")],
            body: Array(try Self.form(player, cell: mine).utf8))
        #expect(fragment.status == 200)
        #expect(try player.game().outcome == .lost)
        #expect(Self.explodedMines(fragment.body) == 1)
        #expect(Self.unseenMines(fragment.body) == 0)

        let page = try player.page()
        #expect(Self.explodedMines(page.body) == 1)
        #expect(Self.unseenMines(page.body) == 0, "no mine but the one uncovered")
        #expect(page.body.contains("its other mines stay hidden until tomorrow"))
        let id = try player.record().id
        let replay = try player.client.get("/minesweeper/replay/\(id)?step=2")
        #expect(replay.status == 200)
        #expect(Self.unseenMines(replay.body) == 0)
        #expect(replay.body.contains("exploded mine"))

        // The day after, the board is no secret: every mine shows, as on any lost board.
        site.clock.advance(by: DailyDay.milliseconds)
        let after = try player.page()
        #expect(Self.unseenMines(after.body) == 9)
        #expect(Self.unseenMines(try player.client.get("/minesweeper/replay/\(id)?step=2").body) == 9)
    }

    @Test("a lost game that is no daily board shows every mine")
    func ordinaryLossShowsTheMines() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let page = try player.playToLose()
        #expect(Self.explodedMines(page.body) == 1)
        #expect(Self.unseenMines(page.body) == 9)
    }

    /// A move's form fields, as the page's own form would post them.
    static func form(_ player: MinesweeperPlayer, cell: Int) throws -> String {
        let page = try player.page()
        let fields = [("action", "reveal"), ("cell", "\(cell)"), ("csrf", try #require(page.hidden("csrf"))),
                      ("version", try #require(page.hidden("version")))]
        return fields.map { "\($0.0)=\(TestClient.encode($0.1))" }.joined(separator: "&")
    }
}
