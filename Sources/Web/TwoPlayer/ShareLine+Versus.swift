import Games

extension ShareLine {
    /// A game against the computer says its result against the computer's level ("Beat Impossible"; `level` is its
    /// name as shown); between two players on one device, which mark won.
    static func versus(twoPlayers: Bool, level: String, outcome: Outcome, winner: String?) -> ShareLine {
        if twoPlayers {
            return ShareLine(level: localized("Two players"),
                             result: winner.map { localized("{{side}} won", ["side": $0]) } ?? localized("A tie"))
        }
        let result = switch outcome {
        case .won: localized("Beat {{level}}", ["level": level])
        case .lost: localized("Lost to {{level}}", ["level": level])
        default: localized("A tie against {{level}}", ["level": level])
        }
        return ShareLine(level: localized("Against {{level}}", ["level": level]), result: result)
    }
}
