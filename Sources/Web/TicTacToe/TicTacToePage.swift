import Games
import Storage
import TicTacToe

/// The flat view of a Tic-Tac-Toe page: the template only reads these fields.
struct TicTacToePage {
    struct Cell {
        let index: Int
        let symbol: String
        let label: String
        let classes: String
        let disabled: Bool
    }

    struct Choice {
        let value: String
        let title: String
        let checked: Bool
    }

    struct TallyRow {
        let title: String
        let wins: Int
        let losses: Int
        let draws: Int
    }

    struct Overlay {
        let heading: String
        let text: String
        let tone: String
    }

    let page: PageChrome
    let version: Int
    let cells: [Cell]
    let boardClasses: String
    let turnMark: String
    let statusText: String
    let xClasses: String
    let oClasses: String
    let xLabel: String
    let oLabel: String
    let modes: [Choice]
    let levels: [Choice]
    let marks: [Choice]
    let tally: [TallyRow]
    let hasTally: Bool
    let overlay: Overlay?
    let ranking: RankingPrompt?
    let errorMessage: Bool

    init(_ view: GameView<TicTacToeGame>) throws {
        let game = view.game
        let params = game.params
        let board = game.board
        let over = game.outcome.isOver
        let winning = Set(board.winningLine ?? [])
        page = view.chrome(title: "Tic-Tac-Toe", stylesheet: "tictactoe.css")
        version = view.record.version
        errorMessage = view.isError
        cells = (0..<9).map { index in
            let mark = board[index]
            var classes = ["cell"]
            if let mark { classes.append("mark-\(mark.rawValue.lowercased())") }
            if winning.contains(index) { classes.append("winning") }
            if index == game.lastComputerMove { classes.append("placed") }
            let what = mark?.rawValue ?? "empty"
            let won = winning.contains(index) ? ", part of the winning line" : ""
            return Cell(index: index, symbol: mark?.rawValue ?? "",
                        label: "Row \(index / 3 + 1), column \(index % 3 + 1), \(what)\(won)",
                        classes: classes.joined(separator: " "), disabled: over)
        }
        boardClasses = ["board", Self.lineClass(board.winningLine), over ? "over" : ""]
            .filter { !$0.isEmpty }.joined(separator: " ")
        turnMark = game.turn.rawValue
        let vsComputer = params.mode == .vsComputer
        func side(_ mark: Mark) -> String {
            guard vsComputer else { return "Player \(mark.rawValue)" }
            return mark == params.human ? "You (\(mark.rawValue))" : "Computer (\(mark.rawValue))"
        }
        xLabel = side(.x)
        oLabel = side(.o)
        xClasses = "side side-x" + (!over && game.turn == .x ? " active" : "")
        oClasses = "side side-o" + (!over && game.turn == .o ? " active" : "")
        statusText = Self.status(game)
        modes = Mode.allCases.map { Choice(value: $0.rawValue, title: $0.title, checked: $0 == params.mode) }
        levels = Level.allCases.map { Choice(value: $0.rawValue, title: $0.title, checked: $0 == params.level) }
        marks = Mark.allCases.map { Choice(value: $0.rawValue, title: $0.rawValue, checked: $0 == params.human) }
        let rows = try view.app.database.read { c in
            try GameStore.tally(c, sessionID: view.visit.session.id, kind: TicTacToeGame.kind)
        }
        tally = Self.tallyRows(rows)
        hasTally = !tally.isEmpty
        overlay = over ? Self.overlay(game) : nil
        ranking = over ? try RankingPrompt.forGame(view.record, app: view.app, visit: view.visit) : nil
    }

    private static func lineClass(_ line: [Int]?) -> String {
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
            return vsComputer ? "Your turn: place an \(game.turn.rawValue)." : "\(game.turn.rawValue) to move."
        case .draw:
            return "It's a tie."
        case .won(let mark):
            guard vsComputer else { return "\(mark.rawValue) wins!" }
            return mark == game.params.human ? "You win!" : "The computer wins."
        }
    }

    private static func overlay(_ game: TicTacToeGame) -> Overlay {
        switch game.outcome {
        case .won:
            if game.params.mode == .twoPlayers, case .won(let mark) = game.state {
                return Overlay(heading: "\(mark.rawValue) wins!", text: "Three in a row.", tone: "won")
            }
            return Overlay(heading: "You win!", text: "You beat the computer on \(game.params.level.title).", tone: "won")
        case .lost:
            return Overlay(heading: "The computer wins", text: "Better luck next game.", tone: "lost")
        default:
            return Overlay(heading: "It's a tie", text: "Nobody got three in a row.", tone: "draw")
        }
    }

    private static func tallyRows(_ rows: [(level: String, outcome: String, count: Int)]) -> [TallyRow] {
        let order = Level.allCases.map(\.rawValue) + ["two-players"]
        return order.compactMap { level in
            let mine = rows.filter { $0.level == level }
            guard !mine.isEmpty else { return nil }
            func count(_ outcome: Outcome) -> Int { mine.filter { $0.outcome == outcome.rawValue }.reduce(0) { $0 + $1.count } }
            let title = Level(rawValue: level).map { "vs \($0.title)" } ?? "Two players"
            return TallyRow(title: title, wins: count(.won), losses: count(.lost), draws: count(.draw))
        }
    }
}
