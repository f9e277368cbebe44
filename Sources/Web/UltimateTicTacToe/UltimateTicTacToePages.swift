import Games
import Storage
import UltimateTicTacToe

/// Ultimate Tic-Tac-Toe on the site: its registry line, its page, and its one board, the longest streak of wins
/// against Hard, which counts games rather than times them.
enum UltimateTicTacToePages: GamePages {
    /// Its streak board reads its past games, up to `streakLookBack` of them.
    static let entry = GameEntry(
        Self.self, slug: "ultimatetictactoe", title: localized("Ultimate Tic-Tac-Toe"), shortTitle: localized("Ultimate"),
        subtitle: localized("Nine boards in one: where you play sends your opponent"),
        boards: [(hardStreak, { localized("Win streak vs Hard") }, .count("wins"))],
        gamesKept: UltimateTicTacToeRecords.streakLookBack, online: .byLink(Self.self))

    /// The level of its board (`UltimateTicTacToeRecords` keeps it).
    static let hardStreak = "hard-streak"

    static func page(_ view: GameView<UltimateTicTacToeGame>, _ chrome: GameChrome, _: Void) -> UltimateTicTacToePage {
        UltimateTicTacToePage(view, chrome)
    }

    /// The result card: a win, a loss or a draw.
    static func result(_ view: GameView<UltimateTicTacToeGame>) -> GameResult? {
        let params = view.game.params
        return .versus(view.game, twoPlayers: params.mode == .twoPlayers, level: params.level.shownTitle,
                       line: { localized("Three boards in a row for {{side}}.", ["side": $0.rawValue]) },
                       lost: localized("Three boards in a row for the computer. Better luck next game."),
                       draw: GameResult(heading: localized("It’s a draw"),
                                        text: localized("Neither side can make a line of boards any more."), tone: "draw"))
    }

    /// The result against the computer's level, or which mark won.
    static func shareLine(_ view: GameView<UltimateTicTacToeGame>) -> ShareLine {
        let params = view.game.params
        return .versus(twoPlayers: params.mode == .twoPlayers, level: params.level.shownTitle, outcome: view.game.outcome,
                       winner: view.game.winner?.rawValue)
    }

    /// A refusal in the page's language (the core's words are English).
    static func message(_ failure: UltimateTicTacToeError) -> String { failure.shownMessage }

    static func undoRefusal(_ reason: String) -> String { MarkGameText.shown(reason) }

    /// "You win! · Ultimate Tic-Tac-Toe": the result is in the tab's title too.
    static let titleShowsResult = true

    /// The page after a move focuses a square the next move may take (`UltimateBoardView.nextSquare`).
    /// Hard's reply is a tree search of thousands of playouts; Easy's and Medium's take microseconds.
    static func thinksLong(_ game: UltimateTicTacToeGame) -> Bool {
        game.params.mode == .vsComputer && game.params.level == .hard
    }

    /// A new game's page focuses a free square.
    static let startFocus = MoveFocus.started

    static func focus(after move: UltimateTicTacToeMove) -> MoveFocus {
        switch move {
        case .place(let cell, _): .placed(cell)
        }
    }

    static func gameFinished(_ c: Connection, game: UltimateTicTacToeGame, record: GameRecord, now: Int64) throws {
        try UltimateTicTacToeRecords.update(c, game: game, record: record, now: now)
    }
}
