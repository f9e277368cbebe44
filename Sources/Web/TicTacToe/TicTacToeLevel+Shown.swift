import TicTacToe

extension TicTacToeLevel {
    /// `title`, translated: the name a player sees when choosing.
    var shownTitle: String {
        switch self {
        case .easy: localized("Easy")
        case .medium: localized("Medium")
        case .impossible: localized("Impossible")
        }
    }

    /// The row of the session's tally for games against this level.
    var tallyTitle: String {
        switch self {
        case .easy: localized("vs Easy")
        case .medium: localized("vs Medium")
        case .impossible: localized("vs Impossible")
        }
    }
}
