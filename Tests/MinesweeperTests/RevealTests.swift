@testable import Minesweeper
import Testing

@Suite struct RevealTests {
    @Test func floodFillOpensTheEmptyPatchAndItsBorderOnly() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(0, 0)))
        #expect(uncovered(game) == [at(0, 0), at(1, 0), at(2, 0), at(0, 1), at(1, 1), at(2, 1), at(0, 2), at(1, 2), at(2, 2)])
        #expect([at(0, 0), at(2, 0), at(2, 1), at(0, 2), at(2, 2)].map(game.cell) == [.revealed(0), .revealed(2), .revealed(3), .revealed(2), .revealed(3)])
        #expect(game.revealedCount == 9 && game.moveCount == 1 && game.outcome == .playing)

        try game.apply(.reveal(at(5, 5)))
        #expect(uncovered(game).count == 25)
        #expect(game.cell(at(4, 3)) == .revealed(3))
        #expect(game.cell(at(5, 0)) == .covered)
    }

    @Test func aNumberOpensOnlyItself() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(4, 1)))
        #expect(uncovered(game) == [at(4, 1)])
        #expect(game.cell(at(4, 1)) == .revealed(5))
    }

    @Test func floodFillLeavesFlagsAndClearsQuestionMarks() throws {
        var game = try game(on: sixBySix)
        try game.apply(.toggleQuestionMarks)
        try game.apply(.flag(at(1, 1)))
        try game.apply(.flag(at(1, 0)))
        try game.apply(.flag(at(1, 0)))
        #expect(game.cell(at(1, 0)) == .questioned)
        try game.apply(.reveal(at(0, 0)))
        #expect(game.cell(at(1, 1)) == .flagged)
        #expect(game.cell(at(1, 0)) == .revealed(0))
    }

    @Test func winningMeansEverySafeCellUncovered() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(0, 0)))
        try game.apply(.reveal(at(5, 5)))
        #expect(game.outcome == .playing)
        try game.apply(.flag(at(3, 0)))
        try game.apply(.reveal(at(5, 0)))
        #expect(game.outcome == .won)
        #expect(game.revealedCount == 36 - 7)
        #expect(game.minesLeft == 0)
        #expect(game.cell(at(3, 0)) == .flagged)
        #expect(game.cell(at(3, 1)) == .mine)
    }

    @Test func oneSafeCellLeftIsNotAWin() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(0, 0)))
        try game.apply(.reveal(at(5, 5)))
        try game.apply(.reveal(at(4, 0)))
        try game.apply(.reveal(at(4, 1)))
        try game.apply(.reveal(at(5, 1)))
        #expect(game.outcome == .playing)
        #expect(game.revealedCount == 28)
        try game.apply(.reveal(at(5, 0)))
        #expect(game.outcome == .won)
    }

    @Test func uncoveringAMineLosesAndShowsEveryMine() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(0, 0)))
        try game.apply(.flag(at(3, 0)))       // right
        try game.apply(.flag(at(4, 0)))       // wrong
        try game.apply(.reveal(at(3, 2)))
        #expect(game.outcome == .lost)
        #expect(game.cell(at(3, 2)) == .explodedMine)
        #expect(game.cell(at(3, 0)) == .flagged)
        #expect(game.cell(at(4, 0)) == .wrongFlag)
        for mine in [at(3, 1), at(4, 2), at(5, 2), at(0, 3), at(1, 3)] {
            #expect(game.cell(mine) == .mine)
        }
        #expect(game.cell(at(5, 5)) == .covered)
        #expect(game.cell(at(2, 2)) == .revealed(3))
    }

    @Test func chordingWithTheRightFlagsOpensTheRest() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(0, 0)))
        for mine in [at(3, 1), at(3, 2), at(1, 3)] { try game.apply(.flag(mine)) }
        try game.apply(.reveal(at(2, 2)))
        #expect(game.cell(at(2, 3)) == .revealed(2))
        #expect(game.cell(at(3, 3)) == .revealed(2))
        #expect(game.revealedCount == 11 && game.outcome == .playing)
        #expect(game.moveCount == 5)
    }

    @Test func chordingWithAWrongFlagLoses() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(0, 0)))
        for flag in [at(3, 1), at(3, 2), at(2, 3)] { try game.apply(.flag(flag)) }
        try game.apply(.reveal(at(2, 2)))
        #expect(game.outcome == .lost)
        #expect(game.cell(at(1, 3)) == .explodedMine)
        #expect(game.cell(at(2, 3)) == .wrongFlag)
        #expect(game.cell(at(3, 3)) == .revealed(2))
    }

    @Test func chordingWithTheWrongCountIsRefused() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(at(0, 0)))
        try game.apply(.flag(at(3, 1)))
        let before = game
        #expect(throws: MinesweeperError.alreadyRevealed) { try game.apply(.reveal(at(2, 2))) }
        #expect(game == before)
        // An empty cell has nothing to chord.
        #expect(throws: MinesweeperError.alreadyRevealed) { try game.apply(.reveal(at(0, 0))) }
        // Right count but nothing left to open.
        for mine in [at(3, 0), at(3, 2)] { try game.apply(.flag(mine)) }
        #expect(throws: MinesweeperError.alreadyRevealed) { try game.apply(.reveal(at(2, 1))) }
    }
}
