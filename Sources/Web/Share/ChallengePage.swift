import Games
import Storage

/// A challenge link's page (`ChallengeStart`): who challenges, what they did (their share text's first two lines:
/// game, level and day, result, time and measure, never the board), and the form that plays the same board. Its
/// own player sees the answers instead, each beside their own result.
struct ChallengePage {
    var page: PageChrome
    let heading: String
    let summary: [String]
    let own: Bool
    /// The challenger's result beside each answer ("You 41.2 s · Sam 38.9 s").
    let versus: [String]
    let action: String
    let name: String
    /// Today's daily board: a challenge plays it as practice, so the page points to the ranked try.
    let todaysDaily: Bool

    init<Pages: GamePages>(record: GameRecord, game: Pages.Core, pages: Pages.Type, challenger: String?, own: Bool,
                           answers: [ChallengeStore.Result], visit: Visit, action: String) {
        let entry = Pages.entry
        let title = entry.title
        heading = own ? Placeholders.fill(localized("Your challenge: {{game}}"), ["game": title])
            : challenger.map { Placeholders.fill(localized("{{name}} challenges you: {{game}}"), ["name": isolated($0), "game": title]) }
            ?? Placeholders.fill(localized("A friend challenges you: {{game}}"), ["game": title])
        page = PageChrome(title: heading, csrf: visit.session.csrfToken, current: entry.href, stylesheet: "daily.css")
        let view = GameView(game: game, version: record.version, shownAt: nil, startedAt: record.startedAt,
                            finishedAt: record.finishedAt, visit: visit, message: nil, note: nil, isError: false,
                            ranking: nil, daily: DailyLine(record, entry))
        let text = ShareText(game: entry.title, line: Pages.shareLine(view), day: view.daily?.day, outcome: game.outcome,
                             milliseconds: view.durationMilliseconds, ranking: nil, link: "")
        summary = text.text.split(separator: "\n").map(String.init)
        self.own = own
        let you = ChallengeVersus.side(nil, outcome: record.outcome, startedAt: record.startedAt, finishedAt: record.finishedAt)
        versus = own ? answers.map {
            let friend = ChallengeVersus.side($0.name.map(isolated) ?? localized("A friend"), outcome: $0.outcome, startedAt: $0.startedAt,
                                              finishedAt: $0.finishedAt)
            return "\(you) · \(friend)"
        } : []
        self.action = action
        name = visit.session.name ?? ""
        todaysDaily = DailyDay.keepsSecret(record.daily, at: visit.now)
    }
}

extension ChallengePage: TemplateFields {
    var templateFields: TemplateObject {
        ["page": .init(page), "heading": .init(heading), "summary": .init(summary), "own": .init(own),
         "versus": .init(versus), "action": .init(action), "name": .init(name), "todaysDaily": .init(todaysDaily)]
    }
}
