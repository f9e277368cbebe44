@testable import Minesweeper
import Testing

@Suite struct FlagTests {
    @Test func flagCyclesWithoutQuestionMarks() throws {
        var game = try game(on: sixBySix)
        try game.apply(.flag(7))
        #expect(game.cell(7) == .flagged && game.minesLeft == 6)
        try game.apply(.flag(7))
        #expect(game.cell(7) == .covered && game.minesLeft == 7)
    }

    @Test func flagCyclesThroughAQuestionMarkWhenEnabled() throws {
        var game = try game(on: sixBySix)
        try game.apply(.toggleQuestionMarks)
        #expect(game.questionMarks)
        let cycle = try (0..<3).map { _ in
            try game.apply(.flag(7))
            return game.cell(7)
        }
        #expect(cycle == [.flagged, .questioned, .covered])
        try game.apply(.flag(7))
        try game.apply(.flag(7))
        try game.apply(.toggleQuestionMarks)
        #expect(game.cell(7) == .covered, "turning marks off clears them")
    }

    @Test func flagsBeforeTheFirstUncoverAreKept() throws {
        var game = MinesweeperGame(params: .preset(.beginner), seed: 5)
        try game.apply(.flag(80))
        #expect(!game.started && game.cell(80) == .flagged && game.minesLeft == 9)
        #expect(throws: MinesweeperError.cellIsFlagged) { try game.apply(.reveal(80)) }
        try game.apply(.reveal(0))
        #expect(game.cell(80) == .flagged)
    }

    @Test func minesLeftGoesNegativeWhenOverFlagging() throws {
        var game = try game(on: sixBySix)
        for cell in 20..<28 { try game.apply(.flag(cell)) }
        #expect(game.minesLeft == -1)
    }

    @Test func flagModeTurnsTapsIntoFlags() throws {
        var game = try game(on: sixBySix)
        #expect(try game.interpret(["cell": "4"]) == .reveal(4))
        try game.apply(.toggleFlagMode)
        #expect(try game.flagMode && game.interpret(["cell": "4"]) == .flag(4))
        #expect(game.moveCount == 0, "toggles are not moves on the board")
    }
}
