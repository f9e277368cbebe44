import Games
import UltimateTicTacToe

/// The flat view of an Ultimate Tic-Tac-Toe page: the template only reads these fields.
struct UltimateTicTacToePage {
    /// The query field naming the square a move just played (`/ultimatetictactoe?played=40`), so it snaps in.
    static let playedParameter = "played"

    struct Side {
        let symbol: String
        let label: String
        let classes: String
        let active: Bool
    }

    /// What every game page shows (`GameChrome`).
    let chrome: GameChrome
    let board: UltimateBoardView
    let sides: [Side]
    let turnMark: String
    let statusText: String
    let modes: [Choice]
    let levels: [Choice]
    let marks: [Choice]
    /// On the page right after a move: what it did, from the player's side (`won`, `lost`, `draw`, else `move`),
    /// for the page's script to answer with a vibration or a sound.
    let event: String?

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
        marks.lastBy = marks.last.map { last in
            game.lastComputerMove == last ? "the computer’s last move" : "\(game.board[last]?.rawValue ?? "")’s last move"
        }
        marks.placed = played
        marks.reply = reply
        marks.playable = !over
        if !over {
            marks.focused = Self.refusedSquare(view)
                ?? (Self.playedSquare(view) != nil ? UltimateBoardView.nextSquare(on: game.board, after: marks.last) : nil)
        }

        self.chrome = chrome
        board = UltimateBoardView(game.board, marks: marks)
        sides = Mark.allCases.map { mark in
            let active = !over && game.turn == mark
            var classes = ["side", "side-\(mark.rawValue.lowercased())"]
            if active { classes.append("active") }
            if game.state == .won(mark) { classes.append("winner") }
            let label = !vsComputer ? "Player \(mark.rawValue)"
                : mark == params.human ? "You (\(mark.rawValue))" : "Computer (\(mark.rawValue))"
            return Side(symbol: mark.rawValue, label: label, classes: classes.joined(separator: " "), active: active)
        }
        turnMark = game.turn.rawValue
        statusText = Self.status(game)
        modes = Mode.allCases.map { Choice(value: $0.rawValue, title: $0.title, checked: $0 == params.mode) }
        levels = Level.allCases.map { Choice(value: $0.rawValue, title: $0.title, checked: $0 == params.level) }
        self.marks = Mark.allCases.map { Choice(value: $0.rawValue, title: $0.rawValue, checked: $0 == params.human) }
        event = played == nil ? nil : over ? game.outcome.rawValue : "move"
    }

    /// The square named by `?played=N` (its index or name), when it holds a piece a person just placed.
    private static func playedSquare(_ view: GameView<UltimateTicTacToeGame>) -> Int? {
        guard let text = view.visit.request.query[playedParameter],
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
        "the \(UltimateBoardView.places[index]) board"
    }

    /// A square in words: its small board and its name there ("the centre board, square b2").
    static func place(ofCell cell: Int) -> String {
        "\(place(ofSmallBoard: Board.smallBoard(of: cell))), square \(CellName.text(Board.square(of: cell), width: 3))"
    }

    /// Where the next move may go.
    private static func whereToPlay(_ board: Board) -> String {
        board.sentTo.map { "play in \(place(ofSmallBoard: $0))." } ?? "play in any open board."
    }

    private static func status(_ game: UltimateTicTacToeGame) -> String {
        let vsComputer = game.params.mode == .vsComputer
        switch game.state {
        case .inProgress:
            guard vsComputer else { return "\(game.turn.rawValue) to move: \(whereToPlay(game.board))" }
            let yourTurn = "Your turn: \(whereToPlay(game.board))"
            guard let reply = game.lastComputerMove else { return yourTurn }
            // Short, so the line keeps to two lines on a phone: "The computer played centre b2."
            return "The computer played \(UltimateBoardView.places[Board.smallBoard(of: reply)]) "
                + "\(CellName.text(Board.square(of: reply), width: 3)). \(yourTurn)"
        case .draw:
            return "It’s a draw: no line of boards can be won."
        case .won(let mark):
            guard vsComputer else { return "\(mark.rawValue) wins!" }
            return mark == game.params.human ? "You win!" : "The computer wins."
        }
    }
}

/// The page's own fields listed by hand, then the chrome's.
extension UltimateTicTacToePage: TemplateFields {
    var templateFields: TemplateObject {
        chrome.templateFields(adding: [
            "board": .init(board), "sides": .init(sides), "turnMark": .init(turnMark), "statusText": .init(statusText),
            "modes": .init(modes), "levels": .init(levels), "marks": .init(marks), "event": .init(event)])
    }
}

extension UltimateTicTacToePage.Side: TemplateFields {
    var templateFields: TemplateObject {
        ["symbol": .init(symbol), "label": .init(label), "classes": .init(classes), "active": .init(active)]
    }
}
