@testable import Minesweeper
import Games
import Testing

/// No-guess boards judged by `ExactOracle`, not by the generator's own `Solver`: a bug shared by
/// the generator and its solver would pass `GeneratorTests` but not these.
@Suite struct NoGuessOracleTests {
    @Test func oracleSeesAFiftyFiftyAndASolvableBoard() {
        // Top-left click opens rows 0-1; the last row's two cells both read 1 from above: a coin toss.
        #expect(ExactOracle.judge(board("..", "..", "*."), firstClick: 0) == .needsGuess(uncovered: 4))
        // The count of mines settles it once the numbers stall: 1 mine left, 1 covered cell.
        #expect(ExactOracle.judge(board("...", "...", "..*"), firstClick: 0) == .solved(steps: 0))
        #expect(ExactOracle.judge(sixBySix, firstClick: at(0, 0)) != .tooHard)
        #expect(ExactOracle.judge(board("*..", "..."), firstClick: 0) == .firstClickIsMine)
    }

    @Test("where no board is no-guess, the generator says so instead of promising it")
    func generatorAdmitsFailure() {
        for seed in UInt64(0)..<5 {
            let board = NoGuessGenerator.attempt(width: 2, height: 3, mines: 1, firstClick: 0, seed: seed)
            #expect(!board.solvable)
            #expect(board.field.mineCount == 1)
            #expect(ExactOracle.judge(board.field, firstClick: 0) == .needsGuess(uncovered: 4))
        }
    }

    @Test("a game whose no-guess board could not be made stops promising it once the mines are laid")
    func gameWithdrawsThePromise() throws {
        var impossible = MinesweeperGame(params: MinesweeperParams(level: .custom, width: 2, height: 3, mines: 1, noGuess: true), seed: 4)
        try impossible.apply(.reveal(0))
        #expect(!impossible.params.noGuess)
        var kept = MinesweeperGame(params: .preset(.beginner), seed: 4)
        try kept.apply(.reveal(40))
        #expect(kept.params.noGuess)
        #expect(try MinesweeperGame(storedForm: kept.storedForm).params.noGuess)
    }

    /// On plain random boards the two disagree only one way: whatever `Solver` solves, the oracle solves too,
    /// and many boards need a guess (the oracle is not a rubber stamp).
    @Test func solverNeverClaimsWhatTheOracleRefutes() {
        var generator = SeededGenerator(seed: 99)
        var needGuess = 0
        for _ in 0..<300 {
            let click = generator.draw(below: 64)
            let field = MineField.random(width: 8, height: 8, mines: 14, firstClick: click, using: &generator)
            let verdict = ExactOracle.judge(field, firstClick: click)
            if case .needsGuess = verdict { needGuess += 1 }
            if Solver.isSolvable(field, from: click) {
                guard case .solved = verdict else { Issue.record("solver solved what needs a guess: \(verdict)"); continue }
            }
        }
        #expect(needGuess > 30, "\(needGuess) of 300 random boards need a guess")
    }

    /// Small boards (≤ 8×8) at every density a custom board allows, up to the densest, from random clicks.
    @Test(arguments: [(5, 5), (6, 6), (8, 5), (8, 8)])
    func generatedBoardsAreNoGuessByTheOracle(size: (Int, Int)) {
        let (width, height) = size
        let cells = width * height
        var clicks = SeededGenerator(seed: 13)
        var judged = 0
        for percent in [10, 20, 30, 40, 50, 60, 70, 80, 100] {
            let mines = max(1, min(cells - 9, cells * percent / 100))
            for seed in UInt64(0)..<60 {
                let click = clicks.draw(below: cells)
                let board = NoGuessGenerator.attempt(width: width, height: height, mines: mines, firstClick: click, seed: seed)
                #expect(board.solvable, "\(width)×\(height)/\(mines) seed \(seed) click \(click): fell back")
                guard case .solved = ExactOracle.judge(board.field, firstClick: click) else {
                    Issue.record("\(width)×\(height)/\(mines) seed \(seed) click \(click): \(ExactOracle.judge(board.field, firstClick: click))")
                    continue
                }
                judged += 1
            }
        }
        #expect(judged == 9 * 60)
    }

    /// The largest custom board (50×30) from sparse to densest, and the presets: the oracle's exact
    /// enumeration stays fast there because each frontier group is small.
    @Test(arguments: [(50, 30, 150), (50, 30, 450), (50, 30, 750), (50, 30, 1200), (50, 30, 1491), (30, 16, 99), (16, 16, 40)])
    func largeBoardsAreNoGuessByTheOracle(size: (Int, Int, Int)) {
        let (width, height, mines) = size
        for seed in UInt64(0)..<3 {
            let click = Int(seed * 617) % (width * height)
            let board = NoGuessGenerator.attempt(width: width, height: height, mines: mines, firstClick: click, seed: seed)
            #expect(board.solvable)
            #expect(board.field.mineCount == mines)
            let verdict = ExactOracle.judge(board.field, firstClick: click)
            guard case .solved = verdict else {
                Issue.record("\(width)×\(height)/\(mines) seed \(seed): \(verdict)")
                continue
            }
        }
    }
}
