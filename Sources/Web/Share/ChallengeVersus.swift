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
            others = [(challenger.name ?? "Your challenger", challenger)]
        } else {
            others = try ChallengeStore.answers(c, to: record.id).map { ($0.name ?? "A friend", $0) }
        }
        guard !others.isEmpty else { return nil }
        let you = side("You", outcome: record.outcome, startedAt: record.startedAt, finishedAt: record.finishedAt)
        return ([you] + others.map { side($0.0, outcome: $0.1.outcome, startedAt: $0.1.startedAt, finishedAt: $0.1.finishedAt) })
            .joined(separator: " · ")
    }

    static func side(_ name: String, outcome: String, startedAt: Int64?, finishedAt: Int64?) -> String {
        let time = LeaderboardBoard.seconds(max(0, (finishedAt ?? 0) - (startedAt ?? finishedAt ?? 0)))
        switch outcome {
        case "won": return "\(name) \(time)"
        case "lost": return "\(name) lost after \(time)"
        case "draw": return "\(name) tied in \(time)"
        default: return "\(name) still playing"
        }
    }
}
