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
        let level = day.map { LeaderboardBoard.dailyTitle(level: line.level, day: $0) } ?? line.level
        let time = LocalFormat.seconds(max(0, milliseconds ?? 0))
        let result = line.result.map { Placeholders.fill(localized("{{result}} in {{time}}"), ["result": $0, "time": time]) }
        var second = [result ?? Self.result(outcome, time: time)]
        if let measure = line.measure { second.append(measure) }
        if let ranking, ranking.held == nil {
            let place = ShownNumber.integer(ranking.place)
            second.append(day == nil
                          ? Placeholders.fill(localized("#{{place}} on {{board}}"), ["place": place, "board": ranking.boardTitle])
                          : Placeholders.fill(localized("#{{place}} today"), ["place": place]))
        }
        text = "\(game) · \(level)\n\(second.joined(separator: " · "))\n\(link)"
    }

    /// How the game ended, in what time (filled by `Placeholders`: every finished game's page says it).
    private static func result(_ outcome: Outcome, time: String) -> String {
        switch outcome {
        case .won: Placeholders.fill(localized("Won in {{time}}"), ["time": time])
        case .lost: Placeholders.fill(localized("Lost in {{time}}"), ["time": time])
        case .draw: Placeholders.fill(localized("A tie in {{time}}"), ["time": time])
        default: Placeholders.fill(localized("Ended in {{time}}"), ["time": time])
        }
    }
}

extension ShareText: TemplateFields {
    var templateFields: TemplateObject {
        ["text": .init(text)]
    }
}
