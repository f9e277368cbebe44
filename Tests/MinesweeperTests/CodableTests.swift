import Foundation
@testable import Minesweeper
import Testing

@Suite struct CodableTests {
    func roundTrip(_ game: MinesweeperGame) throws -> MinesweeperGame {
        try JSONDecoder().decode(MinesweeperGame.self, from: JSONEncoder().encode(game))
    }

    @Test func gamesSurviveARoundTrip() throws {
        var game = MinesweeperGame(params: .preset(.expert), seed: .max)
        #expect(try roundTrip(game) == game)
        try game.apply(.toggleQuestionMarks)
        try game.apply(.flag(0))
        try game.apply(.flag(1))
        try game.apply(.flag(1))
        try game.apply(.toggleFlagMode)
        #expect(try roundTrip(game) == game)
        try game.apply(.reveal(240))
        let restored = try roundTrip(game)
        #expect(restored == game)
        #expect(restored.seed == .max && restored.flagMode && restored.questionMarks)
        #expect(restored.cell(1) == .questioned && restored.revealedCount == game.revealedCount)
        #expect(restored.threeBV == game.threeBV && restored.moveCount == 4)
    }

    @Test func lostGamesStayLost() throws {
        var game = try game(on: sixBySix)
        try game.apply(.flag(at(4, 0)))
        try game.apply(.reveal(at(3, 0)))
        let restored = try roundTrip(game)
        #expect(restored.outcome == .lost && restored == game)
        #expect(restored.cell(at(4, 0)) == .wrongFlag && restored.cell(at(3, 0)) == .explodedMine)
    }

    @Test func storedStateIsCompact() throws {
        var game = MinesweeperGame(params: .preset(.expert), seed: 12_345_678_901_234)
        try game.apply(.reveal(200))
        let json = try JSONEncoder().encode(game)
        #expect(json.count < 800, "an Expert game is \(json.count) bytes")
        let text = String(decoding: json, as: UTF8.self)
        #expect(text.contains("\"mines\":\"") && !text.contains("covered"))
    }

    @Test func fieldsSurviveARoundTrip() throws {
        let decoded = try JSONDecoder().decode(MineField.self, from: JSONEncoder().encode(sixBySix))
        #expect(decoded == sixBySix)
        #expect(sixBySix.hex == "8028f0000")
    }

    @Test(arguments: [
        #"{"width":6,"height":6,"mines":"zz"}"#,
        #"{"width":6,"height":6,"mines":"8028f00000"}"#,
        #"{"width":5,"height":5,"mines":"0000002"}"#,
        #"{"width":0,"height":6,"mines":""}"#,
    ])
    func damagedFieldsAreRefused(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MineField.self, from: Data(json.utf8)) }
    }

    @Test func damagedGamesAreRefused() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(0))
        let good = String(decoding: try JSONEncoder().encode(game), as: UTF8.self)
        let damaged = [
            good.replacingOccurrences(of: "\"cells\":\"ooo", with: "\"cells\":\"oo"),              // too short
            good.replacingOccurrences(of: "\"cells\":\"ooo", with: "\"cells\":\"oo#"),             // bad mark
            good.replacingOccurrences(of: "\"cells\":\"ooo.", with: "\"cells\":\"oooo"),           // a mine uncovered
            good.replacingOccurrences(of: "\"cells\":\"ooo", with: "\"cells\":\"oo?"),             // marks are off
            good.replacingOccurrences(of: "8028f0000", with: "8028f0001"),                          // 8 mines, not 7
            good.replacingOccurrences(of: "\"mines\":7", with: "\"mines\":70"),                    // too many for 6×6
            good.replacingOccurrences(of: "\"width\":6", with: "\"width\":2"),                     // too narrow
        ]
        for json in damaged {
            #expect(json != good)
            #expect(throws: DecodingError.self, "\(json)") {
                try JSONDecoder().decode(MinesweeperGame.self, from: Data(json.utf8))
            }
        }
    }
}
