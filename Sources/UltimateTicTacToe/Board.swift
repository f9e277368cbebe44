import MarkGames

/// The 81 squares: nine small boards of nine squares in a 3 × 3, each numbered 0–8 row by row, with what each small
/// board came to and where the next move must go. Bit sets (square `s` of board `b` is bit `9b + s`), so the
/// computer's playouts copy and play boards without allocating.
public struct Board: MarkBoard {
    /// The 9 × 9 grid of cells the page shows.
    public static let width = 9
    var xs: UInt128 = 0
    var os: UInt128 = 0
    /// The small boards each side has won, and those filled without a line: bit `b` for small board `b`.
    private(set) var wonByX: UInt16 = 0
    private(set) var wonByO: UInt16 = 0
    private(set) var drawnBoards: UInt16 = 0
    /// The small boards each side has won or can still win (some line there holds none of the other's pieces).
    private var hopesOfX: UInt16 = Lines.all
    private var hopesOfO: UInt16 = Lines.all
    /// The small board the next move must be in, or -1 when any open one will do.
    private(set) var target: Int8 = -1
    /// The big board: 0 still playing, 1 won by X, 2 won by O, 3 drawn.
    private var result: UInt8 = 0

    /// An empty board: X moves first, anywhere.
    public init() {}

    /// The side with three small boards in a line, if any.
    public var winner: Mark? {
        switch result {
        case 1: .x
        case 2: .o
        default: nil
        }
    }

    /// Whether neither side can make a line of small boards any more (or no move is left).
    public var isDrawn: Bool { result == 3 }

    public var isOver: Bool { result != 0 }

    /// The small board the next move must be in; nil when the player may choose any open one (or the game is over).
    public var sentTo: Int? { target >= 0 && result == 0 ? Int(target) : nil }

    /// Small boards won or drawn: they take no more moves.
    var closedBoards: UInt16 { wonByX | wonByO | drawnBoards }

    /// One side's pieces in one small board, as a bit set of its squares.
    func pieces(of mark: Mark, in smallBoard: Int) -> UInt16 {
        UInt16(truncatingIfNeeded: (mark == .x ? xs : os) >> (9 * smallBoard)) & Lines.all
    }

    /// The free squares of one small board, as a bit set.
    func freeSquares(in smallBoard: Int) -> UInt16 {
        ~UInt16(truncatingIfNeeded: (xs | os) >> (9 * smallBoard)) & Lines.all
    }

    /// The small boards the next move may be in, as a bit set: none once the game is over.
    var playableBoards: UInt16 {
        guard result == 0 else { return 0 }
        return target >= 0 ? 1 << UInt16(target) : ~closedBoards & Lines.all
    }

    /// Whether `mark` may still make a line of small boards.
    func canStillWin(_ mark: Mark) -> Bool {
        Lines.containsLine(mark == .x ? hopesOfX : hopesOfO)
    }

    /// Puts `mark` on a square and settles what follows: the small board won or drawn, the big board won or
    /// drawn, and the small board the opponent is sent to. The rules (whose turn, is the square allowed) are
    /// the caller's to check.
    mutating func place(_ mark: Mark, smallBoard: Int, square: Int) {
        let bit = UInt128(1) << (9 * smallBoard + square)
        if mark == .x { xs |= bit } else { os |= bit }
        let boardBit: UInt16 = 1 << UInt16(smallBoard)
        let mine = pieces(of: mark, in: smallBoard)
        if Lines.containsLine(mine) {
            if mark == .x {
                wonByX |= boardBit
                hopesOfO &= ~boardBit
            } else {
                wonByO |= boardBit
                hopesOfX &= ~boardBit
            }
            if Lines.containsLine(mark == .x ? wonByX : wonByO) {
                result = mark == .x ? 1 : 2
                target = -1
                return
            }
        } else if mine | pieces(of: mark.other, in: smallBoard) == Lines.all {
            drawnBoards |= boardBit
            hopesOfX &= ~boardBit
            hopesOfO &= ~boardBit
        } else if !Lines.hasOpenLine(against: mine) {
            // Every line of this small board holds one of `mark`'s pieces now: the other side cannot win it.
            if mark == .x { hopesOfO &= ~boardBit } else { hopesOfX &= ~boardBit }
        }
        target = closedBoards & 1 << UInt16(square) != 0 ? -1 : Int8(square)
        if !canStillWin(.x), !canStillWin(.o) {
            result = 3
            target = -1
        }
    }
}
