import Games

/// A match's last move in one sentence in the visitor's words, first in the play area ("You b2. Your friend’s
/// turn.", to a watcher "X b2. O to move."), said only while it is the match's last change (`lastMoveVersion`): a
/// join, a resignation or a rematch offer never repeats it.
enum OnlineSaid {
    static func sentence<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, mine: Pages.Core.Side?,
                                             _: Pages.Type) -> String? {
        guard match.record.lastMoveVersion == match.record.version,
              let (side, name) = lastMove(match, Pages.self) else { return nil }
        return "\(who(side, mine: mine)) \(name). \(next(match, mine: mine, Pages.self))"
    }

    /// The reading `last`: the round's last move, whatever came after it.
    static func last<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, mine: Pages.Core.Side?,
                                         _: Pages.Type) -> String {
        guard let (side, name) = lastMove(match, Pages.self) else { return "No move yet in this round." }
        return "Last move: \(who(side, mine: mine)) \(name)."
    }

    /// The side that made the round's last move and the move's name.
    private static func lastMove<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>,
                                                     _: Pages.Type) -> (Pages.Core.Side, String)? {
        guard let text = match.record.lastMove, let move = Pages.Core.Move(text: text) else { return nil }
        return Pages.onlinePlaced(move, in: match.game)
    }

    private static func who<Side: TwoPlayerSide>(_ side: Side, mine: Side?) -> String {
        guard let mine else { return side.rawValue }
        return side == mine ? "You" : "Your friend"
    }

    /// Whose turn it is now (with where to play, as the game says it), or how the round ended.
    private static func next<Pages: OnlinePages>(_ match: OnlineMatch<Pages.Core>, mine: Pages.Core.Side?,
                                                 _: Pages.Type) -> String {
        let turn = match.game.turn
        switch (match.result, mine) {
        case (.draw, _): return "Draw."
        case (.won(let winner), let mine?): return winner == mine ? "You win!" : "You lost."
        case (.won(let winner), nil): return "\(winner.rawValue) wins."
        case (.playing, let mine?) where mine == turn: return Pages.onlineYourTurn(match.game)
        case (.playing, _?): return "Your friend’s turn."
        case (.playing, nil): return "\(turn.rawValue) to move."
        }
    }
}
