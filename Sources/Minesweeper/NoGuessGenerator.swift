import Games

/// Makes boards that logic alone solves from the first click (see `Solver`).
///
/// It lays mines at random, then solves the board as a player would. Whenever the solver stalls, it
/// moves a few mines near the stall (`Deduction.perturb`) and carries on, instead of throwing the
/// board away. A board solved that way is then checked from scratch, because a moved mine changes
/// numbers the solver read earlier; a board that fails the check is perturbed further.
public enum NoGuessGenerator {
    /// Perturbations allowed per laid-out board before starting again from fresh random mines.
    static let perturbationsPerCell = 1
    static let layoutAttempts = 20

    /// The board, or the best it could do: see `attempt`.
    public static func generate(width: Int, height: Int, mines: Int, firstClick: Int, seed: UInt64) -> MineField {
        attempt(width: width, height: height, mines: mines, firstClick: firstClick, seed: seed).field
    }

    /// The same arguments give the same board on every machine. Bad input never traps: sizes below
    /// 1 become 1, an off-board first click becomes cell 0, and more mines than fit become as many
    /// as fit outside the first click's 3×3. If no no-guess board turns up, the last random board with a
    /// safe 3×3 is returned with `solvable` false: a caller promising "no guessing" must not promise it
    /// then (custom boards stay below `MinesweeperParams.noGuessDensityLimit`, where it was never seen).
    public static func attempt(width: Int, height: Int, mines: Int, firstClick: Int,
                               seed: UInt64) -> (field: MineField, solvable: Bool) {
        let width = min(max(1, width), 1_000), height = min(max(1, height), 1_000)
        let firstClick = (0..<width * height).contains(firstClick) ? firstClick : 0
        var generator = SeededGenerator(seed: seed)
        var field = MineField.random(width: width, height: height, mines: mines, firstClick: firstClick, using: &generator)
        for _ in 0..<layoutAttempts {
            if let solvable = makeSolvable(field, firstClick: firstClick, using: &generator) { return (solvable, true) }
            field = MineField.random(width: width, height: height, mines: mines, firstClick: firstClick, using: &generator)
        }
        return (field, false)
    }

    private static func makeSolvable(_ field: MineField, firstClick: Int,
                                     using generator: inout SeededGenerator) -> MineField? {
        var deduction = Deduction(field: field)
        guard deduction.open(firstClick) else { return nil }
        var budget = perturbationsPerCell * field.cellCount
        var checks = 0
        while true {
            if deduction.solve() {
                let candidate = deduction.field
                var check = Deduction(field: candidate)
                if check.open(firstClick), check.solve() { return candidate }
                checks += 1
                guard checks < 8 else { return nil }
                deduction = check
                continue
            }
            guard budget > 0, deduction.perturb(keepingClear: firstClick, using: &generator) else { return nil }
            budget -= 1
        }
    }
}
