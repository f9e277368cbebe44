import Games
import JSONText

/// The one stored form of a game: JSON in one fixed layout (`params`, `seed`, `mines` as hex once laid, one
/// `CellMark` per cell, `flagMode`, `marks`, `moves`), written and read by hand since a move stores it every time and
/// JSONEncoder cost a fifth of a move's CPU. Other key orders are read by `JSONReader`; a damaged row is refused.
extension MinesweeperGame {
    public var storedForm: String {
        StoredMinesweeperGame.write(self)
    }

    public init(storedForm: String) throws {
        var text = storedForm
        if let game = try text.withUTF8({ bytes throws(StoredFormError) in
            var reader = StoredJSONReader(bytes)
            return try StoredMinesweeperGame.readLayout(&reader)
        }) {
            self = game
        } else {
            self = try StoredMinesweeperGame.readFields(Array(storedForm.utf8))
        }
    }

    /// A stored game from its parts, checked so that they agree (one mark per cell, nothing uncovered that is a
    /// mine): a damaged row fails to load instead of producing a game that
    /// breaks later. `cells` holds one `CellMark` character per cell.
    init(params: MinesweeperParams, seed: UInt64, flagMode: Bool, questionMarks: Bool, moveCount: Int,
         field: MineField?, cells: some Collection<UInt8>) throws(StoredFormError) {
        let count = params.width * params.height
        var failure = cells.count == count ? nil : StoredMinesweeperGame.damaged("Expected one mark per cell.")
        var revealed = 0, flags = 0, exploded = false
        // One pass that decodes, counts and checks, writing each mark once.
        let marks = [CellMark](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard failure == nil else { return }
            for character in cells {
                guard let mark = CellMark(rawValue: character) else {
                    failure = StoredMinesweeperGame.damaged("Expected one mark per cell.")
                    return
                }
                switch mark {
                case .revealed:
                    guard let field, !field.isMine(initialized) else {
                        failure = StoredMinesweeperGame.damaged("An uncovered cell holds a mine.")
                        return
                    }
                    revealed += 1
                case .exploded:
                    guard let field, field.isMine(initialized) else {
                        failure = StoredMinesweeperGame.damaged("An exploded cell holds no mine.")
                        return
                    }
                    exploded = true
                case .flagged:
                    flags += 1
                case .questioned, .covered:
                    // A question mark may stay after they are switched off (a setting changes no cell).
                    break
                }
                buffer.initializeElement(at: initialized, to: mark)
                initialized += 1
            }
        }
        if let failure { throw failure }
        self.params = params
        self.seed = seed
        self.flagMode = flagMode
        self.questionMarks = questionMarks
        self.moveCount = moveCount
        self.field = field
        self.marks = marks
        revealedCount = revealed
        flagCount = flags
        self.exploded = exploded
    }
}
