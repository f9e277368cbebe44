extension MinesweeperGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case params, seed, mines, cells, flagMode, marks, moves
    }

    /// Compact, because it is stored at every move: the layout as hex (`MineField.hex`, absent
    /// before the first uncover) and the player's marks as one character per cell
    /// (`.` covered, `F` flag, `?` question mark, `o` uncovered, `X` exploded mine).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(params, forKey: .params)
        try container.encode(seed, forKey: .seed)
        try container.encodeIfPresent(field?.hex, forKey: .mines)
        try container.encode(String(decoding: marks.map(\.rawValue), as: UTF8.self), forKey: .cells)
        try container.encode(flagMode, forKey: .flagMode)
        try container.encode(questionMarks, forKey: .marks)
        try container.encode(moveCount, forKey: .moves)
    }

    /// Checks that the parts agree (sizes, mine count, nothing uncovered that is a mine), so a
    /// damaged row fails to load instead of producing a game that breaks later.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let params = try container.decode(MinesweeperParams.self, forKey: .params)
        self.init(params: params, seed: try container.decode(UInt64.self, forKey: .seed))
        flagMode = try container.decode(Bool.self, forKey: .flagMode)
        questionMarks = try container.decode(Bool.self, forKey: .marks)
        moveCount = try container.decode(Int.self, forKey: .moves)
        func corrupted(_ key: CodingKeys, _ why: String) -> DecodingError {
            DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: why)
        }
        if let hex = try container.decodeIfPresent(String.self, forKey: .mines) {
            guard let field = MineField(width: params.width, height: params.height, hex: hex),
                  field.mineCount == params.mines else {
                throw corrupted(.mines, "The mine layout does not fit the board.")
            }
            self.field = field
        }
        let text = try container.decode(String.self, forKey: .cells)
        let decoded = text.utf8.map { CellMark(rawValue: $0) }
        guard decoded.count == marks.count, !decoded.contains(nil) else {
            throw corrupted(.cells, "Expected one mark per cell.")
        }
        marks = decoded.compactMap { $0 }
        for (index, mark) in marks.enumerated() {
            switch mark {
            case .revealed:
                guard let field, !field.isMine(index) else { throw corrupted(.cells, "An uncovered cell holds a mine.") }
                revealedCount += 1
            case .exploded:
                guard let field, field.isMine(index) else { throw corrupted(.cells, "An exploded cell holds no mine.") }
                exploded = true
            case .flagged:
                flagCount += 1
            case .questioned:
                guard questionMarks else { throw corrupted(.cells, "A question mark while they are switched off.") }
            case .covered:
                break
            }
        }
    }
}
