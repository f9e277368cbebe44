import Games
import TicTacToe

/// The flat view of a Tic-Tac-Toe page: the template only reads these fields.
struct TicTacToePage {
    /// The query field naming the square a move just played (`/tictactoe?played=4`), so it snaps in.
    static let playedParameter = "played"

    struct Cell {
        let index: Int
        /// The button's value, "a1" … "c3" (`CellName`): a text browser shows it beside the square.
        let name: String
        /// The last square of its row: a line break follows (hidden by the stylesheet), so a text browser shows rows.
        let rowEnd: Bool
        /// No piece: a text browser shows a dot there (hidden by the stylesheet).
        let free: Bool
        let symbol: String
        let label: String
        let classes: String
        let disabled: Bool
        /// Holds a piece while the game goes on: a tap only gets a note, so it is no tab stop.
        let taken: Bool
        let autofocus: Bool
        /// The previous game's piece on this (now empty) square, fading away after "Play again".
        let ghost: String?
    }

    struct Side {
        let symbol: String
        let label: String
        let classes: String
        let active: Bool
        /// The player's own piece on their turn: with JavaScript on it can be dragged onto a square (tictactoe.js).
        let draggable: Bool
    }

    struct TallyRow {
        let title: String
        let wins: String
        let losses: String
        let draws: String
    }

    /// What every game page shows (`GameChrome`).
    let chrome: GameChrome
    let cells: [Cell]
    let boardClasses: String
    let turnsClasses: String
    let sides: [Side]
    let turnMark: String
    let statusText: String
    let modes: [Choice]
    let levels: [Choice]
    let marks: [Choice]
    let tally: [TallyRow]
    let hasTally: Bool
    let hasTwoPlayerTally: Bool
    /// On the page right after a move: what it did, from the player's side (`won`, `lost`, `draw`, else `move`),
    /// for the page's script to answer with a vibration or a sound.
    let event: String?

