import Games

/// The stored JSON written and read by hand, in one fixed layout that `Codable` reads too:
///
///     {"params":{"level":"expert","width":30,"height":16,"mines":99,"noGuess":true},"seed":42,
///      "mines":"<hex>","cells":"<one mark per cell>","flagMode":false,"marks":false,"moves":5}
///
/// (one line; `mines` is absent before the first uncover). Rows written by `JSONEncoder` have their keys
/// in any order: `init?(storedJSON:)` returns nil for them, and for anything damaged, and they are read
/// with `JSONDecoder` instead. The level, the hex digits and the marks never need escaping.
extension MinesweeperGame: HandCodedState {
    public var storedJSON: String {
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

    public init?(storedJSON: String) {
        var text = storedJSON
        guard let game = text.withUTF8({ bytes in
            var reader = StoredJSONReader(bytes)
            return Self.read(&reader)
        }) else { return nil }
        self = game
    }

    private static func read(_ reader: inout StoredJSONReader) -> MinesweeperGame? {
        guard reader.expect(#"{"params":{"level":""#), let levelName = reader.string(),
              let level = Level(rawValue: String(decoding: levelName, as: UTF8.self)),
              reader.expect(#","width":"#), let width = reader.integer(),
              reader.expect(#","height":"#), let height = reader.integer(),
              reader.expect(#","mines":"#), let mines = reader.integer(),
              reader.expect(#","noGuess":"#), let noGuess = reader.bool(),
              reader.expect(#"},"seed":"#), let seed = reader.unsigned(),
              let params = try? MinesweeperParams.stored(level: level, width: width, height: height, mines: mines,
                                                         noGuess: noGuess)
        else { return nil }
        var field: MineField?
        if reader.expect(#","mines":""#) {
            guard let hex = reader.string(), let stored = try? storedField(params, hex: hex) else { return nil }
            field = stored
        }
        guard reader.expect(#","cells":""#), let cells = reader.string(),
              reader.expect(#","flagMode":"#), let flagMode = reader.bool(),
              reader.expect(#","marks":"#), let questionMarks = reader.bool(),
              reader.expect(#","moves":"#), let moveCount = reader.integer(),
              reader.expect("}"), reader.isAtEnd
        else { return nil }
        return try? MinesweeperGame(params: params, seed: seed, flagMode: flagMode, questionMarks: questionMarks,
                                    moveCount: moveCount, field: field, cells: cells)
    }
}
