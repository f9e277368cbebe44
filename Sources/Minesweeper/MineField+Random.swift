import Games

extension MineField {
    /// `mines` mines spread uniformly over the board, none in the 3×3 around `firstClick`.
    /// Asking for more mines than there is room for places as many as fit.
    static func random(width: Int, height: Int, mines: Int, firstClick: Int,
                       using generator: inout SeededGenerator) -> MineField {
        var field = MineField(width: width, height: height)
        var free = (0..<field.cellCount).filter { !field.isNear($0, firstClick) }
        // A partial Fisher–Yates shuffle: the first `count` picks are the mines.
        let count = min(max(0, mines), free.count)
        for pick in 0..<count {
            let chosen = pick + generator.draw(below: free.count - pick)
            free.swapAt(pick, chosen)
            field.setMine(free[pick], true)
        }
        return field
    }
}