    init(_ view: GameView<TicTacToeGame>, _ chrome: GameChrome, _ history: TicTacToeHistory) {
        let game = view.game
        let params = game.params
        let board = game.board
        let over = game.outcome.isOver
        let vsComputer = params.mode == .vsComputer
        let winning = Set(board.winningLine ?? [])
        // After a slip (a tap on a taken square) the square is focused again, but nothing was placed to snap in.
        let played = view.note == nil ? Self.playedSquare(view) : nil
        let focused = over ? nil : Self.playedSquare(view) ?? Self.refusedSquare(view)
        let rows = history.tally
        let previous = history.previousBoard

        self.chrome = chrome
        cells = Board.positions.map { index in
            let mark = board[index]
            var classes = ["cell"]
            var label = "Row \(index / 3 + 1), column \(index % 3 + 1), \(mark?.rawValue ?? "empty")"
            if let mark { classes.append("mark-\(mark.rawValue.lowercased())") }
            if index == played { classes.append("snap") }
            if index == game.lastComputerMove {
                classes += ["snap", "reply"]
                label += ", the computer’s last move"
            }
            if winning.contains(index) {
                classes.append("winning")
                label += ", part of the winning line"
            }
            let ghost = mark == nil ? previous?[index]?.rawValue : nil
            return Cell(index: index, name: CellName.text(index, width: 3), rowEnd: index % 3 == 2 && index < 8, free: mark == nil, symbol: mark?.rawValue ?? "", label: label, classes: classes.joined(separator: " "),
                        disabled: over, taken: !over && mark != nil, autofocus: index == focused, ghost: ghost)
        }
        boardClasses = ["board", Self.lineClass(board.winningLine), over ? "over" : "", played != nil ? "after-move" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
        // Against the computer the turn passes twice in one answer: show the computer's turn flash by, then yours.
        turnsClasses = played != nil && game.lastComputerMove != nil ? "turns reply" : "turns"
        sides = Mark.allCases.map { mark in
            let active = !over && game.turn == mark
            let computer = vsComputer && mark != params.human
            var classes = ["side", "side-\(mark.rawValue.lowercased())"]
            if active { classes.append("active") }
            if game.state == .won(mark) { classes.append("winner") }
            if computer { classes.append("computer") }
            let label = !vsComputer ? "Player \(mark.rawValue)"
                : mark == params.human ? "You (\(mark.rawValue))" : "Computer (\(mark.rawValue))"
            return Side(symbol: mark.rawValue, label: label, classes: classes.joined(separator: " "), active: active,
                        draggable: active && !computer)
        }
        turnMark = game.turn.rawValue
        statusText = Self.status(game)
        modes = Mode.allCases.map { Choice(value: $0.rawValue, title: $0.title, checked: $0 == params.mode) }
        levels = Level.allCases.map { Choice(value: $0.rawValue, title: $0.title, checked: $0 == params.level) }
        marks = Mark.allCases.map { Choice(value: $0.rawValue, title: $0.rawValue, checked: $0 == params.human) }
        tally = Self.tallyRows(rows) + (history.online.isEmpty ? [] : [TallyRow(
            title: "With friends online", wins: "\(history.online.won)", losses: "\(history.online.lost)", draws: "\(history.online.draw)")])
        hasTally = !tally.isEmpty
        hasTwoPlayerTally = rows.contains { $0.level == Self.twoPlayersKey }
        event = played == nil ? nil : over ? game.outcome.rawValue : "move"
    }

    private static let twoPlayersKey = "two-players"

    /// The square named by `?played=N`, when it holds a piece the player just placed.
    private static func playedSquare(_ view: GameView<TicTacToeGame>) -> Int? {
        guard let text = view.visit.request.query[playedParameter], let square = Int(text),
              Board.positions.contains(square), view.game.board.isOccupied(square),
              square != view.game.lastComputerMove else { return nil }
        return square
    }

    /// After a refused move, focus returns to the square that was tried.
    private static func refusedSquare(_ view: GameView<TicTacToeGame>) -> Int? {
        guard view.isError, let square = view.visit.fields.cell("cell", width: 3, height: 3), Board.positions.contains(square) else { return nil }
        return square
    }

    static func lineClass(_ line: [Int]?) -> String {
        guard let line, line.count == 3 else { return "" }
        let (a, b) = (line[0], line[1])
        switch b - a {
        case 1: return "line-row-\(a / 3)"
        case 3: return "line-column-\(a % 3)"
        case 4: return "line-diagonal"
        default: return "line-antidiagonal"
        }
    }

    private static func status(_ game: TicTacToeGame) -> String {
        let vsComputer = game.params.mode == .vsComputer
        switch game.state {
        case .inProgress:
            guard vsComputer else { return "\(game.turn.rawValue) to move." }
            let yourTurn = "Your turn: place an \(game.turn.rawValue)."
            guard let reply = game.lastComputerMove else { return yourTurn }
            return "The computer played row \(reply / 3 + 1), column \(reply % 3 + 1). \(yourTurn)"
        case .draw:
            return "It’s a tie."
        case .won(let mark):
            guard vsComputer else { return "\(mark.rawValue) wins!" }
            return mark == game.params.human ? "You win!" : "The computer wins."
        }
    }

    /// One row per computer level, then two players; only what was played this session.
    /// Two-player games have no loser, so their row counts decided games and ties.
    private static func tallyRows(_ rows: [TicTacToeHistory.Count]) -> [TallyRow] {
        let order = Level.allCases.map(\.rawValue) + [twoPlayersKey]
        return order.compactMap { level in
            let mine = rows.filter { $0.level == level }
            guard !mine.isEmpty else { return nil }
            func count(_ outcome: Outcome) -> Int { mine.filter { $0.outcome == outcome.rawValue }.reduce(0) { $0 + $1.count } }
            guard let computer = Level(rawValue: level) else {
                return TallyRow(title: "Two players", wins: "\(count(.won))", losses: "–", draws: "\(count(.draw))")
            }
            return TallyRow(title: "vs \(computer.title)", wins: "\(count(.won))", losses: "\(count(.lost))",
                            draws: "\(count(.draw))")
        }
    }
}

/// The page's own fields listed by hand (a Mirror walk of this model cost more than the rest of the page), then
/// the chrome's.
extension TicTacToePage: TemplateFields {
    var templateFields: TemplateObject {
        chrome.templateFields(adding: [
            "cells": .init(cells), "boardClasses": .init(boardClasses), "turnsClasses": .init(turnsClasses),
            "sides": .init(sides), "turnMark": .init(turnMark), "statusText": .init(statusText), "modes": .init(modes),
            "levels": .init(levels), "marks": .init(marks), "tally": .init(tally), "hasTally": .init(hasTally),
            "hasTwoPlayerTally": .init(hasTwoPlayerTally), "event": .init(event)])
    }
}

extension TicTacToePage.Cell: TemplateFields {
    var templateFields: TemplateObject {
        ["index": .init(index), "name": .init(name), "rowEnd": .init(rowEnd), "free": .init(free), "symbol": .init(symbol), "label": .init(label), "classes": .init(classes),
         "disabled": .init(disabled), "taken": .init(taken), "autofocus": .init(autofocus),
         "ghost": .init(ghost)]
    }
}

extension TicTacToePage.Side: TemplateFields {
    var templateFields: TemplateObject {
        ["symbol": .init(symbol), "label": .init(label), "classes": .init(classes), "active": .init(active),
         "draggable": .init(draggable)]
    }
}

extension TicTacToePage.TallyRow: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "wins": .init(wins), "losses": .init(losses), "draws": .init(draws)]
    }
}
