import Games
import HTTP
import Storage

/// The one controller every game shares: it adds a game's routes and owns what serves them (showing and starting a
/// game here; a move `GameMoves`, undo `GameUndo`, the daily board `DailyStart`, replays `GameReplays`), all over
/// the session's current game (`CurrentGames`) and its page (`GamePageRenderer`).
struct GameController<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    typealias Current = CurrentGames<Pages>.Current
    typealias Loaded = CurrentGames<Pages>.Loaded
    let app: App
    let games: CurrentGames<Pages>
    let pages: GamePageRenderer<Pages>
    let moves: GameMoves<Pages>

    init(app: App) {
        self.app = app
        games = CurrentGames(app: app)
        pages = GamePageRenderer(boards: ShownBoards(games: games))
        moves = GameMoves(answer: MoveAnswer(pages: pages))
    }

    var path: String { Pages.path }
    var rendered: RenderedPages { app.renderedPages }

    func register(_ router: inout Router) {
        router.get(path, needs: .session(app)) { request in
            app.withSession(request, loading: games.readCurrent, together: games.readCurrentWithSession, show)
        }
        router.post("\(path)/new", needs: .checkedForm(app)) { request in app.withSession(request, newGame) }
        // One path for every move, with or without JavaScript, on either backend (`GameMoves.move`): load, decide
        // outside any transaction, save checked by version, answer from what was saved.
        router.post("\(path)/move", needs: .checkedForm(app)) { request in
            app.withSession(request, loading: games.readRecord, together: games.readRecordWithSession,
                            remembered: games.remembered(request), moves.move)
        }
        GameReplays<Pages>(app: app).register(&router)
        GameUndo(pages: pages).register(&router)
        DailyStart(games: games).register(&router)
        ChallengeStart(games: games).register(&router)
    }

    /// A stored game's page carries an ETag (`PageTag`) and `no-cache`: a reload or back/forward revalidates, and
    /// the same version is a 304 from the kept page. A board only shown is new at each view: never kept.
    func show(_ visit: Visit, _ current: Current?) throws -> Response {
        let loaded = try pages.boards.currentOrPreview(visit, current)
        guard loaded.shownAt == nil else { return try pages.render(loaded, visit) }
        let record = loaded.record
        let data = try loaded.data ?? app.database.read { c in try games.readPageData(c, record, visit.session) }
        let tag = pages.pageTag(record, data, visit)
        // The kept page (rendered only when it is not, e.g. after a restart) also gives a 304 its length: libmicrohttpd
        // writes a Content-Length on every 304, and RFC 9110 §8.6 lets it be only the 200's.
        let page = try rendered.page(row: record.id, tag: tag)
            ?? pages.keepRendered(Loaded(record: record, game: loaded.game, data: data), tag: tag, visit)
        let answer = rendered.answer(of: page, row: record.id,
                                     acceptingGzip: AcceptEncoding.allowsGzip(visit.request.header("Accept-Encoding")))
        if let candidates = visit.request.header("If-None-Match"), EntityTag.matches(candidates, tag) {
            return Response(status: 304, headers: RenderedPages.caching(tag: tag)
                            + [("Content-Length", String(answer.response.body.count))])
        }
        return Response(kept: answer, reuse: reuse(record, visit))
    }

    /// The kept page may go again without routing (`AnswerMemo`) while nothing is committed, until the session is
    /// due to be touched, the running clock's next second, the next UTC day (the daily form) or the game's own change.
    private func reuse(_ record: GameRecord, _ visit: Visit) -> AnswerReuse? {
        guard let stamp = visit.memoStamp else { return nil }
        var until = app.dayOrSessionChanges(visit)
        if let startedAt = record.startedAt, record.finishedAt == nil {
            until = min(until, startedAt + (max(0, visit.now - startedAt) / 1000 + 1) * 1000)
        }
        if let changes = Pages.pageChanges(record, after: visit.now) { until = min(until, changes) }
        return AnswerReuse(stamp: stamp, until: until)
    }

    func newGame(_ visit: Visit) throws -> Response {
        let game: Core
        do {
            if visit.fields["again"] != nil, let current = try games.loadCurrent(visit) {
                game = Core(params: current.game.params, seed: CurrentGames<Pages>.freshSeed())
            } else {
                game = Core(params: try Pages.newParams(visit.fields), seed: try Core.seed(from: visit.fields) ?? CurrentGames<Pages>.freshSeed())
            }
        } catch let error as Core.Failure {
            return try pages.renderCurrent(visit, message: Pages.message(error), status: 400)
        }
        _ = try games.insert(game, visit)
        // The new board has the focus (without JavaScript too: its first playable cell's `autofocus`).
        return .redirect(to: Pages.startFocus.address(path))
    }
}
