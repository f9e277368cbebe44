import Games

/// A game is stored as one JSON object by its `Codable` conformance below: the cells played, oldest first, as names
/// run together (`"e5d4"`), the computer's generator and the params. The board is played again from the cells,
/// which checks each was allowed in its turn: a text that is no playable game is refused.
extension UltimateTicTacToeGame: StoredAsJSON {
    public static let storedName = "Ultimate Tic-Tac-Toe"
}

extension UltimateTicTacToeGame {
    private enum CodingKeys: String, CodingKey {
        case cells, params, rng, seed
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let params = try container.decode(UltimateTicTacToeParams.self, forKey: .params)
        let names = try container.decode(String.self, forKey: .cells)
        let (board, cells) = try Self.board(playing: names, params: params).get()
        self.init(params: params, seed: try container.decode(UInt64.self, forKey: .seed), board: board,
                  playedCells: cells, rng: try container.decode(SeededGenerator.self, forKey: .rng))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(playedCells.map { CellName.text($0, width: 9) }.joined(), forKey: .cells)
        try container.encode(params, forKey: .params)
        try container.encode(rng, forKey: .rng)
        try container.encode(seed, forKey: .seed)
    }

    /// The board the named cells make, X first and alternating, each a move the rules allowed; against the
    /// computer a game still going waits for the human.
    private static func board(playing names: String, params: UltimateTicTacToeParams)
        -> Result<(Board, [Int]), StoredFormError> {
        func refused(_ reason: String) -> Result<(Board, [Int]), StoredFormError> {
            .failure(StoredFormError(game: storedName, reason: reason))
        }
        let bytes = Array(names.utf8)
        guard bytes.count.isMultiple(of: 2), bytes.count <= 2 * Board.cells.count else {
            return refused("the cells played are not a list of names such as e5")
        }
        var board = Board()
        var cells: [Int] = []
        for start in stride(from: 0, to: bytes.count, by: 2) {
            let name = String(decoding: bytes[start..<start + 2], as: UTF8.self)
            guard let cell = CellName.index(name, width: 9, height: 9), Board.cells.contains(cell),
                  CellName.text(cell, width: 9) == name else {
                return refused("\(name.debugDescription) is not a square of the board")
            }
            guard !board.isOver else { return refused("a move was played after the game ended") }
            do {
                try checkAllowed(cell, on: board)
            } catch {
                return refused("move \(cells.count + 1), \(name), breaks the rules: \(error.message)")
            }
            board.play(cell, board.turn)
            cells.append(cell)
        }
        if params.mode == .vsComputer, !board.isOver, board.turn != params.human {
            return refused("it cannot be the computer's turn between moves")
        }
        return .success((board, cells))
    }
}
