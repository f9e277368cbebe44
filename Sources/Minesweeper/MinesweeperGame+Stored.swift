/// Checks shared by both ways a stored game is read (`Codable` and `HandCodedState`).
extension MinesweeperGame {
    /// Why a stored game was refused, and which part of it is wrong.
    struct Damage: Error {
        enum Part { case mines, cells }
        let part: Part
        let reason: String
    }

    /// The stored mine layout (`MineField.hex`), which must fit the board and hold its number of mines.
    static func storedField(_ params: MinesweeperParams, hex: some Collection<UInt8>) throws(Damage) -> MineField {
        guard let field = MineField(width: params.width, height: params.height, hexDigits: hex),
              field.mineCount == params.mines else {
            throw Damage(part: .mines, reason: "The mine layout does not fit the board.")
        }
        return field
    }

    /// A stored game from its parts, checked so that they agree (one mark per cell, nothing uncovered that is a
    /// mine, no question mark while they are off): a damaged row fails to load instead of producing a game that
    /// breaks later. `cells` holds one `CellMark` character per cell.
    init(params: MinesweeperParams, seed: UInt64, flagMode: Bool, questionMarks: Bool, moveCount: Int,
         field: MineField?, cells: some Collection<UInt8>) throws(Damage) {
        let count = params.width * params.height
        var failure = cells.count == count ? nil : Damage(part: .cells, reason: "Expected one mark per cell.")
        var revealed = 0, flags = 0, exploded = false
        // One pass that decodes, counts and checks, writing each mark once.
        let marks = [CellMark](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard failure == nil else { return }
            for character in cells {
                guard let mark = CellMark(rawValue: character) else {
                    failure = Damage(part: .cells, reason: "Expected one mark per cell.")
                    return
                }
                switch mark {
                case .revealed:
                    guard let field, !field.isMine(initialized) else {
                        failure = Damage(part: .cells, reason: "An uncovered cell holds a mine.")
                        return
                    }
                    revealed += 1
                case .exploded:
                    guard let field, field.isMine(initialized) else {
                        failure = Damage(part: .cells, reason: "An exploded cell holds no mine.")
                        return
                    }
                    exploded = true
                case .flagged:
                    flags += 1
                case .questioned:
                    guard questionMarks else {
                        failure = Damage(part: .cells, reason: "A question mark while they are switched off.")
                        return
                    }
                case .covered:
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
