import Games

/// What a replay says of a game against the computer or a second player on one device.
enum VersusReplay {
    /// "X in row 1, column 2, the computer’s O in row 2, column 2: X wins": the move, the computer's reply the core
    /// played inside the same move, and how the game ended (`draw`: the game's word for it).
    static func describe<Core: TwoPlayerGame>(_ mark: Core.Side, in place: String, reply: (Core.Side, String)?,
                                              after: Core, draw: String) -> String {
        var text = "\(mark.rawValue) in \(place)"
        if let (replied, square) = reply { text += ", the computer’s \(replied.rawValue) in \(square)" }
        guard after.outcome.isOver else { return text }
        return after.winner.map { text + ": \($0.rawValue) wins" } ?? text + ": \(draw)"
    }

    /// "Against the computer, Hard, you played X", or the mode alone ("Two players").
    static func summary(mode: String, vsComputer: Bool, level: String, human: String) -> String {
        vsComputer ? "\(mode), \(level), you played \(human)" : mode
    }
}
