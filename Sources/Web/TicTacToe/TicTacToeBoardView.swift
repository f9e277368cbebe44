import Games
import TicTacToe

/// The nine squares as `Templates/tictactoe/board.mustache` draws them, made from a board alone, so every page that
/// plays this game (against the computer, two on one device, a friend online) and its replay draw the same squares:
/// the same classes and labels, the winning line drawn across.
struct TicTacToeBoardView: Sendable {
    /// What a page marks on the board besides the pieces.
    struct Marks: Sendable {
        /// The square a person just placed a piece on: it snaps in.
        var placed: Int? = nil
        /// The computer's last move: it snaps in after the player's, and its label says whose it is.
        var reply: Int? = nil
        /// The free squares are buttons a tap or a key can press.
        var playable = false
        /// A tap on a taken square is sent and answered with a note (the game page); elsewhere those are disabled.
        var tapsTaken = false
        var focused: Int? = nil
        /// The previous game's board, whose pieces fade from the free squares.
        var previous: Board? = nil
    }

    let classes: String
    let cells: [SquareView]

    init(_ board: Board, over: Bool, marks: Marks = Marks()) {
        let winning = Set(board.winningLine ?? [])
        cells = Board.positions.map { index in
            let mark = board[index]
            var classes = ["cell"]
            if let mark { classes.append("mark-\(mark.rawValue.lowercased())") }
            if index == marks.placed { classes.append("snap") }
            if index == marks.reply { classes += ["snap", "reply"] }
            if winning.contains(index) { classes.append("winning") }
            let label = Self.label(index, mark, reply: index == marks.reply, winning: winning.contains(index))
            let taken = mark != nil
            return SquareView(name: CellName.text(index, width: 3), label: label, classes: classes, mark: mark?.rawValue,
                              column: index % 3, disabled: !marks.playable || (taken && !marks.tapsTaken),
                              taken: marks.playable && marks.tapsTaken && taken, autofocus: index == marks.focused,
                              ghost: mark == nil ? marks.previous?[index]?.rawValue : nil)
        }
        classes = ["board", Self.lineClass(board.winningLine), over ? "over" : "", marks.placed != nil ? "after-move" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// "Row 1, column 2, X, part of the winning line": where a square is, what is on it, what the page marks on it
    /// (the computer's last move, the winning line). Looked up: every label is made once per language.
    static func label(_ index: Int, _ mark: Mark?, reply: Bool, winning: Bool) -> String {
        labels.current[index][mark == .x ? 0 : mark == .o ? 1 : 2][(reply ? 1 : 0) + (winning ? 2 : 0)]
    }

    private static let labels = PerLanguage { language in
        Language.$picked.withValue(language) {
            Board.positions.map { index in
                [Mark.x, Mark.o, nil].map { mark in
                    let row = String(index / 3 + 1), column = String(index % 3 + 1), said = MarkReading.said(mark)
                    return [
                        localized("Row {{row}}, column {{column}}, {{mark}}",
                                  ["row": row, "column": column, "mark": said]),
                        localized("Row {{row}}, column {{column}}, {{mark}}, the computer’s last move",
                                  ["row": row, "column": column, "mark": said]),
                        localized("Row {{row}}, column {{column}}, {{mark}}, part of the winning line",
                                  ["row": row, "column": column, "mark": said]),
                        localized("Row {{row}}, column {{column}}, {{mark}}, the computer’s last move, part of the winning line",
                                  ["row": row, "column": column, "mark": said]),
                    ]
                }
            }
        }
    }

    /// The class that draws the winning line across the board (`line-row-1`, `line-diagonal`, …).
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
}

extension TicTacToeBoardView: TemplateFields {
    var templateFields: TemplateObject { ["classes": .init(classes), "cells": .init(cells)] }
}
