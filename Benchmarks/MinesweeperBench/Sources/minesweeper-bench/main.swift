#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Games
import Minesweeper

// Times no-guess generation from a random first click, 1,000 seeds per level (or the count given
// as the first argument), one board at a time on one core, and prints the median and the worst.
// Targets (issue 4): Expert ≤ 4 ms, Intermediate ≤ 1.5 ms, Beginner ≤ 0.5 ms median. Exits with 1
// only if a board fails the solver; a slow median is reported, not failed, since timings on a
// shared machine vary.

let seeds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let targets: [Level: Double] = [.beginner: 0.5, .intermediate: 1.5, .expert: 4]
let clock = ContinuousClock()
var failures = 0

for level in [Level.beginner, .intermediate, .expert] {
    let params = MinesweeperParams.preset(level)
    var clicks = SeededGenerator(seed: 2026)
    var times: [Double] = []
    times.reserveCapacity(seeds)
    var unsolvable = 0
    for seed in 0..<UInt64(seeds) {
        let firstClick = Int(clicks.next() % UInt64(params.width * params.height))
        var field: MineField?
        let elapsed = clock.measure {
            field = NoGuessGenerator.generate(width: params.width, height: params.height, mines: params.mines,
                                              firstClick: firstClick, seed: seed)
        }
        times.append(Double(elapsed.components.attoseconds) / 1e15 + Double(elapsed.components.seconds) * 1e3)
        if let field, !Solver.isSolvable(field, from: firstClick) { unsolvable += 1 }
    }
    times.sort()
    let median = (times[(seeds - 1) / 2] + times[seeds / 2]) / 2
    let target = targets[level] ?? 0
    let verdict = median <= target ? "ok" : "SLOW"
    if unsolvable > 0 { failures += 1 }
    print(level.title + String(repeating: " ", count: 13 - level.title.count) + "median \(format(median)) ms"
        + "  p90 \(format(times[seeds * 9 / 10])) ms  worst \(format(times[seeds - 1])) ms"
        + "  (target ≤ \(format(target)) ms: \(verdict); unsolvable: \(unsolvable))")
}

func format(_ milliseconds: Double) -> String {
    let hundredths = Int((milliseconds * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

if failures > 0 {
    exit(1)
}
