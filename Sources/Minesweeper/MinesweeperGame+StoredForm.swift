import Games

/// The one stored form of a game: JSON in one fixed layout, written and read by hand (a move stores the state every
/// time, and JSONEncoder and JSONDecoder were a fifth of a move's CPU):
///
///     {"params":{"level":"expert","width":30,"height":16,"mines":99,"noGuess":true},"seed":42,
///      "mines":"<hex>","cells":"<one mark per cell>","flagMode":false,"marks":false,"moves":5}
///
/// One line; `mines` (the layout as `MineField.hex`) is absent before the first uncover, and `cells` holds one
/// `CellMark` per cell (`.` covered, `F` flag, `?` question mark, `o` uncovered, `X` exploded mine). The level,
/// the hex digits and the marks never need escaping. Anything else (keys in another order, spaces, a damaged
/// row) is refused with a `StoredFormError`.
extension MinesweeperGame {
    public var storedForm: String {
        let hexLength = field.map { ($0.cellCount + 3) / 4 } ?? 0
        // Besides the hex and the marks: the literal text, the level, five numbers and three booleans, under 320 bytes.
        return StoredJSONWriter.string(capacity: 320 + hexLength + marks.count) { out in
            out.write(#"{"params":{"level":""#)
            out.write(params.level.rawValue.utf8)
            out.write(#"","width":"#)
            out.write(params.width)
            out.write(#","height":"#)
            out.write(params.height)
            out.write(#","mines":"#)
            out.write(params.mines)
            out.write(#","noGuess":"#)
            out.write(params.noGuess)
            out.write(#"},"seed":"#)
            out.write(seed)
            if let field {
                out.write(#","mines":""#)
                out.write(length: hexLength, field.writeHex)
                out.write(#"""#)
            }
            out.write(#","cells":""#)
            out.write(length: marks.count) { bytes in
                for (index, mark) in marks.enumerated() {
                    bytes[index] = mark.rawValue
                }
            }
            out.write(#"","flagMode":"#)
            out.write(flagMode)
            out.write(#","marks":"#)
            out.write(questionMarks)
            out.write(#","moves":"#)
            out.write(moveCount)
            out.write("}")
        }
    }

    public init(storedForm: String) throws {
        var text = storedForm
        self = try text.withUTF8 { bytes throws(StoredFormError) in
            var reader = StoredJSONReader(bytes)
            return try Self.read(&reader)
        }
    }

    private static func read(_ reader: inout StoredJSONReader) throws(StoredFormError) -> MinesweeperGame {
        guard reader.expect(#"{"params":{"level":""#), let levelName = reader.string(),
              let level = Level(rawValue: String(decoding: levelName, as: UTF8.self)),
              reader.expect(#","width":"#), let width = reader.integer(),
              reader.expect(#","height":"#), let height = reader.integer(),
              reader.expect(#","mines":"#), let mines = reader.integer(),
              reader.expect(#","noGuess":"#), let noGuess = reader.bool(),
              reader.expect(#"},"seed":"#), let seed = reader.unsigned()
        else { throw notTheLayout(at: reader.offset) }
        let params: MinesweeperParams
        do {
            params = try MinesweeperParams(width: width, height: height, mines: mines, noGuess: noGuess)
        } catch {
            throw damaged(error.message)
        }
        var field: MineField?
        if reader.expect(#","mines":""#) {
            guard let hex = reader.string() else { throw notTheLayout(at: reader.offset) }
            field = try storedField(params, hex: hex)
        }
        guard reader.expect(#","cells":""#), let cells = reader.string(),
              reader.expect(#","flagMode":"#), let flagMode = reader.bool(),
              reader.expect(#","marks":"#), let questionMarks = reader.bool(),
              reader.expect(#","moves":"#), let moveCount = reader.integer(),
              reader.expect("}"), reader.isAtEnd
        else { throw notTheLayout(at: reader.offset) }
        // The level is kept as stored: a classic board's size is checked like a custom one's.
        let stored = MinesweeperParams(level: level, width: params.width, height: params.height, mines: params.mines,
                                       noGuess: noGuess)
        return try MinesweeperGame(params: stored, seed: seed, flagMode: flagMode, questionMarks: questionMarks,
                                   moveCount: moveCount, field: field, cells: cells)
    }

    private static func notTheLayout(at offset: Int) -> StoredFormError {
        StoredFormError(game: "Minesweeper", reason: "Not the stored layout (at byte \(offset)).")
    }

    private static func damaged(_ reason: String) -> StoredFormError {
        StoredFormError(game: "Minesweeper", reason: reason)
    }

    /// The stored mine layout (`MineField.hex`), which must fit the board and hold its number of mines.
    private static func storedField(_ params: MinesweeperParams, hex: some Collection<UInt8>) throws(StoredFormError)
        -> MineField
    {
        guard let field = MineField(width: params.width, height: params.height, hexDigits: hex),
              field.mineCount == params.mines else {
            throw damaged("The mine layout does not fit the board.")
        }
        return field
    }

    /// A stored game from its parts, checked so that they agree (one mark per cell, nothing uncovered that is a
    /// mine, no question mark while they are off): a damaged row fails to load instead of producing a game that
    /// breaks later. `cells` holds one `CellMark` character per cell.
    private init(params: MinesweeperParams, seed: UInt64, flagMode: Bool, questionMarks: Bool, moveCount: Int,
         field: MineField?, cells: some Collection<UInt8>) throws(StoredFormError) {
        let count = params.width * params.height
        var failure = cells.count == count ? nil : Self.damaged("Expected one mark per cell.")
        var revealed = 0, flags = 0, exploded = false
        // One pass that decodes, counts and checks, writing each mark once.
        let marks = [CellMark](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard failure == nil else { return }
            for character in cells {
                guard let mark = CellMark(rawValue: character) else {
                    failure = Self.damaged("Expected one mark per cell.")
                    return
                }
                switch mark {
                case .revealed:
                    guard let field, !field.isMine(initialized) else {
                        failure = Self.damaged("An uncovered cell holds a mine.")
                        return
                    }
                    revealed += 1
                case .exploded:
                    guard let field, field.isMine(initialized) else {
                        failure = Self.damaged("An exploded cell holds no mine.")
                        return
                    }
                    exploded = true
                case .flagged:
                    flags += 1
                case .questioned:
                    guard questionMarks else {
                        failure = Self.damaged("A question mark while they are switched off.")
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
