import Games
import UltimateTicTacToe

// Plays seeded games between the levels (300 per pairing, or the count given as the first argument; each level
// plays X in half of them) and prints each pairing's wins, draws and losses. Then times Hard's move on every
// tenth position it met in those games, each three times with its best kept (a position's work is fixed: on a
// shared machine one timing can include the scheduler running someone else), and prints the median and the
// worst, and the slowest single timing. Each side draws from its own generator, seeded from the game's number,
// so a run is repeatable.

let games = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300
let clock = ContinuousClock()

/// A position Hard met, to be timed: the board, its side, and its generator as it was.
struct Position {
    let board: Board
    let mark: Mark
    let generator: SeededGenerator
}
var positions: [Position] = []
var hardMoves = 0

/// One game between two levels; the winner's level, nil for a draw.
@MainActor func play(_ first: UltimateTicTacToeLevel, as firstMark: Mark, against second: UltimateTicTacToeLevel, seed: UInt64) -> UltimateTicTacToeLevel? {
    var board = Board()
    var generators = [Mark.x: SeededGenerator(seed: seed), .o: SeededGenerator(seed: ~seed)]
    let levels = [firstMark: first, firstMark.other: second]
    while !board.isOver {
        let mark = board.turn
        let level = levels[mark]!
        if level == .hard {
            if hardMoves % 10 == 0 { positions.append(Position(board: board, mark: mark, generator: generators[mark]!)) }
            hardMoves += 1
        }
        let cell = ComputerPlayer.move(on: board, as: mark, level: level, using: &generators[mark]!)
        precondition(board.isLegal(cell), "\(level) played an illegal cell \(cell)")
        board.play(cell, mark)
    }
    return board.winner.map { levels[$0]! }
}

func milliseconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}

func format(_ milliseconds: Double) -> String {
    let hundredths = Int(milliseconds * 100 + 0.5)
    let fraction = String(hundredths % 100)
    return "\(hundredths / 100).\(String(repeating: "0", count: 2 - fraction.count))\(fraction)"
}

for (first, second) in [(UltimateTicTacToeLevel.hard, UltimateTicTacToeLevel.medium), (.hard, .easy), (.medium, .easy)] {
    var wins = 0, draws = 0, losses = 0
    for game in 0..<games {
        switch play(first, as: game.isMultiple(of: 2) ? .x : .o, against: second, seed: UInt64(game)) {
        case first: wins += 1
        case nil: draws += 1
        default: losses += 1
        }
    }
    let percent = format(Double(wins) * 100 / Double(games))
    print("\(first.title) vs \(second.title): \(wins) wins, \(draws) draws, \(losses) losses in \(games) games (\(percent)% won)")
}

var times: [Double] = []
var slowestRun = 0.0
for position in positions {
    var best = Double.infinity
    for _ in 0..<3 {
        var generator = position.generator
        let start = clock.now
        _ = ComputerPlayer.move(on: position.board, as: position.mark, level: .hard, using: &generator)
        let elapsed = milliseconds(clock.now - start)
        best = min(best, elapsed)
        slowestRun = max(slowestRun, elapsed)
    }
    times.append(best)
}
times.sort()
let median = (times[(times.count - 1) / 2] + times[times.count / 2]) / 2
print("Hard (\(ComputerPlayer.hardPlayouts) playouts a move), \(times.count) positions of \(hardMoves) moves: "
    + "median \(format(median)) ms, worst \(format(times.last!)) ms, slowest single run \(format(slowestRun)) ms")
