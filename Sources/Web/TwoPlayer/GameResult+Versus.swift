import Games

extension GameResult {
    /// The result card of a game against the computer or a second player on one device: between two players the
    /// winner's mark ("X wins!" and `line`), against the computer the player's win on `level` (its name as shown),
    /// the computer's win (`lost`), or the game's own words for a draw.
    static func versus<Core: TwoPlayerGame>(_ game: Core, twoPlayers: Bool, level: String, line: (Core.Side) -> String,
                                           lost: String, draw: GameResult) -> GameResult {
        switch game.outcome {
        case .won:
            if twoPlayers, let mark = game.winner {
                let heading = localized("{{side}} wins!", ["side": mark.rawValue])
                return GameResult(heading: heading, text: line(mark), tone: "won")
            }
            let text = localized("You beat the computer on {{level}}.", ["level": level])
            return GameResult(heading: localized("You win!"), text: text, tone: "won")
        case .lost:
            return GameResult(heading: localized("The computer wins"), text: lost, tone: "lost")
        default:
            return draw
        }
    }
}
