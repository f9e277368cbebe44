import Games
import Minesweeper

/// The minefield as the move box reads it: what the page shows of each cell (today's daily board hides its mines
/// as the page does), the mines left and the time.
extension MinesweeperPages {
    static func readable(_ view: GameView<MinesweeperGame>) -> ReadableBoard {
        let game = view.game
        let cells = (0..<game.width * game.height).map { index in
            said(view.keepsDailySecret ? MinesweeperBoard.seen(game.cell(index)) : game.cell(index))
        }
        let time = "\(view.elapsedSeconds) s"
        let status = switch game.outcome {
        case .won: "Cleared in \(time)."
        case .lost: "Lost: a mine was uncovered, after \(time)."
        default: game.started ? "Playing. \(game.minesLeft) mines left. \(time)."
            : "Not started: the first cell uncovered is always safe. \(game.params.mines) mines."
        }
        return ReadableBoard(
            width: game.width, height: game.height, cells: cells, status: status,
            last: MinesweeperSaid.last(game, move: view.lastMove),
            help: "Moves: e5 uncovers, f e5 flags or unflags, c e5 chords on a number.")
    }

    /// A cell in a word or two, as its button's label says it.
    static func said(_ view: CellView) -> String {
        switch view {
        case .covered: "covered"
        case .flagged: "flag"
        case .questioned: "question mark"
        case .revealed(0): "empty"
        case .revealed(let n): String(n)
        case .mine: "mine"
        case .explodedMine: "exploded mine"
        case .wrongFlag: "wrong flag"
        }
    }
}
