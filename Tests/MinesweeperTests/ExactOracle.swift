@testable import Minesweeper

/// An exact judge of "no guessing needed", written apart from `Deduction` so a bug in the generator's own
/// solver cannot pass both: it plays the board as a perfect player would and uncovers only cells that are
/// safe in *every* mine layout consistent with what the player sees (the numbers uncovered, the mines
/// proven, the total count). The layouts are enumerated exactly, per group of frontier cells that share
/// numbers, and the unconstrained cells are counted combinatorially. It reads the board only through
/// `isMine`, and counts neighbours itself.
struct ExactOracle {
    enum Verdict: Equatable {
        case solved(steps: Int)
        /// No covered safe cell is proven safe: the player must guess with this many cells uncovered.
        case needsGuess(uncovered: Int)
        case firstClickIsMine
        /// A group of frontier cells had more layouts than the budget allows (never expected on test sizes).
        case tooHard
    }

    let width: Int, height: Int
    let isMine: [Bool]
    let mines: Int
    var uncovered: [Bool]
    var provenMine: [Bool]
    var uncoveredCount = 0
    /// Backtracking nodes allowed per frontier group per step.
    var budget = 2_000_000

    init(_ field: MineField) {
        width = field.width
        height = field.height
        isMine = (0..<field.width * field.height).map(field.isMine)
        mines = isMine.filter { $0 }.count
        uncovered = Array(repeating: false, count: isMine.count)
        provenMine = uncovered
    }

    static func judge(_ field: MineField, firstClick: Int) -> Verdict {
        var oracle = ExactOracle(field)
        return oracle.play(from: firstClick)
    }

    func neighbours(_ cell: Int) -> [Int] {
        let x = cell % width, y = cell / width
        var out: [Int] = []
        for ny in max(0, y - 1)...min(height - 1, y + 1) {
            for nx in max(0, x - 1)...min(width - 1, x + 1) where nx != x || ny != y { out.append(ny * width + nx) }
        }
        return out
    }

    func number(_ cell: Int) -> Int { neighbours(cell).filter { isMine[$0] }.count }

    /// Uncovers like the game: a 0 opens its neighbours too.
    mutating func uncover(_ cell: Int) {
        var stack = [cell]
        while let next = stack.popLast() {
            guard !uncovered[next] else { continue }
            uncovered[next] = true
            uncoveredCount += 1
            if number(next) == 0 { stack += neighbours(next).filter { !uncovered[$0] } }
        }
    }

    mutating func play(from firstClick: Int) -> Verdict {
        guard !isMine[firstClick] else { return .firstClickIsMine }
        uncover(firstClick)
        var steps = 0
        while uncoveredCount < isMine.count - mines {
            guard let (safe, mine) = forcedCells() else { return .tooHard }
            // Soundness: the true layout is one of those enumerated, so every forced cell must agree with it.
            precondition(safe.allSatisfy { !isMine[$0] } && mine.allSatisfy { isMine[$0] }, "oracle contradicts the board")
            guard !safe.isEmpty else { return .needsGuess(uncovered: uncoveredCount) }
            for cell in mine { provenMine[cell] = true }
            for cell in safe { uncover(cell) }
            steps += 1
        }
        return .solved(steps: steps)
    }

    /// A number's covered, unproven neighbours and how many of them are mines.
    struct Constraint { var cells: [Int]; var need: Int }

