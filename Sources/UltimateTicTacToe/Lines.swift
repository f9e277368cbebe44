/// The eight lines of three on a 3 × 3 (rows, columns, diagonals), the same for the squares of a small board
/// and for the small boards of the big one, with answers for every set of positions worked out once: the
/// computer's playouts ask them millions of times a move.
enum Lines {
    /// Every position of a 3 × 3, as a bit set.
    static let all: UInt16 = 0b1_1111_1111

    static let lines: [[Int]] = [
        [0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6],
    ]

    static let masks: [UInt16] = lines.map { line in line.reduce(0) { $0 | 1 << UInt16($1) } }

    /// Whether a set of positions holds a whole line.
    static func containsLine(_ positions: UInt16) -> Bool {
        hasLineBySet[Int(positions & all)]
    }

    /// Whether some line holds none of `taken`: the other side could still complete it.
    static func hasOpenLine(against taken: UInt16) -> Bool {
        openLineBySet[Int(taken & all)]
    }

    /// The first line a set of positions holds, for the page to highlight.
    static func line(in positions: UInt16) -> [Int]? {
        zip(lines, masks).first { positions & $0.1 == $0.1 }?.0
    }

    private static let hasLineBySet: [Bool] = (0...Int(all)).map { set in masks.contains { Int($0) & set == Int($0) } }
    private static let openLineBySet: [Bool] = (0...Int(all)).map { set in masks.contains { Int($0) & set == 0 } }
}

extension Lines {
    /// The positions that would complete a line next to `positions` (taken or not: the caller masks the free ones).
    static func completions(of positions: UInt16) -> UInt16 {
        completionsBySet[Int(positions & all)]
    }

    /// The place of the `index`-th (from 0) position of a set, counting from position 0.
    static func position(_ index: Int, of positions: UInt16) -> Int {
        var positions = positions
        for _ in 0..<index { positions &= positions - 1 }
        return positions.trailingZeroBitCount
    }

    private static let completionsBySet: [UInt16] = (0...Int(all)).map { set in
        (0..<9).reduce(0) { squares, square in
            containsLine(UInt16(set) | 1 << UInt16(square)) && !containsLine(UInt16(set)) ? squares | 1 << UInt16(square) : squares
        }
    }
}
