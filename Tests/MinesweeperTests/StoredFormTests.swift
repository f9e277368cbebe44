import Foundation
import Games
@testable import Minesweeper
import Testing

/// The one stored form: hand-written JSON in a fixed layout, read back only in that layout.
@Suite struct StoredFormTests {
    /// Reads a stored form back; nil when it is refused.
    func loaded(_ text: String) -> MinesweeperGame? {
        try? MinesweeperGame(storedForm: text)
    }

    /// Games in every kind of state: fresh, flagged with question marks on, started, lost, won, custom.
    static func games() throws -> [MinesweeperGame] {
        var games: [MinesweeperGame] = [MinesweeperGame(params: .preset(.expert), seed: .max)]
        var game = MinesweeperGame(params: .preset(.beginner, noGuess: false), seed: 0)
        try game.apply(.toggleQuestionMarks)
        try game.apply(.flag(0))
        try game.apply(.flag(1))
        try game.apply(.flag(1))
        try game.apply(.toggleFlagMode)
        games.append(game)
        try game.apply(.reveal(40))
        games.append(game)
        var lost = try MinesweeperTests.game(on: sixBySix)
        try lost.apply(.flag(at(4, 0)))
        try lost.apply(.reveal(at(3, 0)))
        games.append(lost)
        var won = try MinesweeperTests.game(on: sixBySix)
        for cell in 0..<36 where !sixBySix.isMine(cell) && won.outcome == .playing {
            try? won.apply(.reveal(cell))
        }
        #expect(won.outcome == .won)
        games.append(won)
        var custom = MinesweeperGame(params: try MinesweeperParams(width: 50, height: 30, mines: 1_491, noGuess: false),
                                     seed: 12_345_678_901_234)
        try custom.apply(.reveal(0))
        games.append(custom)
        return games
    }

    @Test func storedFormReadsBackAsTheSameGame() throws {
        for game in try Self.games() {
            let text = game.storedForm
            #expect(loaded(text) == game, "\(text)")
            #expect(loaded(text)?.storedForm == text)
            // Plain JSON that any reader can inspect.
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is NSDictionary)
        }
    }

    @Test func lostGamesStayLost() throws {
        var game = try game(on: sixBySix)
        try game.apply(.flag(at(4, 0)))
        try game.apply(.reveal(at(3, 0)))
        let restored = try #require(loaded(game.storedForm))
        #expect(restored.outcome == .lost && restored == game)
        #expect(restored.cell(at(4, 0)) == .wrongFlag && restored.cell(at(3, 0)) == .explodedMine)
    }

    @Test func storedFormIsCompact() throws {
        var game = MinesweeperGame(params: .preset(.expert), seed: 12_345_678_901_234)
        try game.apply(.reveal(200))
        let text = game.storedForm
        #expect(text.utf8.count < 800, "an Expert game is \(text.utf8.count) bytes")
        #expect(text.contains("\"mines\":\"") && !text.contains("covered"))
        #expect(sixBySix.hex == "8028f0000")
    }

    @Test func randomGamesSurviveStorage() {
        for seed in UInt64(0)..<30 {
            var game = MinesweeperGame(params: .preset(seed % 2 == 0 ? .expert : .intermediate), seed: seed)
            var dice = SeededGenerator(seed: seed &+ 7)
            for _ in 0..<120 where game.outcome == .playing {
                let cell = dice.draw(below: game.width * game.height)
                let move: MinesweeperMove = switch dice.draw(below: 10) {
                case 0: .toggleQuestionMarks
                case 1..<5: .flag(cell)
                default: .reveal(cell)
                }
                try? game.apply(move)
                #expect(loaded(game.storedForm) == game)
            }
        }
    }

    /// Rows written by JSONEncoder before the layout (keys in any order, or pretty-printed) still load, through
    /// the general reader, as the same game; the next save writes the layout.
    @Test func otherKeyOrdersLoad() throws {
        for game in try Self.games() {
            let object = try JSONSerialization.jsonObject(with: Data(game.storedForm.utf8))
            for options: JSONSerialization.WritingOptions in [[.sortedKeys], [.sortedKeys, .prettyPrinted]] {
                let reordered = String(decoding: try JSONSerialization.data(withJSONObject: object, options: options), as: UTF8.self)
                #expect(reordered != game.storedForm)
                #expect(loaded(reordered) == game)
                #expect(loaded(reordered)?.storedForm == game.storedForm)
            }
        }
        #expect(loaded(" " + (try Self.games()[2]).storedForm + " ") == (try Self.games()[2]))
        #expect(loaded("") == nil)
        #expect(throws: StoredFormError(game: "Minesweeper", reason: "Not a stored Minesweeper game.")) {
            try MinesweeperGame(storedForm: #"{"seed":1}"#)
        }
    }

    /// Anything damaged is refused.
    @Test func damagedRowsAreRefused() throws {
        var game = try MinesweeperTests.game(on: sixBySix)
        try game.apply(.reveal(0))
        let good = game.storedForm
        #expect(good.hasPrefix(#"{"params":{"level":"custom","width":6,"height":6,"mines":7,"noGuess":false},"seed":1,"#))
        func replaced(_ part: String, with other: String) -> String {  // one overload: type-checks at once
            good.replacingOccurrences(of: part, with: other)
        }
        let damaged: [String] = [
            replaced(#""cells":"ooo"#, with: #""cells":"oo"#),             // too short
            replaced(#""cells":"ooo"#, with: #""cells":"oo#"#),            // bad mark
            replaced(#""cells":"ooo."#, with: #""cells":"oooo"#),          // a mine uncovered
            replaced("8028f0000", with: "8028f0001"),                      // 8 mines, not 7
            replaced("8028f0000", with: "8028f000"),                       // too few digits
            replaced("8028f0000", with: "8028F0000"),                      // not our hex
            replaced(#""mines":7"#, with: #""mines":70"#),                 // too many for 6×6
            replaced(#""width":6"#, with: #""width":2"#),                  // too narrow
            replaced(#""level":"custom""#, with: #""level":"hard""#),      // no such level
            replaced(#""seed":1"#, with: #""seed":-1"#),                   // not a seed
            replaced(#""moves":1"#, with: #""moves":1.5"#),                // not a count
            replaced(#""flagMode":false"#, with: #""flagMode":0"#),        // not a Bool
            String(good.dropLast()),                                       // cut short
        ]
        for text in damaged {
            #expect(text != good)
            #expect(throws: StoredFormError.self, "\(text)") { try MinesweeperGame(storedForm: text) }
        }
        // A question mark left after they were switched off is no damage: the setting changes no cell.
        let kept = good.replacingOccurrences(of: #""cells":"ooo"#, with: #""cells":"oo?"#)
        #expect(loaded(kept)?.storedForm == kept)
    }

    /// Numbers at their limits: a seed of 2⁶⁴ − 1 is read back; one past it, or a leading zero, is not ours.
    @Test func numbersAtTheirLimits() throws {
        let game = MinesweeperGame(params: .preset(.expert), seed: .max)
        let text = game.storedForm
        #expect(text.contains(#""seed":18446744073709551615,"#))
        #expect(loaded(text)?.seed == .max)
        #expect(loaded(text.replacingOccurrences(of: "18446744073709551615", with: "18446744073709551616")) == nil)
        let zero = MinesweeperGame(params: .preset(.expert), seed: 0)
        #expect(loaded(zero.storedForm)?.seed == 0)
        #expect(loaded(zero.storedForm.replacingOccurrences(of: #""seed":0"#, with: #""seed":00"#)) == nil)
    }
}
