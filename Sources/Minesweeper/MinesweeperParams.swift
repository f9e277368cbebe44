/// The board a player chose: its size, its mines, and whether it must be solvable without guessing. Custom boards
/// are 5…50 wide and 5…30 high (a real game, yet usable as a page of buttons), with at most width × height − 9
/// mines so the 3×3 around the first click can always stay free.
public struct MinesweeperParams: Sendable, Equatable {
    public static let widthRange = 5...50
    public static let heightRange = 5...30

    public let level: MinesweeperLevel
    public let width: Int
    public let height: Int
    public let mines: Int
    /// The board is generated so that logic alone solves it from the first click.
    public let noGuess: Bool

    init(level: MinesweeperLevel, width: Int, height: Int, mines: Int, noGuess: Bool) {
        self.level = level
        self.width = width
        self.height = height
        self.mines = mines
        self.noGuess = noGuess
    }

    /// The classic boards: Beginner 9×9 / 10, Intermediate 16×16 / 40, Expert 30×16 / 99.
    /// `.custom` gives the Intermediate size as a starting point for the custom form.
    public static func preset(_ level: MinesweeperLevel, noGuess: Bool = true) -> MinesweeperParams {
        switch level {
        case .beginner: MinesweeperParams(level: level, width: 9, height: 9, mines: 10, noGuess: noGuess)
        case .intermediate, .custom: MinesweeperParams(level: level, width: 16, height: 16, mines: 40, noGuess: noGuess)
        case .expert: MinesweeperParams(level: level, width: 30, height: 16, mines: 99, noGuess: noGuess)
        }
    }

    /// A custom board, checked value by value so the player learns which one to fix.
    public init(width: Int, height: Int, mines: Int, noGuess: Bool) throws(MinesweeperError) {
        let widths = Self.widthRange, heights = Self.heightRange
        guard widths.contains(width) else {
            throw .badParams("The width must be from \(widths.lowerBound) to \(widths.upperBound) cells.")
        }
        guard heights.contains(height) else {
            throw .badParams("The height must be from \(heights.lowerBound) to \(heights.upperBound) cells.")
        }
        let most = Self.mostMines(width: width, height: height)
        guard (1...most).contains(mines) else {
            throw .badParams("A \(width) × \(height) board takes from 1 to \(most) mines.")
        }
        self.init(level: .custom, width: width, height: height, mines: mines, noGuess: noGuess)
    }

    /// The same board with or without the no-guess promise.
    public func withNoGuess(_ noGuess: Bool) -> MinesweeperParams {
        MinesweeperParams(level: level, width: width, height: height, mines: mines, noGuess: noGuess)
    }

    /// The first click and its 3×3 stay free of mines, so nine cells are always safe.
    public static func mostMines(width: Int, height: Int) -> Int {
        width * height - 9
    }
}
