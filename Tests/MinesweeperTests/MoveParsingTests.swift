import Minesweeper
import Testing

@Suite struct MoveParsingTests {
    @Test func formsBecomeMoves() throws {
        #expect(try MinesweeperGame.parseMove(["action": "reveal", "cell": "37"]) == .reveal(37))
        #expect(try MinesweeperGame.parseMove(["action": "flag", "cell": "0"]) == .flag(0))
        #expect(try MinesweeperGame.parseMove(["mode": "1"]) == .toggleFlagMode)
        #expect(try MinesweeperGame.parseMove(["marks": ""]) == .toggleQuestionMarks)
        #expect(try MinesweeperGame.parseMove(["action": "reveal", "mode": "1"]) == .toggleFlagMode)
        // Range is the game's business: a negative cell parses and is refused when applied.
        #expect(try MinesweeperGame.parseMove(["action": "reveal", "cell": "-4"]) == .reveal(-4))
    }

    @Test(arguments: [
        ["cell": "3"],
        ["action": "reveal"],
        ["action": "reveal", "cell": "three"],
        ["action": "reveal", "cell": "99999999999999999999"],
        ["action": "explode", "cell": "3"],
        [:],
    ])
    func badFormsAreRefused(fields: [String: String]) {
        #expect {
            try MinesweeperGame.parseMove(fields)
        } throws: { error in
            guard case .badMove(let text) = error as? MinesweeperError else { return false }
            return !text.isEmpty
        }
    }
}
