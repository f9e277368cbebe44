import Games

extension GameResult {
    /// The result card of a game against the computer or a second player on one device: between two players the
    /// winner's mark ("X wins!" and `line`), against the computer the player's win on `level`, the computer's win
    /// (`lost`), or the game's own words for a draw.
    static func versus<Core: TwoPlayerGame>(_ game: Core, twoPlayers: Bool, level: String, line: (Core.Side) -> String,
                                           lost: String, draw: GameResult) -> GameResult {
        switch game.outcome {
        case .won:
            if twoPlayers, let mark = game.winner {
                return GameResult(heading: "\(mark.rawValue) wins!", text: line(mark), tone: "won")
            }
            return GameResult(heading: "You win!", text: "You beat the computer on \(level).", tone: "won")
        case .lost:
            return GameResult(heading: "The computer wins", text: lost, tone: "lost")
        default:
            return draw
        }
    }
}
