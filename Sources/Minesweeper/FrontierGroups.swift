/// The unknown neighbourhoods of the uncovered numbers on the frontier, for the global-count rule:
/// a search for numbers whose neighbourhoods do not overlap, so that their mines add up exactly.
struct FrontierGroups {
    private var groups: [(cells: [Int], mines: Int)] = []

    /// Adds one number's neighbourhood (identical ones count once); false once there are more than `limit`.
    mutating func add(_ cells: [Int], mines: Int, limit: Int) -> Bool {
        guard !groups.contains(where: { $0.cells == cells }) else { return true }
        groups.append((cells, mines))
        return groups.count <= limit
    }

    /// A union of disjoint neighbourhoods after which the unknown cells outside it must be all safe
    /// or all mines, if there is one (and at least one such cell).
    func settlingUnion(unknownCount: Int, minesLeft: Int) -> (cells: Set<Int>, restAreMines: Bool)? {
        var overlaps = Array(repeating: 0, count: groups.count)
        for i in groups.indices {
            for j in groups.indices where i != j && !Set(groups[i].cells).isDisjoint(with: groups[j].cells) {
                overlaps[i] |= 1 << j
            }
        }
        guard let found = search(from: 0, chosen: 0, cells: 0, mines: 0, overlaps: overlaps,
                                 unknownCount: unknownCount, minesLeft: minesLeft) else { return nil }
        var union = Set<Int>()
        for i in groups.indices where found.chosen & (1 << i) != 0 { union.formUnion(groups[i].cells) }
        return (union, minesLeft > found.mines)
    }

    /// Depth-first over include / leave out, keeping the chosen neighbourhoods disjoint.
    private func search(from index: Int, chosen: Int, cells: Int, mines: Int, overlaps: [Int],
                        unknownCount: Int, minesLeft: Int) -> (chosen: Int, mines: Int)? {
        if index == groups.count {
            let outside = unknownCount - cells, outsideMines = minesLeft - mines
            return outside > 0 && (outsideMines == 0 || outsideMines == outside) ? (chosen, mines) : nil
        }
        if overlaps[index] & chosen == 0,
           let found = search(from: index + 1, chosen: chosen | 1 << index, cells: cells + groups[index].cells.count,
                              mines: mines + groups[index].mines, overlaps: overlaps,
                              unknownCount: unknownCount, minesLeft: minesLeft) {
            return found
        }
        return search(from: index + 1, chosen: chosen, cells: cells, mines: mines, overlaps: overlaps,
                      unknownCount: unknownCount, minesLeft: minesLeft)
    }
}
