import Foundation
import Minesweeper
import Storage
import Testing
import WordSearch
@testable import Web

/// A rough timing of the board loops and the whole Expert page (model and template), printed, never asserted:
/// `RENDER_TIMING=1 swift test -c release --filter RenderTimingTests`.
@Suite("Timing: the pages' rendering, printed")
struct RenderTimingTests {
    static func time(_ title: String, _ runs: Int = 1000, _ body: () throws -> Int) rethrows {
        var bytes = 0
        let start = ContinuousClock.now
        for _ in 0..<runs { bytes &+= try body() }
        let each = (ContinuousClock.now - start) / runs
        print("\(title): \(each.components.attoseconds / 1_000_000_000) ns each (\(bytes / runs) bytes)")
    }

    @Test("Expert page, Word Search Hard grid and leaderboard rows, 1000 times each",
          .enabled(if: ProcessInfo.processInfo.environment["RENDER_TIMING"] != nil))
    func timing() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        _ = try player.start([("level", "expert"), ("noguess", "on")])
        #expect(try player.reveal(200).status == 303)
        let model = try TemplateParityTests.gameModel(MinesweeperPages.self, site, player.client)
        let templates = site.app.templates
        let sessionID = try #require(player.client.sessionID)
        let record = try #require(try site.app.database.read { c in try GameStore.current(c, sessionID: sessionID, kind: "minesweeper") })
        let expert = try MinesweeperGame(storedForm: record.state)
        var game = WordSearchGame(params: .preset(.hard, seed: 9), seed: 9)
        try game.apply(.tap(game.placed[0].start))
        let lines = (1...11).map {
            LeaderboardPage.Line(place: $0, name: "Player \($0)", value: "\($0 * 7).0 s", detail: "1.5", date: "2026-05-28",
                                 mine: $0 == 11, classes: $0 == 11 ? "mine outside" : "")
        }
        for _ in 0..<3 {
            try Self.time("Expert page (model + template)") {
                let model = try TemplateParityTests.gameModel(MinesweeperPages.self, site, player.client)
                return try templates.renderBytes(model, template: "minesweeper/game").count
            }
            try Self.time("Expert page, template only") { try templates.renderBytes(model, template: "minesweeper/game").count }
            try Self.time("Expert board") { try BoardBytesTests.board(expert, focus: 200).count }
            Self.time("Expert move's sentence", 100_000) {
                MinesweeperSaid.sentence(expert, query: ["at": "200"], note: false)?.utf8.count ?? 0
            }
            try Self.time("Word Search Hard grid") { try BoardBytesTests.grid(game).count }
            try Self.time("leaderboard rows (11)") { try BoardBytesTests.rows(lines, hasDetail: true).count }
        }
    }
}
