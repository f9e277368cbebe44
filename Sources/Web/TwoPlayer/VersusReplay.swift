import Games

/// What a replay says of a game against the computer or a second player on one device.
enum VersusReplay {
    /// "X in row 1, column 2, the computer’s O in row 2, column 2: X wins": the move, the computer's reply the core
    /// played inside the same move, and how the game ended (`draw`: the game's words for it, "a tie").
    static func describe<Core: TwoPlayerGame>(_ mark: Core.Side, in place: String, reply: (Core.Side, String)?,
                                              after: Core, draw: String) -> String {
        let over = after.outcome.isOver
        let winner = after.winner?.rawValue
        let text = switch (reply != nil, over, winner != nil) {
        case (false, false, _): localized("{{side}} in {{place}}")
        case (false, true, true): localized("{{side}} in {{place}}: {{winner}} wins")
        case (false, true, false): localized("{{side}} in {{place}}: {{draw}}")
        case (true, false, _): localized("{{side}} in {{place}}, the computer’s {{reply}} in {{replyPlace}}")
        case (true, true, true): localized("{{side}} in {{place}}, the computer’s {{reply}} in {{replyPlace}}: {{winner}} wins")
        case (true, true, false): localized("{{side}} in {{place}}, the computer’s {{reply}} in {{replyPlace}}: {{draw}}")
        }
        return Placeholders.fill(text, ["side": mark.rawValue, "place": place, "reply": reply?.0.rawValue ?? "",
                                        "replyPlace": reply?.1 ?? "", "winner": winner ?? "", "draw": draw])
    }

    /// "Against the computer, Hard, you played X" (`level`: the level's name as shown), or between two players the
    /// mode alone ("Two players").
    static func summary(vsComputer: Bool, level: String, human: String) -> String {
        guard vsComputer else { return localized("Two players") }
        return localized("Against the computer, {{level}}, you played {{side}}", ["level": level, "side": human])
    }
}
