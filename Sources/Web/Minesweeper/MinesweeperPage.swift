import Games
import Minesweeper

/// The flat view of a Minesweeper page. It holds only what the player has uncovered: mine
/// positions, and the seed they follow from, appear only after the game is over.
struct MinesweeperPage {
    /// What its result card shows besides the heading and text (`GameChrome.overlay`).
    struct ResultStats {
        let time: String
        let threeBV: Int
        let rate: String?
    }

    /// A `?share=SEED&level=…` link being offered to this visitor.
    struct Shared {
        let seed: String
        let level: String
        let levelTitle: String
        let width: Int
        let height: Int
        let mines: Int
        let noGuess: String
    }

    /// What every game page shows (`GameChrome`).
    let chrome: GameChrome
    let board: RenderedHTML
    let boardClasses: String
    let boardLabel: String
    let action: String
    let over: Bool
    let flagMode: Bool
    let flagModeLabel: String
    let focusMode: Bool
    let questionMarks: Bool
    let focusMarks: Bool
    let minesLeft: Int
    let timer: GameTimer
    let levelTitle: String
    let sizeText: String
    let noGuess: Bool
    let statusText: String
    let setup: MinesweeperSetupForm
    /// Only once the game is over: before that the seed would give the mines away.
    let shareHref: String?
    let shared: Shared?
    let resultStats: ResultStats?
    /// Mines uncovered and taken back with undo; nil for none.
    let deaths: Int?
    /// What the last move did, for play.js to answer with a sound or a buzz: `mine`, `won` or `move`; only
    /// on the page that follows an accepted move.
    let event: String?
    /// What the last move did, first in the play area (`MinesweeperSaid`); nil on a page no move led to.
    let said: String?
    /// The board's − and +, for boards wider than a phone shows at 24 px; nil for smaller ones.
    let zoom: BoardZoom?

    init(_ view: GameView<MinesweeperGame>, _ chrome: GameChrome) {
        let game = view.game
        let params = game.params
        let over = game.outcome.isOver
        let request = view.visit.request
        let fields = view.visit.fields
        let isSetupError = view.isError && request.path.hasSuffix("/new")
        self.chrome = chrome
        self.over = over

        // The page after a move focuses what was played (`?at=`); a refused move leaves focus at
        // the top, where its message is.
        let at = view.isError ? nil : request.query["at"]
        // A game just started focuses its first cell.
        let started = !view.isError && !game.started && MoveFocus.started(request.query) ? 0 : nil
        board = MinesweeperBoard.board(of: game, focus: over ? nil : at.flatMap(Int.init) ?? started,
                                       hidingMines: view.keepsDailySecret)
        // The width and height size the grid, the zoom its cells. A wide board keeps its orientation on every screen
        // (a board transposed in portrait would turn over with the phone): it pans in its box instead.
        let zoom = params.width >= BoardZoom.columns ? BoardZoom(request, board: "minesweeper-\(game.levelKey)") : nil
        self.zoom = zoom
        boardClasses = ["field", "w\(params.width)", "r\(params.height)", zoom?.boardClass,
                        game.flagMode ? "flagging" : nil,
                        game.outcome == .won ? "won" : nil, game.outcome == .lost ? "lost" : nil]
            .compactMap { $0 }.joined(separator: " ")
        boardLabel = Self.fieldLabel(params)
        action = game.flagMode ? "flag" : "reveal"
        flagMode = game.flagMode
        questionMarks = game.questionMarks
        flagModeLabel = !game.flagMode ? localized("Flag mode is off: taps uncover cells.")
            : game.questionMarks ? localized("Flag mode is on: taps cycle a cell through flag, question mark and clear.")
            : localized("Flag mode is on: taps place or remove flags.")
        event = at == nil || view.note != nil ? nil
            : game.outcome == .won ? "won" : game.outcome == .lost ? "mine" : "move"
        said = view.isError ? nil : MinesweeperSaid.sentence(game, query: request.query, note: view.note != nil)
        focusMode = !over && at == "mode"
        focusMarks = !over && at == "marks"
        minesLeft = game.minesLeft
        timer = GameTimer(seconds: view.elapsedSeconds, running: game.started && !over)
        levelTitle = params.level.localizedTitle
        sizeText = Self.size(params)
        noGuess = params.noGuess
        switch game.outcome {
        case .won: statusText = localized("Cleared! Every safe cell is uncovered.")
        case .lost: statusText = localized("Boom! You uncovered a mine.")
        default:
            statusText = game.started ? localized("Uncover every cell without a mine.")
                : localized("Tap any cell to start: the first one is always safe.")
        }
        setup = MinesweeperSetupForm(params: params, posted: isSetupError ? fields : nil,
                                     error: isSetupError ? view.message : nil)
        // A daily board's seed is the server's: sharing it would hand out the day's board.
        shareHref = over && view.daily == nil ? Self.shareLink(game) : nil
        shared = Self.shared(request.query)
        deaths = view.deaths > 0 ? view.deaths : nil
        if over {
            let bbbv = game.threeBV ?? 0
            let rate = game.outcome != .won ? nil
                : view.durationMilliseconds.map { Hundredths.shown(Double(bbbv) / max(0.001, Double($0) / 1000)) }
            resultStats = ResultStats(time: LocalFormat.seconds(view.durationMilliseconds ?? 0), threeBV: bbbv, rate: rate)
        } else {
            resultStats = nil
        }
    }

