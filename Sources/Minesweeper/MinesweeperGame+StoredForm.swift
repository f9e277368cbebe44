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
        if let game = try text.withUTF8({ bytes throws(StoredFormError) in
            var reader = StoredJSONReader(bytes)
            return try Self.readLayout(&reader)
        }) {
            self = game
        } else {
            self = try Self.readFields(Array(storedForm.utf8))
        }
    }

    /// The game, when the text is in the layout `storedForm` writes; nil when it is not.
    private static func readLayout(_ reader: inout StoredJSONReader) throws(StoredFormError) -> MinesweeperGame? {
        guard reader.expect(#"{"params":{"level":""#), let levelName = reader.string(),
              reader.expect(#","width":"#), let width = reader.integer(),
              reader.expect(#","height":"#), let height = reader.integer(),
              reader.expect(#","mines":"#), let mines = reader.integer(),
              reader.expect(#","noGuess":"#), let noGuess = reader.bool(),
              reader.expect(#"},"seed":"#), let seed = reader.unsigned()
        else { return nil }
        var hex: UnsafeBufferPointer<UInt8>?
        if reader.expect(#","mines":""#) {
            guard let digits = reader.string() else { return nil }
            hex = digits
        }
        guard reader.expect(#","cells":""#), let cells = reader.string(),
              reader.expect(#","flagMode":"#), let flagMode = reader.bool(),
              reader.expect(#","marks":"#), let questionMarks = reader.bool(),
              reader.expect(#","moves":"#), let moveCount = reader.integer(),
              reader.expect("}"), reader.isAtEnd
        else { return nil }
        return try assemble(level: String(decoding: levelName, as: UTF8.self), width: width, height: height, mines: mines,
                            noGuess: noGuess, seed: seed, hex: hex.map(Array.init), cells: Array(cells), flagMode: flagMode,
                            questionMarks: questionMarks, moveCount: moveCount)
    }

    /// The same fields in any order, as rows written by `JSONEncoder` (before the layout above) have them.
    private static func readFields(_ bytes: [UInt8]) throws(StoredFormError) -> MinesweeperGame {
        guard case .object(let game)? = try? JSONReader.parse(bytes), case .object(let params)? = game["params"],
              case .string(let level)? = params["level"], let width = integer(params["width"]),
              let height = integer(params["height"]), let mines = integer(params["mines"]),
              case .bool(let noGuess)? = params["noGuess"],
              case .number(let seedText)? = game["seed"], let seed = UInt64(seedText),
              case .string(let cells)? = game["cells"], case .bool(let flagMode)? = game["flagMode"],
              case .bool(let questionMarks)? = game["marks"], let moveCount = integer(game["moves"])
        else { throw damaged("Not a stored Minesweeper game.") }
        var hex: [UInt8]?
        switch game["mines"] {
        case nil: break
        case .string(let digits)?: hex = Array(digits.utf8)
        default: throw damaged("The mine layout is not text.")
        }
        return try assemble(level: level, width: width, height: height, mines: mines, noGuess: noGuess, seed: seed,
                            hex: hex, cells: Array(cells.utf8), flagMode: flagMode, questionMarks: questionMarks,
                            moveCount: moveCount)
    }

    private static func integer(_ value: JSONValue?) -> Int? {
        guard case .number(let text)? = value else { return nil }
        return Int(text)
    }

    /// The stored parts, checked: the params as a new game's would be, the layout against them, the marks against both.
    private static func assemble(level levelName: String, width: Int, height: Int, mines: Int, noGuess: Bool, seed: UInt64,
                                 hex: [UInt8]?, cells: [UInt8], flagMode: Bool, questionMarks: Bool,
                                 moveCount: Int) throws(StoredFormError) -> MinesweeperGame {
        guard let level = Level(rawValue: levelName) else { throw damaged("There is no level called \(levelName.prefix(20)).") }
        let params: MinesweeperParams
        do {
            params = try MinesweeperParams(width: width, height: height, mines: mines, noGuess: noGuess)
        } catch {
            throw damaged(error.message)
        }
        let field = try hex.map { hex throws(StoredFormError) in try storedField(params, hex: hex) }
        // The level is kept as stored: a classic board's size is checked like a custom one's.
        let stored = MinesweeperParams(level: level, width: params.width, height: params.height, mines: params.mines,
                                       noGuess: noGuess)
        return try MinesweeperGame(params: stored, seed: seed, flagMode: flagMode, questionMarks: questionMarks,
                                   moveCount: moveCount, field: field, cells: cells)
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
    /// mine): a damaged row fails to load instead of producing a game that
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
