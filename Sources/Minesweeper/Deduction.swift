/// What a player using logic alone knows while solving a board, and the rules they use to learn more. Flat arrays
/// with a margin of three wall cells on every side, so neighbour lookups and the 7×7 window comparing two numbers
/// need no bounds checks. Knowledge only grows, except by `perturb`, whose boards are checked again from scratch.
struct Deduction {
    static let unknown: UInt8 = 0
    static let safe: UInt8 = 1
    static let mine: UInt8 = 2
    static let wall: UInt8 = 3
    static let margin = 3
    /// Beyond this many distinct frontier numbers the global-count search is not tried: the
    /// count only settles things in the endgame, and the search grows as 2ⁿ.
    static let globalSearchLimit = 12

    let width: Int
    let height: Int
    /// Distance between rows in the padded arrays.
    let stride: Int
    /// The eight neighbour offsets in the padded arrays.
    let around: [Int]
    let mineTotal: Int

    /// The real layout, which the generator may still change in cells nobody knows yet.
    var isMine: [Bool]
    /// The number each cell would show: its adjacent real mines.
    var number: [UInt8]
    var knowledge: [UInt8]
    /// Per cell: how many neighbours are still unknown, and how many are known mines.
    var unknownAround: [UInt8]
    var knownMinesAround: [UInt8]
    var unknownCount: Int
    var knownMineCount = 0

    /// Numbers waiting for the one-number rule (bit 1) and for the two-number rule (bit 2).
    private var queued: [UInt8]
    private var singleQueue: [Int] = []
    private var pairQueue: [Int] = []

    init(field: MineField) {
        width = field.width
        height = field.height
        stride = field.width + 2 * Self.margin
        around = [-stride - 1, -stride, -stride + 1, -1, 1, stride - 1, stride, stride + 1]
        let size = stride * (field.height + 2 * Self.margin)
        isMine = Array(repeating: false, count: size)
        knowledge = Array(repeating: Self.wall, count: size)
        number = Array(repeating: 0, count: size)
        unknownAround = Array(repeating: 0, count: size)
        knownMinesAround = Array(repeating: 0, count: size)
        queued = Array(repeating: 0, count: size)
        unknownCount = field.cellCount
        mineTotal = field.mineCount
        for cell in 0..<field.cellCount {
            let p = padded(cell)
            knowledge[p] = Self.unknown
            isMine[p] = field.isMine(cell)
        }
        for cell in 0..<field.cellCount {
            let p = padded(cell)
            for d in around {
                unknownAround[p + d] += 1
                if isMine[p + d] { number[p] += 1 }
            }
        }
        singleQueue.reserveCapacity(size)
        pairQueue.reserveCapacity(size)
    }

    func padded(_ cell: Int) -> Int {
        (cell / width + Self.margin) * stride + cell % width + Self.margin
    }

    /// The layout as it stands now.
    var field: MineField {
        MineField(width: width, height: height, mines: (0..<width * height).filter { isMine[padded($0)] })
    }

    var isSolved: Bool { unknownCount == 0 }

    /// Uncovers the first click; false (and nothing learnt) if it is a mine or off the board.
    mutating func open(_ cell: Int) -> Bool {
        guard cell >= 0, cell < width * height else { return false }
        let p = padded(cell)
        guard !isMine[p] else { return false }
        learnSafe(p)
        return true
    }

    /// Applies the rules, cheapest first, until the board is solved (true) or nothing more follows.
    mutating func solve() -> Bool {
        while true {
            if let p = singleQueue.popLast() {
                queued[p] &= ~1
                applyOneNumber(p)
            } else if let p = pairQueue.popLast() {
                queued[p] &= ~2
                applyTwoNumbers(p)
            } else if isSolved {
                return true
            } else if !applyMineCount() {
                return false
            }
        }
    }

    // MARK: Learning

    mutating func learnSafe(_ p: Int) {
        knowledge[p] = Self.safe
        unknownCount -= 1
        for d in around {
            unknownAround[p + d] &-= 1
            if knowledge[p + d] == Self.safe { enqueue(p + d) }
        }
        enqueue(p)
    }

    mutating func learnMine(_ p: Int) {
        knowledge[p] = Self.mine
        unknownCount -= 1
        knownMineCount += 1
        for d in around {
            unknownAround[p + d] &-= 1
            knownMinesAround[p + d] &+= 1
            if knowledge[p + d] == Self.safe { enqueue(p + d) }
        }
    }

