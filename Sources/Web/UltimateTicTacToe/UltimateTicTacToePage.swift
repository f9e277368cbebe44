import Games
import UltimateTicTacToe

/// The flat view of an Ultimate Tic-Tac-Toe page: the template only reads these fields.
struct UltimateTicTacToePage {
    /// What every game page shows (`GameChrome`).
    let chrome: GameChrome
    let board: UltimateBoardView
    let sides: [TurnSide]
    let turnMark: String
    let statusText: String
    let setup: VersusSetup
    /// On the page right after a move: what it did, from the player's side (`won`, `lost`, `draw`, else `move`),
    /// for the page's script to answer with a vibration or a sound.
    let event: String?
    /// What the last move did, first in the play area (`UltimateTicTacToeSaid`); nil on a page no move led to.
    let said: String?

    init(_ view: GameView<UltimateTicTacToeGame>, _ chrome: GameChrome) {
        let game = view.game
        let params = game.params
        let over = game.outcome.isOver
        let vsComputer = params.mode == .vsComputer
        // After a slip (a square taken meanwhile) nothing was placed to snap in.
        let played = view.note == nil ? Self.playedSquare(view) : nil
        let reply = played == nil ? nil : game.lastComputerMove
        var marks = UltimateBoardView.Marks()
        marks.last = game.playedCells.last
        marks.lastBy = marks.last.flatMap { last in
            game.lastComputerMove == last ? .computer : game.board[last].map { .side($0) }
        }
        marks.placed = played
        marks.reply = reply
        marks.playable = !over
        if !over {
            marks.focused = Self.refusedSquare(view)
                ?? (Self.playedSquare(view) != nil ? UltimateBoardView.nextSquare(on: game.board, after: marks.last) : nil)
                // A game just started focuses a square it may be opened on (the computer may have opened).
                ?? (!view.isError && MoveFocus.started(view.visit.request.query)
                    ? UltimateBoardView.nextSquare(on: game.board, after: marks.last) : nil)
        }

        self.chrome = chrome
        board = UltimateBoardView(game.board, marks: marks)
        sides = TurnSide.onOneDevice(game, human: vsComputer ? params.human : nil)
        turnMark = game.turn.rawValue
        statusText = Self.status(game)
        setup = VersusSetup(UltimateTicTacToePages.self, mode: params.mode, modeTitle: \.shownTitle, level: params.level,
                            levelTitle: \.shownTitle, human: params.human)
        said = view.isError ? nil : UltimateTicTacToeSaid.sentence(game, query: view.visit.request.query, note: view.note != nil)
        event = played == nil ? nil : over ? game.outcome.rawValue : "move"
    }

    /// The square named by `?played=N` (its index or name), when it holds a piece a person just placed.
    private static func playedSquare(_ view: GameView<UltimateTicTacToeGame>) -> Int? {
        guard let text = view.visit.request.query[MoveFocus.playedParameter],
              let square = Int(text) ?? CellName.index(text, width: 9, height: 9),
              Board.cells.contains(square), view.game.board[square] != nil,
              square != view.game.lastComputerMove else { return nil }
        return square
    }

    /// After a refused move, focus returns to the square that was tried.
    private static func refusedSquare(_ view: GameView<UltimateTicTacToeGame>) -> Int? {
        guard view.isError, let square = view.visit.fields.cell("cell", width: 9, height: 9),
              Board.cells.contains(square) else { return nil }
        return square
    }

    /// Where a small board is, in words ("the top-left board").
    static func place(ofSmallBoard index: Int) -> String {
        localized("the {{board}} board", ["board": SmallBoardNames.hyphenated(index)])
    }

    /// A square in words: its small board and its name there ("the centre board, square b2").
    static func place(ofCell cell: Int) -> String {
        localized("the {{board}} board, square {{square}}",
                  ["board": SmallBoardNames.hyphenated(Board.smallBoard(of: cell)),
                   "square": CellName.text(Board.square(of: cell), width: 3)])
    }

    /// The player's turn and where the next move may go: "Your turn: play in the top-left board."
    static func yourTurn(_ board: Board) -> String {
        board.sentTo.map { localized("Your turn: play in the {{board}} board.",
                                     ["board": SmallBoardNames.hyphenated($0)]) }
            ?? localized("Your turn: play in any open board.")
    }

    /// The turn between two players on one device and where the next move may go: "X to move: play in any open board."
    static func toMove(_ board: Board, _ side: Mark) -> String {
        board.sentTo.map {
            localized("{{side}} to move: play in the {{board}} board.",
                      ["side": side.rawValue, "board": SmallBoardNames.hyphenated($0)])
        } ?? localized("{{side}} to move: play in any open board.", ["side": side.rawValue])
    }

    /// A square in few words, so the status keeps to two lines on a phone: "centre b2".
    static func shortPlace(ofCell cell: Int) -> String {
        "\(UltimateBoardView.places[Board.smallBoard(of: cell)]) \(CellName.text(Board.square(of: cell), width: 3))"
    }

    private static func status(_ game: UltimateTicTacToeGame) -> String {
        let reply = game.lastComputerMove.map(shortPlace(ofCell:))
        return VersusStatus.line(game, human: game.params.mode == .vsComputer ? game.params.human : nil,
                                 toMove: toMove(game.board, game.turn), yourTurn: yourTurn(game.board),
                                 reply: reply, draw: localized("It’s a draw: no line of boards can be won."))
    }
}

/// The page's own fields listed by hand, then the chrome's.
extension UltimateTicTacToePage: TemplateFields {
    var templateFields: TemplateObject {
        chrome.templateFields(adding: [
            "board": .init(board), "sides": .init(sides), "turnMark": .init(turnMark), "statusText": .init(statusText),
            "setup": .init(setup), "event": .init(event), "said": .init(said)])
    }
}
