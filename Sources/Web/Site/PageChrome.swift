/// What every page shows around its own content; the layout template reads these fields.
/// Mustache cannot compare strings, so the current section is a set of flags.
struct PageChrome: Sendable {
    let title: String
    let csrf: String
    let stylesheet: String?
    let flash: String?
    let navHome: Bool
    let navTicTacToe: Bool
    let navMinesweeper: Bool
    let navWordSearch: Bool
    let navLeaderboard: Bool

    enum Section: Sendable {
        case home, ticTacToe, minesweeper, wordSearch, leaderboard, none
    }

    init(title: String, csrf: String, section: Section, stylesheet: String? = nil, flash: String? = nil) {
        self.title = title
        self.csrf = csrf
        self.stylesheet = stylesheet
        self.flash = flash
        navHome = section == .home
        navTicTacToe = section == .ticTacToe
        navMinesweeper = section == .minesweeper
        navWordSearch = section == .wordSearch
        navLeaderboard = section == .leaderboard
    }
}

extension PageChrome: TemplateFields {
    var templateFields: TemplateObject {
        ["title": .init(title), "csrf": .init(csrf), "stylesheet": .init(stylesheet), "flash": .init(flash),
         "navHome": .init(navHome), "navTicTacToe": .init(navTicTacToe), "navMinesweeper": .init(navMinesweeper),
         "navWordSearch": .init(navWordSearch), "navLeaderboard": .init(navLeaderboard)]
    }
}
