import Games
import JSONText

/// A stored Minesweeper game (`MinesweeperGame.storedForm`): written in its one fixed layout by hand; read in that
/// layout by hand, or as the same fields in any order through `JSONReader`, each part checked before the game is
/// assembled; a damaged row is refused with a `StoredFormError`.
enum StoredMinesweeperGame {
    /// The layout `MinesweeperGame+StoredForm` describes, written by hand (`MinesweeperGame.storedForm`).
    static func write(_ game: MinesweeperGame) -> String {
        let hexLength = game.field.map { ($0.cellCount + 3) / 4 } ?? 0
        // Besides the hex and the marks: the literal text, the level, five numbers and three booleans, under 320 bytes.
        return StoredJSONWriter.string(capacity: 320 + hexLength + game.marks.count) { out in
            out.write(#"{"params":{"level":""#)
            out.write(game.params.level.rawValue.utf8)
            out.write(#"","width":"#)
            out.write(game.params.width)
            out.write(#","height":"#)
            out.write(game.params.height)
            out.write(#","mines":"#)
            out.write(game.params.mines)
            out.write(#","noGuess":"#)
            out.write(game.params.noGuess)
            out.write(#"},"seed":"#)
            out.write(game.seed)
            if let field = game.field {
                out.write(#","mines":""#)
                out.write(length: hexLength, field.writeHex)
                out.write(#"""#)
            }
            out.write(#","cells":""#)
            out.write(length: game.marks.count) { bytes in
                for (index, mark) in game.marks.enumerated() {
                    bytes[index] = mark.rawValue
                }
            }
            out.write(#"","flagMode":"#)
            out.write(game.flagMode)
            out.write(#","marks":"#)
            out.write(game.questionMarks)
            out.write(#","moves":"#)
            out.write(game.moveCount)
            out.write("}")
        }
    }

    /// The game, when the text is in the layout `storedForm` writes; nil when it is not.
    static func readLayout(_ reader: inout StoredJSONReader) throws(StoredFormError) -> MinesweeperGame? {
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
    static func readFields(_ bytes: [UInt8]) throws(StoredFormError) -> MinesweeperGame {
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
        guard let level = MinesweeperLevel(rawValue: levelName) else { throw damaged("There is no level called \(levelName.prefix(20)).") }
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

    static func damaged(_ reason: String) -> StoredFormError {
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
}
