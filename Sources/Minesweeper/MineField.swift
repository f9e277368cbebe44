/// Where the mines are: one bit per cell, row by row (`row * width + column`).
public struct MineField: Sendable, Equatable {
    public let width: Int
    public let height: Int
    var bits: [UInt64]

    /// An empty field; `width` and `height` are at least 1.
    init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        bits = Array(repeating: 0, count: (self.width * self.height + 63) / 64)
    }

    init(width: Int, height: Int, mines: some Sequence<Int>) {
        self.init(width: width, height: height)
        for cell in mines { setMine(cell, true) }
    }

    public var cellCount: Int { width * height }

    public var mineCount: Int { bits.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// False for any index off the board, so callers never trap on bad input.
    public func isMine(_ cell: Int) -> Bool {
        guard cell >= 0, cell < cellCount else { return false }
        return bits[cell >> 6] & (1 << UInt64(cell & 63)) != 0
    }

    /// The number a player sees on this cell once it is uncovered.
    public func adjacentMines(_ cell: Int) -> Int {
        guard cell >= 0, cell < cellCount else { return 0 }
        var count = 0
        forEachNeighbour(of: cell) { if isMine($0) { count += 1 } }
        return count
    }

    mutating func setMine(_ cell: Int, _ mine: Bool) {
        guard cell >= 0, cell < cellCount else { return }
        let bit: UInt64 = 1 << UInt64(cell & 63)
        if mine { bits[cell >> 6] |= bit } else { bits[cell >> 6] &= ~bit }
    }

    /// Calls `body` with each of the up to eight cells touching `cell`.
    func forEachNeighbour(of cell: Int, _ body: (Int) -> Void) {
        let column = cell % width, row = cell / width
        for dy in -1...1 {
            let y = row + dy
            guard y >= 0, y < height else { continue }
            for dx in -1...1 where dx != 0 || dy != 0 {
                let x = column + dx
                guard x >= 0, x < width else { continue }
                body(y * width + x)
            }
        }
    }

    /// True when `cell` lies in the 3×3 block centred on `centre` (the first click's safe area).
    func isNear(_ cell: Int, _ centre: Int) -> Bool {
        abs(cell % width - centre % width) <= 1 && abs(cell / width - centre / width) <= 1
    }
}
