import Foundation
import Minesweeper
import Storage
import Testing
@testable import Web

/// How games are stored: Minesweeper writes its JSON by hand at every move; rows written before that (by
/// JSONEncoder, keys in any order) still load and are rewritten in the layout by the next move.
@Suite("Stored game state")
struct StoredStateTests {
    @Test("a Minesweeper move stores the hand-written layout, which reads back as the same game")
    func movesStoreTheHandWrittenLayout() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "expert")])
        #expect(try player.flag(7).status == 303)
        #expect(try player.reveal(200).status == 303)
        let state = try player.record().state
        let game = try MinesweeperGame(storedForm: state)
        #expect(game.started && game.cell(7) == .flagged)
        #expect(game.storedForm == state)
    }

    @Test("a row written by JSONEncoder before the upgrade loads, takes a move, and is rewritten")
    func olderRowsStillLoad() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "intermediate")])
        // The flag first: the first uncover might open cell 0 (flood fills leave flags alone).
        #expect(try player.flag(0).status == 303)
        #expect(try player.reveal(100).status == 303)
        let before = try player.game()
        let record = try player.record()
        // The fields as JSONEncoder wrote them before the layout: keys sorted, not in the layout's order.
        let object = try JSONSerialization.jsonObject(with: Data(record.state.utf8))
        let old = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
        #expect(old.hasPrefix(#"{"cells":"#))
        _ = try site.app.database.write { c in
            try c.execute("UPDATE games SET state = ? WHERE id = ?", [.text(old), .integer(record.id)])
        }

        let page = try player.page()
        #expect(page.status == 200)
        #expect(page.cellLabels.first?.hasSuffix("flagged") == true)
        #expect(try player.flag(0).status == 303)
        let after = try player.record()
        #expect(after.version == record.version + 1)
        #expect(after.state.hasPrefix(#"{"params":"#))
        let game = try MinesweeperGame(storedForm: after.state)
        #expect(game.cell(0) == .covered && game.moveCount == before.moveCount + 1)
    }

    @Test("a damaged row is treated as no game: the player gets a new one, not an error")
    func damagedRowsStartAnew() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.reveal(40).status == 303)
        let record = try player.record()
        _ = try site.app.database.write { c in
            try c.execute("UPDATE games SET state = ? WHERE id = ?",
                          [.text(record.state.replacingOccurrences(of: "\"cells\":\"", with: "\"cells\":\"#")), .integer(record.id)])
        }
        let page = try player.page()
        #expect(page.status == 200)
        // A fresh board is shown (not stored: version 0), and its first move stores it as a new game.
        #expect(page.hidden("version") == "0")
        #expect(try player.flag(3).status == 303)
        #expect(try player.record().id != record.id)
        #expect(try !player.game().started)
    }
}
