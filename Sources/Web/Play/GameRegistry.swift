import Foundation

/// Every game on the site, one line each, in the order the menu and the title screen show them.
/// A new game is a core module, a `Web/<Game>` folder with its `GamePages`, and a line here.
enum GameRegistry {
    static let games: [GameEntry] = [
        TicTacToePages.entry,
        MinesweeperPages.entry,
        WordSearchPages.entry,
        UltimateTicTacToePages.entry,
    ]

    /// The leaderboard a visitor sees first: the game with the most boards played against the clock.
    static let leaderboardDefault = MinesweeperPages.entry

    /// "Tic-Tac-Toe, Minesweeper and Word Search": every title, in the registry's order, in the language of the page
    /// being made (English outside a request), listed as that language lists things.
    static var titles: String {
        let titles = games.map(\.title)
        guard Language.chosen != .en else {
            return titles.count < 2 ? titles.joined() : titles.dropLast().joined(separator: ", ") + " and " + titles.last!
        }
        return titles.formatted(.list(type: .and).locale(Language.chosen.locale))
    }

    static func game(_ slug: String) -> GameEntry? {
        games.first { $0.slug == slug }
    }

    /// Every public board of every game.
    static var boards: [LeaderboardBoard] { games.flatMap(\.boards) }
}
