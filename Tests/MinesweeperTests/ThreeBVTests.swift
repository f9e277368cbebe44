@testable import Minesweeper
import Testing

@Suite struct ThreeBVTests {
    @Test func oneOpeningClearsABoardWithoutNumbersOutsideIt() {
        #expect(ThreeBV.of(board(".....", ".....", "..*..", ".....", ".....")) == 1)
        #expect(ThreeBV.of(board(".....", ".....", ".....", ".....", ".....")) == 1)
    }

    @Test func everyCellIsAClickWhenThereIsNoOpening() {
        #expect(ThreeBV.of(board(".....", ".*.*.", ".....", ".*.*.", ".....")) == 21)
    }

    @Test func openingsPlusLoneNumbers() {
        // Two openings (top right, bottom left) and six numbers outside both.
        #expect(ThreeBV.of(board(".....", ".*...", ".....", "...*.", ".....")) == 8)
        // Three openings cover the whole board.
        #expect(ThreeBV.of(sixBySix) == 3)
    }

    @Test func gameReportsItsBoardsValue() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(0))
        #expect(game.threeBV == 3)
    }
}
