import Games

/// A game is stored as one JSON object by its `Codable` conformance below (board, last computer move, params,
/// generator, seed, state). Keys are sorted so the same game is always the same text; loading checks the row could
/// have been played, so a damaged row is refused instead of giving a board the rules cannot handle.
extension TicTacToeGame: StoredAsJSON {
    public static let storedName = "Tic-Tac-Toe"
}

/// Writing is the compiler's (`Encodable` on the type: every stored property under its own name); reading is
/// written out here, to check the row.
extension TicTacToeGame {
    enum CodingKeys: String, CodingKey {
        case params, seed, board, state, lastComputerMove, rng
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            params: try container.decode(TicTacToeParams.self, forKey: .params),
            seed: try container.decode(UInt64.self, forKey: .seed),
            board: try container.decode(Board.self, forKey: .board),
            state: try container.decode(GameState.self, forKey: .state),
            lastComputerMove: try container.decodeIfPresent(Int.self, forKey: .lastComputerMove),
            rng: try container.decode(SeededGenerator.self, forKey: .rng))

        if let problem = inconsistency {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }

    /// What makes this game impossible under the rules, or nil when it is consistent.
    private var inconsistency: String? {
        let lead = board.count(of: .x) - board.count(of: .o)
        guard lead == 0 || lead == 1 else { return "X must have as many pieces as O, or one more." }
        guard !(board.hasLine(.x) && board.hasLine(.o)) else { return "Only one side can have a line." }
        guard state == GameState(of: board) else { return "The state does not match the board." }
        if case .won(let winner) = state, (winner == .x) != (lead == 1) {
            return "The winner must have made the last move."
        }
        if params.mode == .vsComputer, state == .inProgress, turn != params.human {
            return "It cannot be the computer's turn between moves."
        }
        if let lastComputerMove {
            guard params.mode == .vsComputer, board[lastComputerMove] == params.human.other else {
                return "The computer's last move is not a computer's piece."
            }
        }
        return nil
    }
}