    mutating func enqueue(_ p: Int) {
        if queued[p] & 1 == 0 {
            queued[p] |= 1
            singleQueue.append(p)
        }
        if queued[p] & 2 == 0 {
            queued[p] |= 2
            pairQueue.append(p)
        }
    }

    /// Mines still to find around the uncovered number at `p`.
    func minesLeft(around p: Int) -> Int {
        Int(number[p]) - Int(knownMinesAround[p])
    }

    // MARK: Rules

    /// One number: if its unknown neighbours must all be safe, or must all be mines, they are.
    private mutating func applyOneNumber(_ p: Int) {
        let unknowns = Int(unknownAround[p])
        guard knowledge[p] == Self.safe, unknowns > 0 else { return }
        let left = minesLeft(around: p)
        guard left == 0 || left == unknowns else { return }
        for d in around where knowledge[p + d] == Self.unknown {
            if left == 0 { learnSafe(p + d) } else { learnMine(p + d) }
        }
    }

    /// Two overlapping numbers A and B: if A needs more mines than B by exactly the number of cells
    /// only A touches, those cells are mines and the cells only B touches are safe. (This covers the
    /// subset rule too.) Each pair is compared inside the 7×7 window around A, as bitmasks.
    private mutating func applyTwoNumbers(_ a: Int) {
        guard knowledge[a] == Self.safe, unknownAround[a] > 0 else { return }
        var window: UInt64 = 0
        var rowStart = a - 3 * stride - 3
        for row in 0..<7 {
            for column in 0..<7 where knowledge[rowStart + column] == Self.unknown {
                window |= 1 << UInt64(row * 8 + column)
            }
            rowStart += stride
        }
        let block: UInt64 = 0x07_0707
        let setA = window & (block << 18)
        let leftA = minesLeft(around: a)
        for dy in -2...2 {
            for dx in -2...2 where dx != 0 || dy != 0 {
                let b = a + dy * stride + dx
                guard knowledge[b] == Self.safe, unknownAround[b] > 0 else { continue }
                let setB = window & (block << UInt64((dy + 2) * 8 + dx + 2))
                let onlyA = setA & ~setB, onlyB = setB & ~setA
                guard setA & setB != 0, onlyA | onlyB != 0 else { continue }
                let leftB = minesLeft(around: b)
                if leftA - leftB == onlyA.nonzeroBitCount {
                    learn(onlyA, in: a, mines: true)
                    learn(onlyB, in: a, mines: false)
                } else if leftB - leftA == onlyB.nonzeroBitCount {
                    learn(onlyB, in: a, mines: true)
                    learn(onlyA, in: a, mines: false)
                } else {
                    continue
                }
                // The window is stale now; look at A's other pairs again once the news has spread.
                if queued[a] & 2 == 0 {
                    queued[a] |= 2
                    pairQueue.append(a)
                }
                return
            }
        }
    }

    /// Marks the cells of a 7×7-window mask centred on `centre`.
    private mutating func learn(_ mask: UInt64, in centre: Int, mines: Bool) {
        var bits = mask
        while bits != 0 {
            let k = bits.trailingZeroBitCount
            bits &= bits - 1
            let p = centre + ((k >> 3) - 3) * stride + (k & 7) - 3
            guard knowledge[p] == Self.unknown else { continue }
            if mines { learnMine(p) } else { learnSafe(p) }
        }
    }

    /// The total mine count, used when local rules stall: if some numbers with disjoint unknown
    /// neighbourhoods account for every remaining mine, all other unknown cells are safe; if they
    /// leave exactly enough mines to fill all other unknown cells, those are mines.
    private mutating func applyMineCount() -> Bool {
        let remaining = mineTotal - knownMineCount
        if remaining == 0 || remaining == unknownCount {
            learnAllUnknown(except: [], mines: remaining != 0)
            return true
        }
        var groups = FrontierGroups()
        for p in 0..<knowledge.count where knowledge[p] == Self.safe && unknownAround[p] > 0 {
            var cells: [Int] = []
            for d in around where knowledge[p + d] == Self.unknown { cells.append(p + d) }
            guard groups.add(cells, mines: minesLeft(around: p), limit: Self.globalSearchLimit) else {
                return false
            }
        }
        guard let union = groups.settlingUnion(unknownCount: unknownCount, minesLeft: remaining) else { return false }
        learnAllUnknown(except: union.cells, mines: union.restAreMines)
        return true
    }

    private mutating func learnAllUnknown(except excluded: Set<Int>, mines: Bool) {
        for p in 0..<knowledge.count where knowledge[p] == Self.unknown && !excluded.contains(p) {
            if mines { learnMine(p) } else { learnSafe(p) }
        }
    }
}
