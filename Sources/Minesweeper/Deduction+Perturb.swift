import Games

extension Deduction {
    /// The generator's way out when logic stalls: pick one uncovered number on the frontier and move
    /// mines so its unknown neighbours become all safe or all mines, which the one-number rule then
    /// settles. The mines are swapped with unknown cells elsewhere, preferring cells away from the
    /// frontier so that fewer uncovered numbers change. Known cells never change, so everything
    /// learnt stays true. False when there is no frontier or no room to swap.
    mutating func perturb(using generator: inout SeededGenerator) -> Bool {
        var frontier: [Int] = []
        for p in 0..<knowledge.count where knowledge[p] == Self.safe && unknownAround[p] > 0 {
            frontier.append(p)
        }
        guard !frontier.isEmpty else { return false }
        let chosen = frontier[generator.draw(below: frontier.count)]
        var full: [Int] = [], empty: [Int] = []
        for d in around where knowledge[chosen + d] == Self.unknown {
            if isMine[chosen + d] { full.append(chosen + d) } else { empty.append(chosen + d) }
        }

        // Unknown cells outside the chosen neighbourhood, far (touching no uncovered number) or near.
        var farEmpty: [Int] = [], farFull: [Int] = [], nearEmpty: [Int] = [], nearFull: [Int] = []
        for p in 0..<knowledge.count where knowledge[p] == Self.unknown {
            if full.contains(p) || empty.contains(p) { continue }
            let near = around.contains { knowledge[p + $0] == Self.safe }
            switch (near, isMine[p]) {
            case (false, false): farEmpty.append(p)
            case (false, true): farFull.append(p)
            case (true, false): nearEmpty.append(p)
            case (true, true): nearFull.append(p)
            }
        }
        let canEmpty = farEmpty.count + nearEmpty.count >= full.count
        let canFill = farFull.count + nearFull.count >= empty.count
        // Clearing opens more of the board, so it wins ties; otherwise make the fewer changes.
        if canEmpty && (full.count <= empty.count || !canFill) {
            for p in full { setMine(p, false) }
            for p in Self.pick(full.count, from: &farEmpty, then: &nearEmpty, using: &generator) { setMine(p, true) }
        } else if canFill {
            for p in empty { setMine(p, true) }
            for p in Self.pick(empty.count, from: &farFull, then: &nearFull, using: &generator) { setMine(p, false) }
        } else {
            return false
        }
        return true
    }

    /// `count` cells chosen at random, from `first` while it lasts, then from `second`.
    private static func pick(_ count: Int, from first: inout [Int], then second: inout [Int],
                             using generator: inout SeededGenerator) -> [Int] {
        var picked: [Int] = []
        for _ in 0..<count {
            if first.isEmpty { swap(&first, &second) }
            let index = generator.draw(below: first.count)
            first.swapAt(index, first.count - 1)
            picked.append(first.removeLast())
        }
        return picked
    }
}
