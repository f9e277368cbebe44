/// Decides whether a board can be cleared from its first click by logic alone: the one-number rule,
/// the two-number overlap rule, and the total mine count once those stall. No guessing.
public enum Solver {
    /// False if the first click is a mine or off the board.
    public static func isSolvable(_ field: MineField, from firstClick: Int) -> Bool {
        var deduction = Deduction(field: field)
        return deduction.open(firstClick) && deduction.solve()
    }
}
