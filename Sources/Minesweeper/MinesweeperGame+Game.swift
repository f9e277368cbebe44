import Games

/// Minesweeper as the shared controller drives it.
extension MinesweeperGame: Game {
    public typealias Params = MinesweeperParams
    public typealias Move = MinesweeperMove
    public typealias Failure = MinesweeperError

    /// The setup form's board (`MinesweeperParams.parse`). A shared link's `seed` replays that board as a custom
    /// board of the same size: the layout depends only on size, mines, seed and first click, so the mines are
    /// the same, but a board whose seed was known before the start never ranks.
    public static func params(from fields: FormFields) throws(MinesweeperError) -> MinesweeperParams {
        let params = try MinesweeperParams.parse(fields)
        guard let shared = fields["seed"], !shared.isEmpty else { return params }
        return try MinesweeperParams(width: params.width, height: params.height, mines: params.mines,
                                     noGuess: params.noGuess)
    }

    /// The seed of a shared link's board, or nil for a fresh one.
    public static func seed(from fields: FormFields) throws(MinesweeperError) -> UInt64? {
        guard let shared = fields["seed"], !shared.isEmpty else { return nil }
        guard let seed = UInt64(shared) else { throw .badParams("That board's seed is not a number.") }
        return seed
    }

    /// Reads a move form: `mode` and `marks` are settings and win over the rest; `chord`; else `action` with `cell`,
    /// or `cell` alone (a name or index) as a plain tap; `typed` (the move box) is read by `typedMove` as the tap it
    /// names. Range is checked when applied.
    public func interpret(_ fields: FormFields) throws(MinesweeperError) -> MinesweeperMove {
        if let typed = fields[TypedText.field] { return try typedMove(typed) }
        if fields["mode"] != nil { return .setFlagMode(!flagMode) }
        if fields["marks"] != nil { return .setQuestionMarks(!questionMarks) }
        if fields["chord"] != nil {
            guard let cell = fields.cell("chord", width: width, height: height) else { throw .badMove("That move does not name a cell.") }
            return .reveal(cell)
        }
        let action = fields["action"]
        guard action != nil || fields["cell"] != nil else { throw .badMove("Choose a cell to uncover or flag.") }
        guard let cell = fields.cell("cell", width: width, height: height) else { throw .badMove("That move does not name a cell.") }
        switch action {
        case nil: return move(forTapOn: cell)
        case "reveal": return .reveal(cell)
        case "flag": return flagging(cell)
        default: throw .badMove("A cell can be uncovered or flagged, nothing else.")
        }
    }

    /// A flag tap: the next mark of the cycle, by the question-mark setting (a cell off the board is refused when played).
    func flagging(_ cell: Int) -> MinesweeperMove {
        marks.indices.contains(cell) ? .cycling(cell, from: marks[cell], questionMarks: questionMarks) : .flag(cell)
    }

    /// A plain tap: a chord on a number whose flags are all placed (in flag mode too), else a flag in flag mode,
    /// else an uncover.
    func move(forTapOn cell: Int) -> MinesweeperMove {
        if chords(at: cell) { return .reveal(cell) }
        return flagMode ? flagging(cell) : .reveal(cell)
    }

    /// Flag mode and question marks are settings: a replay takes them from the game as stored.
    public mutating func takeSettings(from other: MinesweeperGame) {
        flagMode = other.flagMode
        questionMarks = other.questionMarks
    }

    /// From the first uncover, which lays the mines (flags placed before it do not start the clock).
    public var clockStarted: Bool { started }

    public var levelKey: String { params.level.rawValue }
}
