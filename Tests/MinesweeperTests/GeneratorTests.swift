@testable import Minesweeper
import Games
import Testing

@Suite struct GeneratorTests {
    /// Every no-guess board is solved by logic from its first click, has exactly the mines asked
    /// for, and keeps the first click's 3×3 free.
    @Test(arguments: [MinesweeperLevel.beginner, .intermediate, .expert])
    func noGuessBoardsAreSolvable(level: MinesweeperLevel) {
        let params = MinesweeperParams.preset(level)
        var clicks = SeededGenerator(seed: 77)
        for seed in UInt64(0)..<200 {
            let click = clicks.draw(below: params.width * params.height)
            let field = NoGuessGenerator.generate(width: params.width, height: params.height, mines: params.mines,
                                                  firstClick: click, seed: seed)
            #expect(field.width == params.width && field.height == params.height)
            #expect(field.mineCount == params.mines)
            #expect(!(0..<field.cellCount).contains { field.isNear($0, click) && field.isMine($0) })
            #expect(Solver.isSolvable(field, from: click), "seed \(seed), click \(click)")
        }
    }

    /// Dense custom boards push the generator hardest (mines must be packed away from the start).
    @Test(arguments: [(8, 8, 40), (30, 16, 300), (12, 10, 100)])
    func denseBoardsAreSolvableToo(size: (Int, Int, Int)) {
        let (width, height, mines) = size
        for seed in UInt64(0)..<10 {
            let click = Int(seed) * 7 % (width * height)
            let field = NoGuessGenerator.generate(width: width, height: height, mines: mines, firstClick: click, seed: seed)
            #expect(field.mineCount == mines)
            #expect(Solver.isSolvable(field, from: click), "seed \(seed)")
        }
    }

    @Test func badArgumentsNeverTrap() {
        let tiny = NoGuessGenerator.generate(width: 0, height: -3, mines: 5, firstClick: -7, seed: 1)
        #expect(tiny.width == 1 && tiny.height == 1 && tiny.mineCount == 0)
        let crowded = NoGuessGenerator.generate(width: 5, height: 5, mines: 500, firstClick: 12, seed: 1)
        #expect(crowded.mineCount == 16)
        #expect(Solver.isSolvable(crowded, from: 12))
    }

    @Test func drawsAreUniformEnough() {
        var generator = SeededGenerator(seed: 3)
        var counts = Array(repeating: 0, count: 7)
        for _ in 0..<7_000 { counts[generator.draw(below: 7)] += 1 }
        #expect(counts.allSatisfy { (850...1150).contains($0) })
        #expect(generator.draw(below: 1) == 0 && generator.draw(below: 0) == 0)
    }
}
