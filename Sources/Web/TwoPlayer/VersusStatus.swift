import Games

/// The game bar's line in a game against the computer or a second player on one device: whose turn, with what the
/// computer just played; or how the game ended.
enum VersusStatus {
    /// `toMove`: the turn between two players ("X to move."); `yourTurn`: the player's ("Your turn: place an X.");
    /// `reply`: the computer's last move in words, said in a sentence before it; `draw`: the game's words for a draw.
    static func line<Core: TwoPlayerGame>(_ game: Core, human: Core.Side?, toMove: String, yourTurn: String,
                                          reply: String?, draw: String) -> String {
        guard game.outcome.isOver else {
            guard human != nil else { return toMove }
            return reply.map { localized("The computer played {{move}}.", ["move": $0]) + " " + yourTurn } ?? yourTurn
        }
        guard let winner = game.winner else { return draw }
        guard let human else { return localized("{{side}} wins!", ["side": winner.rawValue]) }
        return winner == human ? localized("You win!") : localized("The computer wins.")
    }
}
