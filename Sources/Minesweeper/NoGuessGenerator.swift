import Games

/// Makes boards that logic alone solves from the first click (see `Solver`). When the solver stalls on random mines,
/// it moves a few near the stall (`Deduction.perturb`) instead of throwing the board away; since a moved mine changes
/// numbers read earlier, such a board is checked again from scratch (and perturbed further if it fails).
public enum NoGuessGenerator {
    /// Perturbations allowed per laid-out board before starting again from fresh random mines.
    static let perturbationsPerCell = 1
    static let layoutAttempts = 20

    /// The board, or the best it could do: see `attempt`.
    public static func generate(width: Int, height: Int, mines: Int, firstClick: Int, seed: UInt64) -> MineField {
        attempt(width: width, height: height, mines: mines, firstClick: firstClick, seed: seed).field
    }

    /// The same arguments give the same board on every machine; bad input is clamped, never trapped. With no no-guess
    /// board found, the last random board with a safe 3×3 comes back with `solvable` false, so the caller must not
    /// promise "no guessing" (custom boards stay below `noGuessDensityLimit`, where that has not been seen).
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
