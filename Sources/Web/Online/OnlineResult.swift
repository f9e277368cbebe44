/// The card under a finished round's board, in the visitor's own words: "You win!", "You lost" or "Draw"
/// for a player ("X wins" for someone watching), how it ended, and the rematch: offered by one side, started only
/// when the other side accepts it, with the sides swapped so who opens alternates.
struct OnlineResult {
    let heading: String
    let text: String
    /// `won`, `lost` or `draw`: the heading's colour.
    let tone: String
    /// A player with no offer on the table may offer one.
    let canOffer: Bool
    /// The visitor's own offer waits for the other side.
    let offered: Bool
    /// The other side offered: the visitor may accept.
    let canAccept: Bool
    /// What the rematch would be for this player: their side, and who opens.
    let rematchText: String?

    init<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, mine: Pages.Core.Side?, _ pages: Pages.Type) {
        let offer = match.rematchOffer
        canOffer = mine != nil && offer == nil
        offered = mine != nil && offer == mine
        canAccept = mine != nil && offer != nil && offer != mine
        rematchText = mine.map { side in
            let text = switch (offer == side, offer != nil, side.other == OnlineMatch<Pages.Core>.opening) {
            case (true, _, true):
                localized("Rematch offered: it starts when your friend accepts. You will play {{side}}, and you move first.")
            case (true, _, false):
                localized("Rematch offered: it starts when your friend accepts. You will play {{side}}, and your friend moves first.")
            case (false, true, true):
                localized("Your friend offers a rematch: you play {{side}}, and you move first.")
            case (false, true, false):
                localized("Your friend offers a rematch: you play {{side}}, and your friend moves first.")
            case (false, false, true):
                localized("A rematch starts when your friend accepts it. You would play {{side}}, and you move first.")
            case (false, false, false):
                localized("A rematch starts when your friend accepts it. You would play {{side}}, and your friend moves first.")
            }
            return Placeholders.fill(text, ["side": side.other.rawValue])
        }
        switch (match.result, mine) {
        case (.won(let winner), let side?):
            heading = winner == side ? localized("You win!") : localized("You lost")
            tone = winner == side ? "won" : "lost"
        case (.won(let winner), nil):
            heading = localized("{{side}} wins", ["side": winner.rawValue])
            tone = "won"
        default:
            heading = localized("Draw")
            tone = "draw"
        }
        text = Self.how(match, pages)
    }

    /// How the round ended, the same for everyone; a round decided on the board in the game's own words.
    private static func how<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, _ pages: Pages.Type) -> String {
        guard case .won(let winner) = match.result else { return Pages.onlineDraw }
        return switch match.record.ending {
        case "resigned": localized("{{side}} resigned.", ["side": winner.other.rawValue])
        case "claimed": localized("{{side}} stayed silent for 10 minutes.", ["side": winner.other.rawValue])
        default: Pages.onlineWin(winner)
        }
    }

    /// The page's event for its script: `move` once a round has a move, the visitor's outcome once it is over.
    static func event<Core>(_ match: OnlineMatch<Core>, mine: Core.Side?) -> String? {
        switch match.result {
        case .playing: return match.game.moveCount == 0 ? nil : "move"
        case .draw: return "draw"
        case .won(let winner): return mine == nil || mine == winner ? "won" : "lost"
        }
    }
}
