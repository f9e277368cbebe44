import Games

extension Deduction {
    /// The generator's way out when logic stalls: move mines so one frontier number's unknown cells (or the whole
    /// unknown area) become all safe or all mines, which the rules settle at once. Swaps go first where no uncovered
    /// number changes, last to known cells (an endgame 50/50); false when there is nothing to swap with.
    mutating func perturb(keepingClear firstClick: Int, using generator: inout SeededGenerator) -> Bool {
        var frontier: [Int] = []
        for p in 0..<knowledge.count where knowledge[p] == Self.safe && unknownAround[p] > 0 {
            frontier.append(p)
        }
        var picked: [Int] = []
        let wholeArea = frontier.isEmpty
        if wholeArea {
            for p in 0..<knowledge.count where knowledge[p] == Self.unknown { picked.append(p) }
        } else {
            let number = frontier[generator.draw(below: frontier.count)]
            for d in around where knowledge[number + d] == Self.unknown { picked.append(number + d) }
        }
        guard !picked.isEmpty else { return false }
        let full = picked.filter { isMine[$0] }
        let empty = picked.filter { !isMine[$0] }

        let start = padded(firstClick)
        var empties = SwapCandidates(), fulls = SwapCandidates()
        for p in 0..<knowledge.count where knowledge[p] != Self.wall {
            let tier: Int
            switch knowledge[p] {
            case Self.unknown:
                guard !wholeArea, !picked.contains(p) else { continue }
                tier = around.contains { knowledge[p + $0] == Self.safe } ? 1 : 0
            default:
                guard abs(p / stride - start / stride) > 1 || abs(p % stride - start % stride) > 1 else { continue }
                tier = 2
            }
            if isMine[p] { fulls.add(p, tier: tier) } else { empties.add(p, tier: tier) }
        }

        // Clearing opens more of the board, so it wins ties; otherwise make the fewer changes.
        let canEmpty = empties.count >= full.count, canFill = fulls.count >= empty.count
        if canEmpty && (full.count <= empty.count || !canFill) {
            for p in full { toggleMine(p) }
            for p in empties.take(full.count, using: &generator) { toggleMine(p) }
        } else if canFill {
            for p in empty { toggleMine(p) }
            for p in fulls.take(empty.count, using: &generator) { toggleMine(p) }
        } else if fulls.count > 0 {
            // Very dense boards: move every mine we may into random empty picked cells. The cells
            // that gave them up are new safe ground next to the unknown area.
            var targets = empty
            for p in fulls.take(fulls.count, using: &generator) {
                toggleMine(p)
                let index = generator.draw(below: targets.count)
                targets.swapAt(index, targets.count - 1)
                toggleMine(targets.removeLast())
            }
        } else {
            return false
        }
        return true
    }

    /// Adds or removes the mine at `p`, keeping every number true. A known cell keeps being known,
    /// as what it now is; the generator's final check from scratch makes sure the board is still
    /// solvable as a whole.
    private mutating func toggleMine(_ p: Int) {
        let mine = !isMine[p]
        isMine[p] = mine
        let known = knowledge[p] != Self.unknown
        if known {
            knowledge[p] = mine ? Self.mine : Self.safe
            knownMineCount += mine ? 1 : -1
        }
        for d in around {
            number[p + d] = mine ? number[p + d] &+ 1 : number[p + d] &- 1
            if known {
                knownMinesAround[p + d] = mine ? knownMinesAround[p + d] &+ 1 : knownMinesAround[p + d] &- 1
            }
            if knowledge[p + d] == Self.safe { enqueue(p + d) }
        }
        if knowledge[p] == Self.safe { enqueue(p) }
    }
}

/// Cells a perturbation may swap mines with, in three tiers of preference.
private struct SwapCandidates {
    private var tiers: [[Int]] = [[], [], []]
    private(set) var count = 0

    mutating func add(_ p: Int, tier: Int) {
        tiers[tier].append(p)
        count += 1
    }

    /// `wanted` cells at random, from the most preferred tier first.
    mutating func take(_ wanted: Int, using generator: inout SeededGenerator) -> [Int] {
        var taken: [Int] = []
        var tier = 0
        while taken.count < wanted, tier < tiers.count {
            guard !tiers[tier].isEmpty else {
                tier += 1
                continue
            }
            let index = generator.draw(below: tiers[tier].count)
            tiers[tier].swapAt(index, tiers[tier].count - 1)
            taken.append(tiers[tier].removeLast())
        }
        return taken
    }
}
