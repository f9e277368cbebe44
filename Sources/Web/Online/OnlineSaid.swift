import Games

/// A match's last move in one sentence in the visitor's words, first in the play area ("You b2. Your friend’s
/// turn.", to a watcher "X b2. O to move."), said only while it is the match's last change (`lastMoveVersion`): a
/// join, a resignation or a rematch offer never repeats it.
enum OnlineSaid {
    static func sentence<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, mine: Pages.Core.Side?,
                                             _: Pages.Type) -> String? {
        guard match.record.lastMoveVersion == match.record.version,
              let (side, name) = lastMove(match, Pages.self) else { return nil }
        let move = mine == nil ? localized("{{side}} {{move}}.")
            : side == mine ? localized("You {{move}}.") : localized("Your friend {{move}}.")
        return Placeholders.fill(move, ["side": side.rawValue, "move": name]) + " " + next(match, mine: mine, Pages.self)
    }

    /// The reading `last`: the round's last move, whatever came after it.
    static func last<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, mine: Pages.Core.Side?,
                                         _: Pages.Type) -> String {
        guard let (side, name) = lastMove(match, Pages.self) else { return localized("No move yet in this round.") }
        guard let mine else { return localized("Last move: {{side}} {{move}}.", ["side": side.rawValue, "move": name]) }
        return side == mine ? localized("Last move: You {{move}}.", ["move": name])
            : localized("Last move: Your friend {{move}}.", ["move": name])
    }

    /// The side that made the round's last move and the move's name.
    private static func lastMove<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>,
                                                     _: Pages.Type) -> (Pages.Core.Side, String)? {
        guard let text = match.record.lastMove, let move = Pages.Core.Move(text: text) else { return nil }
        return Pages.onlinePlaced(move, in: match.game)
    }

    /// Whose turn it is now (with where to play, as the game says it), or how the round ended.
    private static func next<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, mine: Pages.Core.Side?,
                                                 _: Pages.Type) -> String {
        let turn = match.game.turn
        switch (match.result, mine) {
        case (.draw, _): return localized("Draw.")
        case (.won(let winner), let mine?): return winner == mine ? localized("You win!") : localized("You lost.")
        case (.won(let winner), nil): return localized("{{side}} wins.", ["side": winner.rawValue])
        case (.playing, let mine?) where mine == turn: return Pages.onlineYourTurn(match.game)
        case (.playing, _?): return localized("Your friend’s turn.")
        case (.playing, nil): return localized("{{side}} to move.", ["side": turn.rawValue])
        }
    }
}
