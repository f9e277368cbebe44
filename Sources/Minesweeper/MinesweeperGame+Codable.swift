extension MinesweeperGame: Codable {
    private enum CodingKeys: String, CodingKey {
        case params, seed, mines, cells, flagMode, marks, moves
    }

    /// Compact, because it is stored at every move: the layout as hex (`MineField.hex`, absent
    /// before the first uncover) and the player's marks as one character per cell
    /// (`.` covered, `F` flag, `?` question mark, `o` uncovered, `X` exploded mine).
    /// The server writes the same JSON by hand (`storedJSON`).
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
        let seed = try container.decode(UInt64.self, forKey: .seed)
        let flagMode = try container.decode(Bool.self, forKey: .flagMode)
        let questionMarks = try container.decode(Bool.self, forKey: .marks)
        let moveCount = try container.decode(Int.self, forKey: .moves)
        let hex = try container.decodeIfPresent(String.self, forKey: .mines)
        let cells = try container.decode(String.self, forKey: .cells)
        do throws(Damage) {
            let field = try hex.map { hex throws(Damage) in try Self.storedField(params, hex: hex.utf8) }
            try self.init(params: params, seed: seed, flagMode: flagMode, questionMarks: questionMarks,
                          moveCount: moveCount, field: field, cells: cells.utf8)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: error.part == .mines ? .mines : .cells, in: container,
                                                   debugDescription: error.reason)
        }
    }
}
