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
        let seconds: KeyValuePairs = ["seconds": ShownNumber.integer(view.elapsedSeconds)]
        let status = switch game.outcome {
        case .won: localized("Cleared in {{seconds}} s.", seconds)
        case .lost: localized("Lost: a mine was uncovered, after {{seconds}} s.", seconds)
        default: game.started
            ? localized(one: "Playing. {{count}} mine left. {{seconds}} s.",
                        other: "Playing. {{count}} mines left. {{seconds}} s.", count: game.minesLeft, seconds)
            : localized(one: "Not started: the first cell uncovered is always safe. {{count}} mine.",
                        other: "Not started: the first cell uncovered is always safe. {{count}} mines.", count: game.params.mines)
        }
        return ReadableBoard(
            width: game.width, height: game.height, cells: cells, status: status,
            last: MinesweeperSaid.last(game, move: view.lastMove),
            help: localized("Moves: e5 uncovers, f e5 flags or unflags, c e5 chords on a number."))
    }

    /// A cell in a word or two, as its button's label says it, in the page's language.
    static func said(_ view: CellView) -> String {
        switch view {
        case .covered: localized("covered")
        case .flagged: localized("flag")
        case .questioned: localized("question mark")
        case .revealed(0): localized("empty")
        case .revealed(let n): String(n)
        case .mine: localized("mine")
        case .explodedMine: localized("exploded mine")
        case .wrongFlag: localized("wrong flag")
        }
    }
}