    /// The covered cells safe in every consistent layout, and those that are mines in every one; nil past the budget.
    func forcedCells() -> (safe: [Int], mine: [Int])? {
        let unknown = { (c: Int) in !uncovered[c] && !provenMine[c] }
        var constraints: [Constraint] = []
        for cell in isMine.indices where uncovered[cell] {
            let around = neighbours(cell)
            let cells = around.filter(unknown)
            guard !cells.isEmpty else { continue }
            constraints.append(Constraint(cells: cells, need: number(cell) - around.filter { provenMine[$0] }.count))
        }
        let groups = Self.groups(of: constraints)
        let frontier = Set(constraints.flatMap(\.cells))
        let interior = isMine.indices.filter { unknown($0) && !frontier.contains($0) }
        let remaining = mines - provenMine.filter { $0 }.count
        // Per group: for each mine count it can hold, which of its cells can be a mine / can be safe.
        var tallies: [[Int: (canMine: Set<Int>, canSafe: Set<Int>)]] = []
        for group in groups {
            guard let tally = enumerate(group) else { return nil }
            tallies.append(tally)
        }
        func sums(excluding skip: Int?) -> Set<Int> {
            var reachable: Set<Int> = [0]
            for (index, tally) in tallies.enumerated() where index != skip {
                reachable = Set(reachable.flatMap { s in tally.keys.map { s + $0 } })
            }
            return reachable
        }
        let fits = { (frontierMines: Int, interiorMinesAllowed: ClosedRange<Int>) in
            interiorMinesAllowed.contains(remaining - frontierMines)
        }
        var safe: [Int] = [], mine: [Int] = []
        for (index, tally) in tallies.enumerated() {
            let others = sums(excluding: index)
            var canMine: Set<Int> = [], canSafe: Set<Int> = []
            for (count, cells) in tally where others.contains(where: { fits(count + $0, 0...interior.count) }) {
                canMine.formUnion(cells.canMine)
                canSafe.formUnion(cells.canSafe)
            }
            let cells = Set(tally.values.flatMap { $0.canMine.union($0.canSafe) })
            safe += cells.subtracting(canMine)
            mine += cells.subtracting(canSafe)
        }
        if !interior.isEmpty {
            let all = sums(excluding: nil)
            let interiorCanMine = all.contains { fits($0, 1...interior.count) }
            let interiorCanSafe = all.contains { fits($0, 0...(interior.count - 1)) }
            if !interiorCanMine { safe += interior }
            if !interiorCanSafe { mine += interior }
        }
        return (safe, mine)
    }

    /// Constraints joined when they share a cell.
    static func groups(of constraints: [Constraint]) -> [[Constraint]] {
        var parent = Array(constraints.indices)
        func root(_ i: Int) -> Int { var i = i; while parent[i] != i { i = parent[i] }; return i }
        var owner: [Int: Int] = [:]
        for (index, constraint) in constraints.enumerated() {
            for cell in constraint.cells {
                if let other = owner[cell] { parent[root(index)] = root(other) } else { owner[cell] = index }
            }
        }
        return Dictionary(grouping: constraints.indices, by: root).values.map { $0.map { constraints[$0] } }
    }

    /// Every assignment of the group's cells that meets all its constraints, tallied by mine count.
    func enumerate(_ group: [Constraint]) -> [Int: (canMine: Set<Int>, canSafe: Set<Int>)]? {
        var cells: [Int] = []
        for constraint in group { for cell in constraint.cells where !cells.contains(cell) { cells.append(cell) } }
        let position = Dictionary(uniqueKeysWithValues: cells.enumerated().map { ($1, $0) })
        let members = group.map { $0.cells.map { position[$0]! } }
        var assignment = Array(repeating: false, count: cells.count)
        var tally: [Int: (canMine: Set<Int>, canSafe: Set<Int>)] = [:]
        var nodes = 0
        func partialOK(_ upTo: Int) -> Bool {
            for (index, positions) in members.enumerated() {
                var set = 0, open = 0
                for p in positions { if p <= upTo { set += assignment[p] ? 1 : 0 } else { open += 1 } }
                if set > group[index].need || set + open < group[index].need { return false }
            }
            return true
        }
        func visit(_ depth: Int, _ minesSoFar: Int) -> Bool {
            nodes += 1
            guard nodes <= budget else { return false }
            if depth == cells.count {
                var entry = tally[minesSoFar] ?? ([], [])
                for (p, cell) in cells.enumerated() {
                    if assignment[p] { entry.canMine.insert(cell) } else { entry.canSafe.insert(cell) }
                }
                tally[minesSoFar] = entry
                return true
            }
            for value in [false, true] {
                assignment[depth] = value
                if partialOK(depth), !visit(depth + 1, minesSoFar + (value ? 1 : 0)) { return false }
            }
            assignment[depth] = false
            return true
        }
        return visit(0, 0) ? tally : nil
    }
}
