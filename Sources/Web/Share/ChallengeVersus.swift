import Storage

/// Both sides of a challenge in one line, as each side's result page shows it: "You 41.2 s · Sam 38.9 s". A win
/// says its time; any other end says so ("Sam lost after 20.1 s"). Names are the players' own (escaped as all text).
enum ChallengeVersus {
    /// The line for a finished game: against the game it answers, or against the answers to it; nil for neither.
    static func read(_ c: Connection, _ record: GameRecord) throws -> String? {
        guard record.finishedAt != nil, record.id > 0 else { return nil }
        let others: [(String, ChallengeStore.Result)]
        if let challenger = try ChallengeStore.challenger(c, of: record.id) {
            guard challenger.finishedAt != nil else { return nil }
            others = [(challenger.name.map(isolated) ?? localized("Your challenger"), challenger)]
        } else {
            others = try ChallengeStore.answers(c, to: record.id).map { ($0.name.map(isolated) ?? localized("A friend"), $0) }
        }
        guard !others.isEmpty else { return nil }
        let you = side(nil, outcome: record.outcome, startedAt: record.startedAt, finishedAt: record.finishedAt)
        return ([you] + others.map { side($0.0, outcome: $0.1.outcome, startedAt: $0.1.startedAt, finishedAt: $0.1.finishedAt) })
            .joined(separator: " · ")
    }

    /// One side: `name`'s (a player's name set apart with `isolated`, or the words for one who gave none), or the
    /// reader's own for nil ("You 41.2 s"), a sentence of its own in each language.
    static func side(_ name: String?, outcome: String, startedAt: Int64?, finishedAt: Int64?) -> String {
        let time = LocalFormat.seconds(max(0, (finishedAt ?? 0) - (startedAt ?? finishedAt ?? 0)))
        guard let name else {
            switch outcome {
            case "won": return Placeholders.fill(localized("You {{time}}"), ["time": time])
            case "lost": return Placeholders.fill(localized("You lost after {{time}}"), ["time": time])
            case "draw": return Placeholders.fill(localized("You tied in {{time}}"), ["time": time])
            default: return localized("You still playing")
            }
        }
        switch outcome {
        case "won": return Placeholders.fill(localized("{{name}} {{time}}"), ["name": name, "time": time])
        case "lost": return Placeholders.fill(localized("{{name}} lost after {{time}}"), ["name": name, "time": time])
        case "draw": return Placeholders.fill(localized("{{name}} tied in {{time}}"), ["name": name, "time": time])
        default: return Placeholders.fill(localized("{{name}} still playing"), ["name": name])
        }
    }
}
