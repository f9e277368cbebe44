extension MinesweeperParams: Codable {
    private enum CodingKeys: String, CodingKey {
        case level, width, height, mines, noGuess
    }

    /// Stored params are checked like typed ones, so a damaged row can never build an impossible board.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let level = try container.decode(Level.self, forKey: .level)
        let width = try container.decode(Int.self, forKey: .width)
        let height = try container.decode(Int.self, forKey: .height)
        let mines = try container.decode(Int.self, forKey: .mines)
        let noGuess = try container.decode(Bool.self, forKey: .noGuess)
        do {
            self = try .stored(level: level, width: width, height: height, mines: mines, noGuess: noGuess)
        } catch {
            throw DecodingError.dataCorruptedError(forKey: .mines, in: container, debugDescription: error.message)
        }
    }

    /// Params read back from storage, checked like typed ones.
    static func stored(level: Level, width: Int, height: Int, mines: Int, noGuess: Bool) throws(MinesweeperError)
        -> MinesweeperParams
    {
        let checked = try MinesweeperParams(width: width, height: height, mines: mines, noGuess: noGuess)
        return MinesweeperParams(level: level, width: checked.width, height: checked.height, mines: checked.mines,
                                 noGuess: noGuess)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(level, forKey: .level)
        try container.encode(width, forKey: .width)
        try container.encode(height, forKey: .height)
        try container.encode(mines, forKey: .mines)
        try container.encode(noGuess, forKey: .noGuess)
    }
}
