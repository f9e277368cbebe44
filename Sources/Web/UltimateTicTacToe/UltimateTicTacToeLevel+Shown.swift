import UltimateTicTacToe

extension UltimateTicTacToeLevel {
    /// `title`, translated: the name a player sees when choosing.
    var shownTitle: String {
        switch self {
        case .easy: localized("Easy")
        case .medium: localized("Medium")
        case .hard: localized("Hard")
        }
    }
}
