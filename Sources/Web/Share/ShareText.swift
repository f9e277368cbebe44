import Games

/// What a game says of its own result in a share text (`GamePages.shareLine`): the level as the text names it, the
/// result when "Won"/"Lost" would not say it (against the computer: "Beat Impossible"), and the game's measure
/// (3BV/s, words found). Never anything of the board itself: a shared text must not teach a daily board.
struct ShareLine: Sendable {
    let level: String
    var result: String? = nil
    var measure: String? = nil
}

/// A finished game's share text, spoiler-free, as the result card shows it in a readonly box (Copy and Share with
/// JavaScript): the game, the level and the day of a daily, the result and its time, the game's measure, the rank
/// if ranked, and a link. Three lines of plain text; the template escapes it like every other text.
struct ShareText: Sendable, Hashable {
    let text: String

    init(game: String, line: ShareLine, day: DailyDay?, outcome: Outcome, milliseconds: Int64?,
         ranking: RankingPrompt?, link: String) {
        let level = day.map { "Daily \(line.level) · \($0.title)" } ?? line.level
        let time = LeaderboardBoard.seconds(max(0, milliseconds ?? 0))
        let result = line.result ?? Self.result(outcome)
        var second = ["\(result) in \(time)"]
        if let measure = line.measure { second.append(measure) }
        if let ranking, ranking.held == nil {
            second.append(day == nil ? "#\(ranking.place) on \(ranking.boardTitle)" : "#\(ranking.place) today")
        }
        text = "\(game) · \(level)\n\(second.joined(separator: " · "))\n\(link)"
    }

    private static func result(_ outcome: Outcome) -> String {
        switch outcome {
        case .won: "Won"
        case .lost: "Lost"
        case .draw: "A tie"
        default: "Ended"
        }
    }
}

extension ShareText: TemplateFields {
    var templateFields: TemplateObject {
        ["text": .init(text)]
    }
}
