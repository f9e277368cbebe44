import Games

/// One game of Minesweeper: the board the player chose, its seed, and what they have done so far.
/// The mines are laid at the first uncover, from the seed and that cell, so the first click is
/// always safe and opens an area; the same seed and first cell always give the same board.
public struct MinesweeperGame: Sendable, Equatable {
    /// As chosen, except that `noGuess` turns false when the generator could not keep that promise.
    public internal(set) var params: MinesweeperParams
    public let seed: UInt64
    /// Taps place flags instead of uncovering (the flag-mode button, kept across reloads). A setting, like
    /// `questionMarks`: stored with the game, never a logged move (`MinesweeperMove.isSetting`).
    public internal(set) var flagMode = false
    /// Flagging cycles through a question mark before clearing.
    public internal(set) var questionMarks = false
    /// Uncover and mark moves that changed the board (settings are not counted).
    public internal(set) var moveCount = 0
    /// Nil until the first uncover.
    var field: MineField?
    var marks: [CellMark]
    /// Kept alongside `marks` (and rebuilt from them when decoding) so a page of 480 cells can ask
    /// for the outcome per cell without recounting.
    public internal(set) var revealedCount = 0
    var flagCount = 0
    var exploded = false

    public init(params: MinesweeperParams, seed: UInt64) {
        self.params = params
        self.seed = seed
        marks = Array(repeating: .covered, count: params.width * params.height)
    }

    public var width: Int { params.width }
    public var height: Int { params.height }

    /// The mines, for the server only (the web layer must never send them before the game ends).
    public var mineField: MineField? { field }

    /// The first uncover happened, so the mines are laid.
    public var started: Bool { field != nil }

    public var threeBV: Int? { field.map(ThreeBV.of) }

    public var outcome: Outcome {
        if exploded { return .lost }
        return started && revealedCount == marks.count - params.mines ? .won : .playing
    }

    /// Mines minus flags; it may go negative when the player over-flags. After a win every mine is
    /// accounted for, so it shows 0.
    public var minesLeft: Int {
        outcome == .won ? 0 : params.mines - flagCount
    }

    /// What the player may see of a cell (`row * width + column`). Mines show only once the game is
    /// over; an index off the board reads as covered.
    public func cell(_ index: Int) -> CellView {
        guard marks.indices.contains(index) else { return .covered }
        let mark = marks[index]
        guard let field else {
            return mark == .flagged ? .flagged : mark == .questioned ? .questioned : .covered
        }
        let over = outcome.isOver
        let mine = field.isMine(index)
        switch mark {
        case .revealed: return .revealed(field.adjacentMines(index))
        case .exploded: return .explodedMine
        case .flagged: return exploded && !mine ? .wrongFlag : .flagged
        case .questioned: return over && mine ? .mine : .questioned
        case .covered: return over && mine ? .mine : .covered
        }
    }
}
