import Games

/// What every game page draws around its board, as Tatham's midend does for every puzzle: the result card and its
/// leaderboard prompt, undo, the daily line, statistics, the move forms' fields and actions. Built once per render;
/// the template reads these names at the top level (`Templates/game.mustache`), so no game lists them again.
struct GameChrome: Sendable {
    let page: PageChrome
    /// The page's heading: the game's title.
    let gameTitle: String
    let version: Int
    /// The time a board not stored yet was shown, posted back with the first move.
    let shown: String?
    /// The message (`page.flash`) refuses something, rather than saying what was done.
    let errorMessage: Bool
    /// A slip's note, shown near the board.
    let note: String?
    /// Once the game is over: its result card, the leaderboard prompt and the replay.
    let overlay: GameResult?
    let ranking: RankingPrompt?
    let replayHref: String?
    /// A finished stored game's share text (`ShareText`).
    let share: ShareText?
    /// A challenge's two sides, beside the share text.
    let versus: String?
    /// The Undo button and the mark of a game in which undo was used.
    let undo: UndoPanel?
    /// A daily board's line, the form to start one, and the session's statistics (`partials/daily`, `partials/stats`).
    let daily: DailyLine?
    let dailyForm: DailyForm?
    let stats: StatsPanel?
    /// Where a move and a new game are posted (`/<slug>/move`, `/<slug>/new`).
    let moveAction: String
    let newAction: String
    /// The move box and the answer to a reading typed there.
    let moveBox: MoveBox

    init<Pages: GamePages>(_ view: GameView<Pages.Core>, _: Pages.Type, actions: GameActions) {
        let entry = Pages.entry
        let result = view.game.outcome.isOver ? Pages.result(view) : nil
        page = view.chrome(entry, title: Pages.titleShowsResult ? result.map { "\($0.heading) · \(entry.title)" } : nil)
        gameTitle = entry.title
        version = view.version
        shown = view.shownAt.map(String.init)
        errorMessage = view.isError
        note = view.note
        overlay = result
        ranking = result == nil ? nil : view.ranking
        replayHref = result == nil ? nil : view.replayHref
        versus = result == nil ? nil : view.versus
        share = result == nil ? nil : view.shareLink.map { link in
            ShareText(game: entry.title, line: Pages.shareLine(view), day: view.daily?.day, outcome: view.game.outcome,
                      milliseconds: view.durationMilliseconds, ranking: view.ranking, link: link)
        }
        undo = UndoPanel.make(view, entry: entry)
        daily = view.daily
        dailyForm = DailyForm(entry, level: view.game.levelKey, now: view.visit.now)
        stats = view.stats
        moveAction = actions.move
        newAction = actions.new
        moveBox = MoveBox(view, Pages.self)
    }

    /// A game page's template fields: these, then its own (`own`). The renderer finds a name by scanning, so the
    /// names every form reads (`page.csrf`, `version`, `shown`) come first.
    func templateFields(adding own: KeyValuePairs<String, TemplateValue>) -> TemplateObject {
        var fields = TemplateObject(capacity: own.count + 18)
        fields.append("page", .init(page))
        fields.append("version", .init(version))
        fields.append("shown", .init(shown))
        fields.append("gameTitle", .init(gameTitle))
        fields.append("errorMessage", .init(errorMessage))
        fields.append("note", .init(note))
        fields.append("overlay", .init(overlay))
        fields.append("ranking", .init(ranking))
        fields.append("replayHref", .init(replayHref))
        fields.append("share", .init(share))
        fields.append("versus", .init(versus))
        fields.append("undo", .init(undo))
        fields.append("daily", .init(daily))
        fields.append("dailyForm", .init(dailyForm))
        fields.append("stats", .init(stats))
        fields.append("moveAction", .init(moveAction))
        fields.append("newAction", .init(newAction))
        fields.append("moveBox", .init(moveBox))
        for (name, value) in own { fields.append(name, value) }
        return fields
    }
}

/// A game's form actions, made once per game (`GamePageRenderer.actions`), not per page.
struct GameActions: Sendable {
    let move: String
    let new: String

    init(_ entry: GameEntry) {
        move = "\(entry.href)/move"
        new = "\(entry.href)/new"
    }
}
