import Games
import MarkGames

/// One game of Ultimate Tic-Tac-Toe: the board, the cells played in order, and (against the computer) the
/// computer's random choices, which continue the same after the game is saved and loaded.
public struct UltimateTicTacToeGame: Sendable, Equatable {
    public let params: UltimateTicTacToeParams
    /// The seed the game started from, so a game against the computer can be replayed.
    public let seed: UInt64
    public private(set) var board: Board
    /// Every cell played, both sides, oldest first: the page marks the last one, and the stored form is this list.
    public private(set) var playedCells: [Int]
    /// Kept in the game, not drawn fresh, so a reload replays the computer's choices exactly.
    private(set) var rng: SeededGenerator

    /// A new game on an empty board. X always moves first: when the human plays O against the computer, the
    /// computer has already opened.
    public init(params: UltimateTicTacToeParams, seed: UInt64) {
        self.params = params
        self.seed = seed
        board = Board()
        playedCells = []
        rng = SeededGenerator(seed: seed)
        if isComputersTurn {
            playComputersMove()
        }
    }

    /// A game exactly as it was stored; the stored form checks it is one the rules allow.
    init(params: UltimateTicTacToeParams, seed: UInt64, board: Board, playedCells: [Int], rng: SeededGenerator) {
        self.params = params
        self.seed = seed
        self.board = board
        self.playedCells = playedCells
        self.rng = rng
    }

    public var state: GameState { GameState(of: board) }

    /// Whose move is next (X on an empty board).
    public var turn: Mark { board.turn }

    /// How many pieces are on the board.
    public var moveCount: Int { playedCells.count }

    /// The cell the computer played last, so the page can mark it; nil when the last move was a person's.
    public var lastComputerMove: Int? {
        guard params.mode == .vsComputer, let last = playedCells.last, board[last] == params.human.other else {
            return nil
        }
        return last
    }

    /// Plays a move; against the computer the computer replies in the same call, unless the move ended the
    /// game. A refused move throws and leaves the game exactly as it was.
    public mutating func apply(_ move: UltimateTicTacToeMove) throws(UltimateTicTacToeError) {
        switch move {
        case let .place(cell, postedMark):
            try place(at: cell, posted: postedMark)
        }
    }

    private mutating func place(at cell: Int, posted postedMark: Mark?) throws(UltimateTicTacToeError) {
        guard Board.cells.contains(cell) else { throw .outOfRange }
        guard !board.isOver else { throw .gameNotInProgress }
        let mark = try params.mode.mark(posted: postedMark, turn: turn, human: params.human)
        try Self.checkAllowed(cell, on: board)

        board.play(cell, mark)
        playedCells.append(cell)
        if isComputersTurn {
            playComputersMove()
        }
    }

    /// Why the rules refuse a cell on a board still being played, if they do.
    static func checkAllowed(_ cell: Int, on board: Board) throws(UltimateTicTacToeError) {
        let smallBoard = Board.smallBoard(of: cell)
        if let sentTo = board.sentTo, sentTo != smallBoard { throw .sentTo(smallBoard: sentTo) }
        guard board[cell] == nil else { throw .cellNotEmpty }
        guard !board.isClosed(smallBoard: smallBoard) else { throw .smallBoardClosed }
    }

    private mutating func playComputersMove() {
        let computer = params.human.other
        let cell = ComputerPlayer.move(on: board, as: computer, level: params.level, using: &rng)
        board.play(cell, computer)
        playedCells.append(cell)
    }
}
