import Games
import TicTacToe

// Times Impossible's move on an empty board (the longest search: the whole game tree), for 1,000
// seeds (or the count given as the first argument), and prints the median and the worst. Each run
// is a fresh search, as each game's first move is on the server. A seed's work is fixed, so each is
// timed three times and its best kept (on a shared machine one timing can include the scheduler
// running someone else); the slowest single timing is printed too.

let runs = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000
let clock = ContinuousClock()
var times: [Double] = []
times.reserveCapacity(runs)
var checksum = 0

var slowestRun = 0.0

for seed in 0..<UInt64(max(runs, 2)) {
    var best = Double.infinity
    for _ in 0..<3 {
        var generator = SeededGenerator(seed: seed)
        let start = clock.now
        let square = ComputerPlayer.move(on: Board(), as: .x, level: .impossible, using: &generator)
        let (seconds, attoseconds) = (clock.now - start).components
        let milliseconds = Double(seconds) * 1e3 + Double(attoseconds) / 1e15
        best = min(best, milliseconds)
        slowestRun = max(slowestRun, milliseconds)
        checksum &+= square
    }
    times.append(best)
}

times.sort()
let median = (times[(times.count - 1) / 2] + times[times.count / 2]) / 2

func format(_ milliseconds: Double) -> String {
    let thousandths = Int(milliseconds * 1_000 + 0.5)
    let fraction = String(thousandths % 1_000)
    return "\(thousandths / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
}

print("Impossible, empty board: median \(format(median)) ms, worst \(format(times[times.count - 1])) ms, "
    + "slowest single run \(format(slowestRun)) ms (\(times.count) seeds; checksum \(checksum))")
