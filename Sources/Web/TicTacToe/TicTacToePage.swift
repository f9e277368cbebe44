import Games
import TicTacToe

/// The flat view of a Tic-Tac-Toe page: the template only reads these fields.
struct TicTacToePage {
    struct TallyRow {
        let title: String
        let wins: String
        let losses: String
        let draws: String
    }

    /// What every game page shows (`GameChrome`).
    let chrome: GameChrome
    let board: TicTacToeBoardView
    let turnsClasses: String
    let sides: [TurnSide]
    let turnMark: String
    let statusText: String
    let setup: VersusSetup
    let tally: [TallyRow]
    let hasTally: Bool
    let hasTwoPlayerTally: Bool
    /// On the page right after a move: what it did, from the player's side (`won`, `lost`, `draw`, else `move`),
    /// for the page's script to answer with a vibration or a sound.
    let event: String?
    /// What the last move did, first in the play area (`TicTacToeSaid`); nil on a page no move led to.
    let said: String?

    init(_ view: GameView<TicTacToeGame>, _ chrome: GameChrome, _ history: TicTacToeHistory) {
        let game = view.game
        let params = game.params
        let over = game.outcome.isOver
        // After a slip (a tap on a taken square) the square is focused again, but nothing was placed to snap in.
        let played = view.note == nil ? Self.playedSquare(view) : nil
        let rows = history.tally

        self.chrome = chrome
        var marks = TicTacToeBoardView.Marks()
        marks.placed = played
        marks.reply = game.lastComputerMove
        marks.playable = !over
        marks.tapsTaken = true
        marks.focused = over ? nil : Self.playedSquare(view) ?? Self.refusedSquare(view) ?? Self.firstSquare(view)
        marks.previous = history.previousBoard
        board = TicTacToeBoardView(game.board, over: over, marks: marks)
        // Against the computer the turn passes twice in one answer: show the computer's turn flash by, then yours.
        turnsClasses = played != nil && game.lastComputerMove != nil ? "turns reply" : "turns"
        sides = TurnSide.onOneDevice(game, human: params.mode == .vsComputer ? params.human : nil,
                                     level: params.mode == .vsComputer ? params.level.shownTitle : nil, marksComputer: true,
                                     dragsPieces: true)
        turnMark = game.turn.rawValue
        statusText = Self.status(game)
        setup = VersusSetup(TicTacToePages.self, mode: params.mode, modeTitle: \.shownTitle, level: params.level,
                            levelTitle: \.shownTitle, human: params.human)
        let online = history.online
        tally = Self.tallyRows(rows) + (online.isEmpty ? [] : [TallyRow(
            title: localized("With friends online"), wins: ShownNumber.integer(online.won),
            losses: ShownNumber.integer(online.lost), draws: ShownNumber.integer(online.draw))])
        hasTally = !tally.isEmpty
        hasTwoPlayerTally = rows.contains { $0.level == Self.twoPlayersKey }
        said = view.isError ? nil : TicTacToeSaid.sentence(game, query: view.visit.request.query, note: view.note != nil)
        event = played == nil ? nil : over ? game.outcome.rawValue : "move"
    }

    private static let twoPlayersKey = "two-players"

    /// The square named by `?played=N`, when it holds a piece the player just placed.
    private static func playedSquare(_ view: GameView<TicTacToeGame>) -> Int? {
        guard let text = view.visit.request.query[MoveFocus.playedParameter], let square = Int(text),
              Board.positions.contains(square), view.game.board.isOccupied(square),
              square != view.game.lastComputerMove else { return nil }
        return square
    }

    /// A game just started focuses its first free square (the computer may have opened).
    private static func firstSquare(_ view: GameView<TicTacToeGame>) -> Int? {
        guard !view.isError, MoveFocus.started(view.visit.request.query) else { return nil }
        return Board.positions.first { !view.game.board.isOccupied($0) }
    }

    /// After a refused move, focus returns to the square that was tried.
    private static func refusedSquare(_ view: GameView<TicTacToeGame>) -> Int? {
        guard view.isError, let square = view.visit.fields.cell("cell", width: 3, height: 3), Board.positions.contains(square) else { return nil }
        return square
    }

    private static func status(_ game: TicTacToeGame) -> String {
        let turn = game.turn.rawValue
        return VersusStatus.line(game, human: game.params.mode == .vsComputer ? game.params.human : nil,
                                 toMove: localized("{{side}} to move.", ["side": turn]),
                                 yourTurn: localized("Your turn: place an {{side}}.", ["side": turn]),
                                 reply: game.lastComputerMove.map(TicTacToePages.place), draw: localized("It’s a tie."))
    }

    /// One row per computer level, then two players; only what was played this session.
    /// Two-player games have no loser, so their row counts decided games and ties.
    private static func tallyRows(_ rows: [TicTacToeHistory.Count]) -> [TallyRow] {
        let order = TicTacToeLevel.allCases.map(\.rawValue) + [twoPlayersKey]
        return order.compactMap { level in
            let mine = rows.filter { $0.level == level }
            guard !mine.isEmpty else { return nil }
            func count(_ outcome: Outcome) -> Int { mine.filter { $0.outcome == outcome.rawValue }.reduce(0) { $0 + $1.count } }
            let wins = ShownNumber.integer(count(.won)), draws = ShownNumber.integer(count(.draw))
            guard let computer = TicTacToeLevel(rawValue: level) else {
                return TallyRow(title: localized("Two players"), wins: wins, losses: "–", draws: draws)
            }
            return TallyRow(title: computer.tallyTitle, wins: wins, losses: ShownNumber.integer(count(.lost)), draws: draws)
        }
    }
}

/// The page's own fields listed by hand (a Mirror walk of this model cost more than the rest of the page), then
/// the chrome's.
extension TicTacToePage: TemplateFields {
    var templateFields: TemplateObject {
        chrome.templateFields(adding: [
            "board": .init(board), "turnsClasses": .init(turnsClasses), "sides": .init(sides),
            "turnMark": .init(turnMark), "statusText": .init(statusText), "setup": .init(setup), "tally": .init(tally), "hasTally": .init(hasTally),
            "hasTwoPlayerTally": .init(hasTwoPlayerTally), "event": .init(event), "said": .init(said)])
    }
}

extension TicTacToePage.TallyRow: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "wins": .init(wins), "losses": .init(losses), "draws": .init(draws)]
    }
}
