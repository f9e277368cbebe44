@testable import Minesweeper
import Games
import Testing

@Suite struct RandomPlayTests {
    /// Random taps, flags, toggles and off-board cells on every level: nothing traps, a refused
    /// move changes nothing, uncovered cells never get covered again, and the counters agree with
    /// what the player sees.
    @Test(arguments: [MinesweeperParams.preset(.beginner), .preset(.intermediate, noGuess: false), .preset(.expert)])
    func randomMovesKeepTheGameConsistent(params: MinesweeperParams) {
        let cells = params.width * params.height
        for seed in UInt64(0)..<40 {
            var game = MinesweeperGame(params: params, seed: seed)
            var dice = SeededGenerator(seed: seed &+ 1_000)
            for _ in 0..<300 {
                let cell = dice.draw(below: cells + 20) - 10
                let move: MinesweeperMove = switch dice.draw(below: 20) {
                case 0: .toggleFlagMode
                case 1: .toggleQuestionMarks
                case 2..<8: .flag(cell)
                default: .reveal(cell)
                }
                let before = game
                do {
                    try game.apply(move)
                } catch {
                    #expect(game == before)
                }
                #expect(game.revealedCount >= before.revealedCount)
                let views = (0..<cells).map(game.cell)
                let shown = views.count { if case .revealed = $0 { true } else { false } }
                #expect(shown == game.revealedCount)
                if game.outcome == .playing {
                    #expect(game.minesLeft == params.mines - views.count { $0 == .flagged })
                    #expect(!views.contains { [.mine, .explodedMine, .wrongFlag].contains($0) })
                }
                if game.outcome.isOver { break }
            }
        }
    }
}