    /// "Minefield, 9 rows of 9 cells": the board's name for a screen reader. English writes it itself (every page a
    /// move leads to says it); another language has a plural for each of its numbers.
    static func fieldLabel(_ params: MinesweeperParams) -> String {
        guard Language.chosen != .en else { return "Minefield, \(params.height) rows of \(params.width) cells" }
        return localized("Minefield, {{rows}} of {{cells}}",
                         ["rows": localized(one: "{{count}} row", other: "{{count}} rows", count: params.height),
                          "cells": localized(one: "{{count}} cell", other: "{{count}} cells", count: params.width)])
    }

    /// "9 × 9, 10 mines", as `fieldLabel`.
    private static func size(_ params: MinesweeperParams) -> String {
        guard Language.chosen != .en else {
            return "\(params.width) × \(params.height), \(params.mines) mines"
        }
        return localized(one: "{{width}} × {{height}}, {{count}} mine", other: "{{width}} × {{height}}, {{count}} mines",
                         count: params.mines, ["width": "\(params.width)", "height": "\(params.height)"])
    }

    /// The same size, mines and seed: with the same first click, the same board.
    private static func shareLink(_ game: MinesweeperGame) -> String {
        let params = game.params
        var link = "\(MinesweeperPages.entry.href)?share=\(game.seed)&level=\(params.level.rawValue)"
        if params.level == .custom { link += "&width=\(params.width)&height=\(params.height)&mines=\(params.mines)" }
        return link + "&noguess=\(params.noGuess ? "on" : "off")"
    }

    private static func shared(_ query: [String: String]) -> Shared? {
        guard let seed = query["share"], UInt64(seed) != nil,
              let params = try? MinesweeperParams.parse(query) else { return nil }
        return Shared(seed: seed, level: params.level.rawValue, levelTitle: params.level.localizedTitle,
                      width: params.width, height: params.height, mines: params.mines,
                      noGuess: params.noGuess ? "on" : "off")
    }
}

/// The page's own fields listed by hand (a Mirror walk of this model cost more than the rest of the page), then
/// the chrome's.
extension MinesweeperPage: TemplateFields {
    var templateFields: TemplateObject {
        chrome.templateFields(adding: [
            "board": .init(board), "boardClasses": .init(boardClasses), "boardLabel": .init(boardLabel),
            "action": .init(action), "over": .init(over), "flagMode": .init(flagMode),
            "flagModeLabel": .init(flagModeLabel), "focusMode": .init(focusMode), "questionMarks": .init(questionMarks),
            "focusMarks": .init(focusMarks), "minesLeft": .init(minesLeft), "timer": .init(timer),
            "levelTitle": .init(levelTitle), "sizeText": .init(sizeText), "noGuess": .init(noGuess),
            "statusText": .init(statusText), "setup": .init(setup), "shareHref": .init(shareHref),
            "shared": .init(shared), "resultStats": .init(resultStats), "deaths": .init(deaths),
            "event": .init(event), "zoom": .init(zoom), "said": .init(said)])
    }
}

extension MinesweeperPage.ResultStats: TemplateFields {
    var templateFields: TemplateObject {
        ["time": .init(time), "threeBV": .init(threeBV), "rate": .init(rate)]
    }
}

extension MinesweeperPage.Shared: TemplateFields {
    var templateFields: TemplateObject {
        ["seed": .init(seed), "level": .init(level), "levelTitle": .init(levelTitle), "width": .init(width),
         "height": .init(height), "mines": .init(mines), "noGuess": .init(noGuess)]
    }
}
