import Games

extension ShareLine {
    /// A game against the computer says its result against the computer's level ("Beat Impossible"); between two
    /// players on one device, which mark won.
    static func versus(twoPlayers: Bool, level: String, outcome: Outcome, winner: String?) -> ShareLine {
        if twoPlayers {
            return ShareLine(level: "Two players", result: winner.map { "\($0) won" } ?? "A tie")
        }
        let result = switch outcome {
        case .won: "Beat \(level)"
        case .lost: "Lost to \(level)"
        default: "A tie against \(level)"
        }
        return ShareLine(level: "Against \(level)", result: result)
    }
}
