import Games
import HTTP
import Storage

/// A game's page: its model made from the game and what was read with it (`CurrentGames.PageData`), drawn in the
/// shared frame (`GameChrome`), and kept under its ETag (`RenderedPages`) when it is a stored game's GET.
struct GamePageRenderer<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    typealias Loaded = CurrentGames<Pages>.Loaded
    let boards: ShownBoards<Pages>
    /// Where its pages' forms post, made once.
    let actions = GameActions(Pages.entry)
    var games: CurrentGames<Pages> { boards.games }
    var app: App { boards.app }
    /// Pages just rendered (and compressed), by their ETag.
    var rendered: RenderedPages { app.renderedPages }

    func render(_ loaded: Loaded, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> Response {
        .page(try renderBytes(loaded, visit, message: message, status: status), status: status)
    }

    /// The page of the session's current game (or of a board only shown) with a message: a refused form's answer.
    func renderCurrent(_ visit: Visit, _ current: CurrentGames<Pages>.Current? = nil, message: String, status: Int)
        throws -> Response
    {
        try render(try boards.currentOrPreview(visit, current), visit, message: message, status: status)
    }

    /// A stored game's page as its GET shows it, rendered and kept under its tag (`RenderedPages`).
    func keepRendered(_ loaded: Loaded, tag: String, _ visit: Visit) throws -> RenderedPages.Page {
        let record = loaded.record
        let page = RenderedPages.Page(tag: tag, session: visit.session.id, version: record.version, state: record.state,
                                      query: visit.request.query, plain: try renderBytes(loaded, visit))
        rendered.keep(page, row: record.id)
        return page
    }

    /// The ETag of a stored game's page (`PageTag`).
    func pageTag(_ record: GameRecord, _ data: CurrentGames<Pages>.PageData, _ visit: Visit) -> String {
        let elapsed = GameView<Core>.elapsedSeconds(startedAt: record.startedAt, finishedAt: record.finishedAt, now: visit.now)
        return PageTag.make(Pages.self, record: record, visit: visit, elapsedSeconds: elapsed,
                            ranking: data.ranking, stats: data.stats, versus: data.versus, extra: data.extra)
    }

    func renderBytes(_ loaded: Loaded, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> [UInt8] {
        rendered.renders.add(1, ordering: .relaxed)
        let record = loaded.record
        let data = try loaded.data ?? app.database.read { c in try games.readPageData(c, record, visit.session) }
        // A slip's note comes back in the address; a name that is no slip of this game shows nothing.
        let note = message == nil ? visit.request.query["note"].flatMap(Core.Failure.slip).map(Pages.message) : nil
        let replay = record.finishedAt != nil && record.id > 0 ? GameReplays<Pages>.address(record.id) : nil
        var view = GameView(game: loaded.game, version: record.version, shownAt: loaded.shownAt,
                            startedAt: record.startedAt, finishedAt: record.finishedAt, visit: visit, message: message,
                            note: note, isError: status >= 400, ranking: data.ranking, undos: record.undos,
                            deaths: record.deaths,
                            replayHref: replay,
                            daily: DailyLine(record, Pages.entry),
                            stats: Pages.statsPanel(data.stats),
                            keepsDailySecret: DailyDay.keepsSecret(record.daily, at: visit.now),
                            shareLink: ShareLink.make(record, Pages.self, app: app, visit), versus: data.versus)
        view.lastMove = try lastMove(record, visit)
        let chrome = GameChrome(view, Pages.self, actions: actions)
        return try app.templates.renderBytes(Pages.page(view, chrome, data.extra), template: Pages.template)
    }

    /// The log's last move in effect, when the page answers the reading `last` of a stored game (the log is the
    /// record replays read: the game's own state keeps at most the computer's reply).
    private func lastMove(_ record: GameRecord, _ visit: Visit) throws -> Core.Move? {
        guard record.id > 0, visit.request.query[MoveBox.readParameter] == "last" else { return nil }
        let log = try app.database.read { c in try MoveLogStore.moves(c, gameID: record.id) }.map(\.text)
        return (try? MoveLog.effective(log))?.last.flatMap(Core.Move.init(text:))
    }
}
