#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Games
import Minesweeper

// Times no-guess generation from a random first click, 1,000 seeds per level (or the count given
// as the first argument), one board at a time on one core, and prints the median and the worst.
// A seed's work is fixed, so each is timed three times and its best kept: on a shared machine a
// single timing can include the scheduler running someone else for 20 ms.
// Then custom 50×30 boards at several densities (see below).
// Targets: Expert ≤ 4 ms, Intermediate ≤ 1.5 ms, Beginner ≤ 0.5 ms median. Exits with 1
// only if a board fails the solver; a slow median is reported, not failed, since timings on a
// shared machine vary.

let seeds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let targets: [MinesweeperLevel: Double] = [.beginner: 0.5, .intermediate: 1.5, .expert: 4]
let clock = ContinuousClock()
var failures = 0

for level in [MinesweeperLevel.beginner, .intermediate, .expert] {
    let params = MinesweeperParams.preset(level)
    var clicks = SeededGenerator(seed: 2026)
    var runs: [(milliseconds: Double, seed: UInt64, click: Int)] = []
    runs.reserveCapacity(seeds)
    var unsolvable = 0
    for seed in 0..<UInt64(seeds) {
        let click = Int(clicks.next() % UInt64(params.width * params.height))
        let (milliseconds, field) = time(params, seed: seed, click: click)
        let best = min(milliseconds, time(params, seed: seed, click: click).milliseconds,
                       time(params, seed: seed, click: click).milliseconds)
        runs.append((best, seed, click))
        if !Solver.isSolvable(field, from: click) { unsolvable += 1 }
    }
    runs.sort { $0.milliseconds < $1.milliseconds }
    let median = (runs[(seeds - 1) / 2].milliseconds + runs[seeds / 2].milliseconds) / 2
    let target = targets[level] ?? 0
    if unsolvable > 0 { failures += 1 }
    print(level.title + String(repeating: " ", count: 13 - level.title.count) + "median \(format(median)) ms"
        + "  p90 \(format(runs[seeds * 9 / 10].milliseconds)) ms  worst \(format(runs[seeds - 1].milliseconds)) ms"
        + " (seed \(runs[seeds - 1].seed))"
        + "  target ≤ \(format(target)) ms: \(median <= target ? "ok" : "SLOW"); unsolvable: \(unsolvable)")
}

// The largest custom board, 50×30, at several densities: the generator's hardest work. Fewer
// seeds (a tenth, at least 20), each timed once: a dense board takes milliseconds, not microseconds.
// Every board must be no-guess (the generator's flag and the solver agree); a fallback fails the run.
let customSeeds = max(20, seeds / 10)
for percent in [20, 30, 40, 50, 60, 80] {
    let params = try! MinesweeperParams(width: 50, height: 30, mines: 1500 * percent / 100, noGuess: true)
    var clicks = SeededGenerator(seed: 2027)
    var runs: [Double] = []
    var fellBack = 0
    for seed in 0..<UInt64(customSeeds) {
        let click = Int(clicks.next() % 1500)
        let start = clock.now
        let board = NoGuessGenerator.attempt(width: 50, height: 30, mines: params.mines, firstClick: click, seed: seed)
        let (seconds, attoseconds) = (clock.now - start).components
        runs.append(Double(seconds) * 1e3 + Double(attoseconds) / 1e15)
        if !board.solvable || !Solver.isSolvable(board.field, from: click) { fellBack += 1 }
    }
    runs.sort()
    if fellBack > 0 { failures += 1 }
    print("Custom 50×30 \(params.mines) mines (\(percent)%): median \(format(runs[customSeeds / 2])) ms"
        + "  worst \(format(runs[customSeeds - 1])) ms  (\(customSeeds) seeds; not no-guess: \(fellBack))")
}

func time(_ params: MinesweeperParams, seed: UInt64, click: Int) -> (milliseconds: Double, field: MineField) {
    let start = clock.now
    let field = NoGuessGenerator.generate(width: params.width, height: params.height, mines: params.mines,
                                          firstClick: click, seed: seed)
    let (seconds, attoseconds) = (clock.now - start).components
    return (Double(seconds) * 1e3 + Double(attoseconds) / 1e15, field)
}

func format(_ milliseconds: Double) -> String {
    let hundredths = Int((milliseconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

if failures > 0 {
    exit(1)
}
