import Games
import MarkGames

/// One game of Tic-Tac-Toe: the board, whose turn it is, and (against the computer) the computer's
/// random choices, which continue the same after the game is saved and loaded.
public struct TicTacToeGame: Sendable, Equatable, Encodable {
    public let params: TicTacToeParams
    /// The seed the game started from, so a game against the computer can be replayed.
    public let seed: UInt64
    public private(set) var board: Board
    public private(set) var state: GameState
    /// The square the computer played last, so the page can animate it; nil when the last move was
    /// a person's (in two-player mode, or when the human's move ended the game).
    public private(set) var lastComputerMove: Int?
    /// Kept in the game, not drawn fresh, so a reload replays the computer's choices exactly.
    /// Readable in the module only so the Codable extension can store it.
    private(set) var rng: SeededGenerator

    /// A new game on an empty board. X always moves first: when the human plays O against the
    /// computer, the computer has already opened.
    public init(params: TicTacToeParams, seed: UInt64) {
        self.params = params
        self.seed = seed
        board = Board()
        state = .inProgress
        lastComputerMove = nil
        rng = SeededGenerator(seed: seed)
        if isComputersTurn {
            playComputersMove()
        }
    }

    /// A game exactly as it was stored; the Codable extension checks it is consistent.
    init(params: TicTacToeParams, seed: UInt64, board: Board, state: GameState,
         lastComputerMove: Int?, rng: SeededGenerator) {
        self.params = params
        self.seed = seed
        self.board = board
        self.state = state
        self.lastComputerMove = lastComputerMove
        self.rng = rng
    }

    /// Whose move is next (X on an empty board, since X always moves first).
    public var turn: Mark {
        board.count(of: .x) > board.count(of: .o) ? .o : .x
    }

    /// How many pieces are on the board.
    public var moveCount: Int {
        board.count(of: .x) + board.count(of: .o)
    }

    /// Plays a move; against the computer the computer replies in the same call, unless the move
    /// ended the game. A refused move throws and leaves the game exactly as it was.
    public mutating func apply(_ move: TicTacToeMove) throws(TicTacToeError) {
        switch move {
        case let .place(position, postedMark):
            try place(at: position, posted: postedMark)
        }
    }

    private mutating func place(at position: Int, posted postedMark: Mark?) throws(TicTacToeError) {
        guard Board.positions.contains(position) else { throw .outOfRange }
        guard state == .inProgress else { throw .gameNotInProgress }
        let mark = try params.mode.mark(posted: postedMark, turn: turn, human: params.human)
        guard !board.isOccupied(position) else { throw .cellNotEmpty }

        board.mark(position, mark)
        state = GameState(of: board)
        lastComputerMove = nil
        if isComputersTurn {
            playComputersMove()
        }
    }

    private mutating func playComputersMove() {
        let computer = params.human.other
        let position = ComputerPlayer.move(on: board, as: computer, level: params.level, using: &rng)
        board.mark(position, computer)
        state = GameState(of: board)
        lastComputerMove = position
    }
}
