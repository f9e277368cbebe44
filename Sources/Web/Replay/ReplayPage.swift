import Games

/// The replay page of one stored game at one step: the board after that many log entries (read-only), where the
/// step is, links to the first, previous, next and last steps (plain text where there is no such step), and every
/// move with its time. A pure function of the game's replay and what its row says of it.
struct ReplayPage {
    struct Entry {
        let number: Int
        let text: String
        let time: String
        /// For replay.js's pace: when it was played, in ms on the game's clock.
        let at: Int
        let href: String
        let current: Bool
    }

    var page: PageChrome
    let slug: String
    let gameTitle: String
    let summary: String
    let result: String
    let board: RenderedHTML
    let stepText: String
    let stepTime: String
    /// What the step's entry did, or that this is the start.
    let status: String
    let first: String?
    let previous: String?
    let next: String?
    let last: String?
    let moves: [Entry]
    let gameHref: String

    /// `address`: the replay's own path (`/minesweeper/replay/12`). `finished`: the game is over (and its board no secret of the day), so its last step
    /// may show what its page shows at the end.
    init<Pages: ReplayPages>(_ replay: Replay<Pages>, step: Int, entry: GameEntry, address: String, finished: Bool,
                             result: String, csrf: String) {
        let total = replay.steps.count
        let href = { (step: Int) in "\(address)?step=\(step)" }
        // Made for every visit: filled by `Placeholders`.
        page = PageChrome(title: Placeholders.fill(localized("Replay · {{game}}"), ["game": entry.title]), csrf: csrf,
                          current: entry.href, stylesheet: entry.stylesheet)
        slug = entry.slug
        gameTitle = entry.title
        summary = Pages.summary(replay.start)
        self.result = result
        board = Pages.replayBoard(replay.game(after: step), end: finished && step == total)
        stepText = Placeholders.fill(localized("Move {{step}} of {{total}}"), ["step": "\(step)", "total": "\(total)"])
        let at = step == 0 ? 0 : replay.steps[step - 1].atMilliseconds
        stepTime = LocalFormat.seconds(at)
        status = step == 0 ? localized("The start, before the first move.")
            : Self.sentence(Placeholders.fill(localized("Move {{step}}: {{move}}"),
                                              ["step": "\(step)", "move": replay.steps[step - 1].description]))
        first = step > 0 ? href(0) : nil
        previous = step > 0 ? href(step - 1) : nil
        next = step < total ? href(step + 1) : nil
        last = step < total ? href(total) : nil
        // The page's language looked up once for every move's time.
        let english = Language.chosen == .en
        func seconds(_ milliseconds: Int64) -> String {
            english ? LeaderboardBoard.seconds(milliseconds) : LocalFormat.seconds(milliseconds)
        }
        moves = [Entry(number: 0, text: localized("The start"), time: seconds(0), at: 0, href: href(0), current: step == 0)]
            + replay.steps.enumerated().map { offset, played in
                Entry(number: offset + 1, text: played.description, time: seconds(played.atMilliseconds),
                      at: Int(played.atMilliseconds), href: href(offset + 1), current: step == offset + 1)
            }
        gameHref = entry.href
    }

    /// A description as a sentence: some end in their own "!" or "." (Word Search's "Found SWIFT!").
    private static func sentence(_ text: String) -> String {
        text.last.map { ".!?".contains($0) } == true ? text : text + "."
    }
}

/// The fields listed by hand: an Expert game's replay lists hundreds of moves.
extension ReplayPage: TemplateFields {
    var templateFields: TemplateObject {
        ["page": .init(page), "slug": .init(slug), "gameTitle": .init(gameTitle), "summary": .init(summary),
         "result": .init(result), "board": .init(board), "stepText": .init(stepText), "stepTime": .init(stepTime),
         "status": .init(status), "first": .init(first), "previous": .init(previous), "next": .init(next),
         "last": .init(last), "moves": .init(moves), "gameHref": .init(gameHref)]
    }
}

extension ReplayPage.Entry: TemplateFields {
    var templateFields: TemplateObject {
        ["number": .init(number), "text": .init(text), "time": .init(time), "at": .init(at), "href": .init(href),
         "current": .init(current)]
    }
}
