@testable import Minesweeper
import Games
import Testing

@Suite struct SolverTests {
    @Test func boardsThatOpenUpAreSolvable() {
        #expect(Solver.isSolvable(board("....", "....", "...*"), from: 0))
        #expect(Solver.isSolvable(sixBySix, from: at(0, 0)))
    }

    @Test func aMineOrAnOffBoardClickIsNotAStart() {
        #expect(!Solver.isSolvable(sixBySix, from: at(3, 0)))
        #expect(!Solver.isSolvable(sixBySix, from: -1))
        #expect(!Solver.isSolvable(sixBySix, from: 36))
    }

    /// The classic 50/50: the bottom two cells of the right column are seen by exactly the same
    /// uncovered numbers, so either could hold the mine and even the mine count cannot tell.
    @Test func theClassicFiftyFiftyNeedsAGuess() {
        let mineAbove = board(
            ".....",
            ".....",
            "...**",
            "....*",
            "....."
        )
        let mineBelow = board(
            ".....",
            ".....",
            "...**",
            ".....",
            "....*"
        )
        #expect(!Solver.isSolvable(mineAbove, from: 0))
        #expect(!Solver.isSolvable(mineBelow, from: 0))
    }

    /// The bottom-right corner is walled in by mines, so no number ever touches it: only the total
    /// count says whether it holds a mine.
    @Test func aWalledInCornerIsSettledByTheMineCount() {
        let empty = board(
            ".....",
            ".....",
            ".....",
            "...**",
            "...*."
        )
        let mined = board(
            ".....",
            ".....",
            ".....",
            "...**",
            "...**"
        )
        #expect(Solver.isSolvable(empty, from: 0))
        #expect(Solver.isSolvable(mined, from: 0))
    }

    /// Two walled-in cells at the top right, and a 50/50 at the bottom right that holds exactly one
    /// mine: the mine count left over after the 50/50 settles the walled-in cells, though the 50/50
    /// itself stays open.
    @Test func disjointNumbersLetTheCountSettleTheRest() {
        let safeCorner = board(
            "...*.",
            "...*.",
            "...**",
            "....*",
            "....."
        )
        var deduction = Deduction(field: safeCorner)
        let opened = deduction.open(0), solved = deduction.solve()
        #expect(opened && !solved)
        #expect(knowledge(deduction, 4, 0) == Deduction.safe && knowledge(deduction, 4, 1) == Deduction.safe)
        #expect(knowledge(deduction, 4, 3) == Deduction.unknown && knowledge(deduction, 4, 4) == Deduction.unknown)

        let minedCorner = board(
            "...**",
            "...**",
            "...**",
            "....*",
            "....."
        )
        var other = Deduction(field: minedCorner)
        let otherOpened = other.open(0), otherSolved = other.solve()
        #expect(otherOpened && !otherSolved)
        #expect(knowledge(other, 4, 0) == Deduction.mine && knowledge(other, 4, 1) == Deduction.mine)
    }

    /// Whatever the solver concludes must be true of the real board.
    @Test func conclusionsAreAlwaysTrue() {
        for seed in UInt64(0)..<300 {
            var generator = SeededGenerator(seed: seed)
            let field = MineField.random(width: 16, height: 16, mines: 40, firstClick: 100, using: &generator)
            var deduction = Deduction(field: field)
            let opened = deduction.open(100)
            #expect(opened)
            _ = deduction.solve()
            for cell in 0..<field.cellCount {
                let known = deduction.knowledge[deduction.padded(cell)]
                #expect(known == Deduction.unknown || (known == Deduction.mine) == field.isMine(cell))
            }
        }
    }

    private func knowledge(_ deduction: Deduction, _ x: Int, _ y: Int) -> UInt8 {
        deduction.knowledge[deduction.padded(at(x, y, width: 5))]
    }
}
