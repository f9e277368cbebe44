import Games
import UltimateTicTacToe

/// The 81 squares as `ultimatetictactoe/board.mustache` draws them: nine small boards in reading order, each with
/// its squares and what it came to. Made from a board alone, so every page that plays the game draws the same board.
/// Text browsers get each small board's name as a line and its squares as three lines of three (CSS hides those).
struct UltimateBoardView: Sendable {
    struct SmallBoard: Sendable {
        /// "Board top-left, won by X": the group's name for screen readers, and a line of text for a text browser
        /// (hidden by the stylesheet).
        let label: String
        let classes: String
        let cells: [SquareView]
        /// The mark that won it, drawn large over its squares.
        let winner: String?
    }

    /// What a page marks on the board besides the pieces.
    struct Marks: Sendable {
        /// The cell played last, whoever played it.
        var last: Int? = nil
        /// Who played it, said in its label ("X’s last move", "the computer’s last move").
        var lastBy: LastBy? = nil
        /// The piece just placed by this page's player, and the computer's reply to it: they snap in.
        var placed: Int? = nil
        var reply: Int? = nil
        /// The square the page focuses (`#square`).
        var focused: Int? = nil
        /// Whether this page may play now: false for a finished game, or a friend's turn online.
        var playable = true
    }

    /// Who made the last move, as a square's label says it.
    enum LastBy: Sendable {
        case computer
        case side(Mark)
    }

    /// Small boards by their place on the big one, as labels name them (in English: `SmallBoardNames`).
    static let places = [
        "top-left", "top-middle", "top-right", "middle-left", "centre", "middle-right",
        "bottom-left", "bottom-middle", "bottom-right",
    ]

    let smallBoards: [SmallBoard]
    let classes: String

    init(_ board: Board, marks: Marks) {
        let over = board.isOver
        let playable = Set(marks.playable ? board.playableSmallBoards : [])
        let winningBoards = Set(board.winningLine ?? [])
        smallBoards = Board.smallBoards.map { index in
            let winner = board.winner(ofSmallBoard: index)
            let winningSquares = Set(board.winningLine(ofSmallBoard: index) ?? [])
            var classes = ["small-board"]
            var state = BoardLabels.State.open
            if let winner {
                classes += ["won", "won-\(winner.rawValue.lowercased())"]
                // Won by the move this page shows being made: its mark comes in (the others stand still).
                if [marks.placed, marks.reply].contains(where: { $0.map(Board.smallBoard(of:)) == index }) {
                    classes.append("just-won")
                }
                state = winningBoards.contains(index) ? .wonInLine(winner) : .won(winner)
            } else if board.isDrawn(smallBoard: index) {
                classes.append("drawn")
                state = .drawn
            } else if playable.contains(index) {
                classes.append("playable")
                state = .playable
            }
            if winningBoards.contains(index) {
                classes.append("winning")
            }
            let cells = (0..<9).map { square in
                Self.cell(board, Board.cell(smallBoard: index, square: square), square: square,
                          inLine: winningSquares.contains(square), marks: marks, open: playable.contains(index))
            }
            return SmallBoard(label: BoardLabels.smallBoard(index, state), classes: classes.joined(separator: " "),
                              cells: cells, winner: winner?.rawValue)
        }
        classes = ["uboard", over ? "over" : "", marks.placed != nil ? "after-move" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    private static func cell(_ board: Board, _ cell: Int, square: Int, inLine: Bool, marks: Marks,
                             open: Bool) -> SquareView {
        let mark = board[cell]
        var classes = ["cell"]
        var label = BoardLabels.square(cell, mark)
        if let mark { classes.append("mark-\(mark.rawValue.lowercased())") }
        if inLine { classes.append("in-line") }
        if cell == marks.last {
            classes.append("last")
            if let by = marks.lastBy { label = BoardLabels.square(cell, mark, lastBy: by) }
        }
        if cell == marks.placed { classes.append("snap") }
        if cell == marks.reply { classes += ["snap", "reply"] }
        let legal = open && board.isLegal(cell)
        return SquareView(name: CellName.text(cell, width: 9), label: label, classes: classes, mark: mark?.rawValue,
                          column: square % 3, disabled: !legal, autofocus: legal && cell == marks.focused)
    }

    /// The square a keyboard player lands on after a move: in the small board the move sent them to, its centre if
    /// free, else its first free square; with any board open, the free square nearest the last move.
    static func nextSquare(on board: Board, after last: Int?) -> Int? {
        let legal = board.legalCells
        guard !legal.isEmpty else { return nil }
        if let target = board.sentTo {
            let centre = Board.cell(smallBoard: target, square: 4)
            return legal.contains(centre) ? centre : legal.first { Board.smallBoard(of: $0) == target }
        }
        guard let last else { return legal.first }
        func distance(_ cell: Int) -> Int { abs(cell / 9 - last / 9) + abs(cell % 9 - last % 9) }
        return legal.min { distance($0) < distance($1) }
    }
}

extension UltimateBoardView: TemplateFields {
    var templateFields: TemplateObject {
        ["smallBoards": .init(smallBoards), "classes": .init(classes)]
    }
}

extension UltimateBoardView.SmallBoard: TemplateFields {
    var templateFields: TemplateObject {
        ["label": .init(label), "classes": .init(classes), "cells": .init(cells),
         "winner": .init(winner)]
    }
}
