import Games
import JSONText

/// The one stored form of a game: JSON in one fixed layout, written and read by hand (a move stores the state every
/// time, and JSONEncoder and JSONDecoder were a fifth of a move's CPU):
///
///     {"params":{"level":"expert","width":30,"height":16,"mines":99,"noGuess":true},"seed":42,
///      "mines":"<hex>","cells":"<one mark per cell>","flagMode":false,"marks":false,"moves":5}
///
/// One line; `mines` (the layout as `MineField.hex`) is absent before the first uncover, and `cells` holds one
/// `CellMark` per cell (`.` covered, `F` flag, `?` question mark, `o` uncovered, `X` exploded mine). The level,
/// the hex digits and the marks never need escaping. Rows with the same fields in another order (written by
/// `JSONEncoder` before this layout) are read through `JSONReader`; a damaged row is refused with a
/// `StoredFormError`.
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
