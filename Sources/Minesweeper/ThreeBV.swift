/// Bechtel's Board Benchmark Value: the fewest clicks that clear a board without flags. Each
/// opening (a connected patch of empty cells with its numbered border) takes one click; each
/// number outside every opening takes one more.
public enum ThreeBV {
    public static func of(_ field: MineField) -> Int {
        let count = field.cellCount
        var covered = Array(repeating: false, count: count)
        var clicks = 0
        var stack: [Int] = []
        for start in 0..<count where !covered[start] && !field.isMine(start) && field.adjacentMines(start) == 0 {
            clicks += 1
            covered[start] = true
            stack.append(start)
            while let cell = stack.popLast() {
                field.forEachNeighbour(of: cell) { next in
                    guard !covered[next] else { return }
                    covered[next] = true
                    if field.adjacentMines(next) == 0 { stack.append(next) }
                }
            }
        }
        for cell in 0..<count where !covered[cell] && !field.isMine(cell) {
            clicks += 1
        }
        return clicks
    }
}
