import Foundation
import Games
import Minesweeper

/// The flat view of a Minesweeper page. It holds only what the player has uncovered: mine
/// positions appear only after the game is over.
struct MinesweeperPage {
    struct Cell {
        let index: Int
        let text: String
        let label: String
        let classes: String
    }

    struct Row {
        let cells: [Cell]
    }

    struct Choice {
        let value: String
        let title: String
        let checked: Bool
    }

    struct Overlay {
        let heading: String
        let text: String
        let tone: String
        let time: String
        let threeBV: Int
        let rate: String?
    }

    struct Shared {
        let seed: String
        let level: String
        let levelTitle: String
        let width: Int
        let height: Int
        let mines: Int
        let noGuess: String
    }

    let page: PageChrome
    let version: Int
    let rows: [Row]
    let boardClasses: String
    let action: String
    let flagMode: Bool
    let flagModeLabel: String
    let questionMarks: Bool
    let minesLeft: Int
    let seconds: Int
    let levelTitle: String
    let sizeText: String
    let noGuess: Bool
    let statusText: String
    let levels: [Choice]
    let customWidth: Int
    let customHeight: Int
    let customMines: Int
    let shareHref: String
    let shared: Shared?
    let overlay: Overlay?
    let ranking: RankingPrompt?
    let errorMessage: Bool
    let over: Bool

    init(_ view: GameView<MinesweeperGame>) throws {
        let game = view.game
        let params = game.params
        let over = game.outcome.isOver
        self.over = over
        page = view.chrome(title: "Minesweeper", stylesheet: "minesweeper.css")
        version = view.record.version
        errorMessage = view.isError
        rows = (0..<game.height).map { row in
            Row(cells: (0..<game.width).map { column in
                Self.cell(game, index: row * game.width + column, row: row, column: column)
            })
        }
        boardClasses = "field" + (over ? " over" : "") + (game.outcome == .lost ? " lost" : "") + (game.outcome == .won ? " won" : "")
        action = game.flagMode ? "flag" : "reveal"
        flagMode = game.flagMode
        flagModeLabel = game.flagMode ? "Flag mode is on: taps place flags" : "Flag mode is off: taps uncover"
        questionMarks = game.questionMarks
        minesLeft = game.minesLeft
        seconds = view.elapsedSeconds
        levelTitle = params.level.title
        sizeText = "\(params.width) × \(params.height), \(params.mines) mines"
        noGuess = params.noGuess
        switch game.outcome {
        case .won: statusText = "Cleared! Every safe cell is uncovered."
        case .lost: statusText = "Boom! You uncovered a mine."
        default: statusText = game.started ? "Uncover every cell without a mine." : "Tap any cell to start: the first one is always safe."
        }
        levels = Level.allCases.map { Choice(value: $0.rawValue, title: $0.title, checked: $0 == params.level) }
        customWidth = params.width
        customHeight = params.height
        customMines = params.mines
        var share = "/minesweeper?share=\(game.seed)&level=\(params.level.rawValue)"
        if params.level == .custom { share += "&width=\(params.width)&height=\(params.height)&mines=\(params.mines)" }
        share += "&noguess=\(params.noGuess ? "on" : "off")"
        shareHref = share
        shared = Self.shared(view.visit.request.query)
        if over {
            let time = view.durationMilliseconds.map(LeaderboardBoards.seconds) ?? "0.0 s"
            let bbbv = game.threeBV ?? 0
            let rate = view.durationMilliseconds.map { String(format: "%.2f", Double(bbbv) / max(0.001, Double($0) / 1000)) }
            overlay = game.outcome == .won
                ? Overlay(heading: "You cleared the field!", text: "\(params.level.title), no mine touched.", tone: "won",
                          time: time, threeBV: bbbv, rate: rate)
                : Overlay(heading: "Boom!", text: "That was a mine. All the mines are shown on the board.", tone: "lost",
                          time: time, threeBV: bbbv, rate: nil)
            ranking = try RankingPrompt.forGame(view.record, app: view.app, visit: view.visit)
        } else {
            overlay = nil
            ranking = nil
        }
    }

    private static func cell(_ game: MinesweeperGame, index: Int, row: Int, column: Int) -> Cell {
        let position = "Row \(row + 1), column \(column + 1), "
        switch game.cell(index) {
        case .covered: return Cell(index: index, text: "", label: position + "covered", classes: "c")
        case .flagged: return Cell(index: index, text: "⚑", label: position + "flagged", classes: "c f")
        case .questioned: return Cell(index: index, text: "?", label: position + "question mark", classes: "c q")
        case .revealed(0): return Cell(index: index, text: "", label: position + "empty", classes: "r")
        case .revealed(let n):
            return Cell(index: index, text: "\(n)", label: position + "\(n) mine\(n == 1 ? "" : "s") around", classes: "r n\(n)")
        case .mine: return Cell(index: index, text: "✹", label: position + "mine", classes: "m")
        case .explodedMine: return Cell(index: index, text: "✹", label: position + "exploded mine", classes: "m x")
        case .wrongFlag: return Cell(index: index, text: "⚑", label: position + "flag on a cell without a mine", classes: "c f w")
        }
    }

    /// A shared board link: `?share=SEED&level=…` offers to start that same board.
    private static func shared(_ query: [String: String]) -> Shared? {
        guard let seed = query["share"], UInt64(seed) != nil,
              let params = try? MinesweeperParams.parse(query) else { return nil }
        return Shared(seed: seed, level: params.level.rawValue, levelTitle: params.level.title,
                      width: params.width, height: params.height, mines: params.mines,
                      noGuess: params.noGuess ? "on" : "off")
    }
}
