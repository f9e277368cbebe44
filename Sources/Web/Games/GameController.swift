import Games
import HTTP
import Storage

/// The one controller every game shares: show the current game, start a new one, apply a move.
/// A move is load (in the read that finds the session) → interpret → apply, then save in a short write
/// transaction with an optimistic version check, so a double-submitted form applies once; it answers 303, or
/// re-renders the page with a 4xx and a message when the move is refused (and then nothing was written).
/// A page reads everything it shows first (`PageData`), then its model is made from that alone.
struct GameController<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    let app: App
    /// Games just saved or read, so the page after a move need not decode what the move encoded.
    let recent = RecentGames<Core>()

    private var path: String { "/\(Pages.slug)" }

    func register(_ router: inout Router) {
        router.get(path) { request in app.withSession(request, loading: readCurrent, show) }
        router.post("\(path)/new") { request in app.withSession(request, newGame) }
        // A move that is accepted redirects, so only a refused one reads what the page shows besides the game.
        router.post("\(path)/move") { request in app.withSession(request, loading: readRecord, move) }
    }

    // MARK: - Routes

    func show(_ visit: Visit, _ current: Current?) throws -> Response {
        try render(try currentOrNew(visit, current), visit)
    }

    func newGame(_ visit: Visit) throws -> Response {
        let game: Core
        do {
            if visit.fields["again"] != nil, let current = try loadCurrent(visit) {
                game = Core(params: current.game.params, seed: Self.freshSeed())
            } else {
                game = Core(params: try Core.params(from: visit.fields), seed: try Core.seed(from: visit.fields) ?? Self.freshSeed())
            }
        } catch let error as Core.Failure {
            return try render(try currentOrNew(visit), visit, message: error.message, status: 400)
        }
        _ = try insert(game, visit)
        return .redirect(to: path)
    }

    func move(_ visit: Visit, _ current: Current?) throws -> Response {
        guard let version = visit.fields.integer("version") else {
            return try render(try currentOrNew(visit, current), visit,
                              message: "That form is missing the game's version: reload the page and try again.", status: 400)
        }
        switch try apply(visit, version: version, current) {
        case .moved(let query):
            return .redirect(to: query.map { "\(path)?\($0)" } ?? path)
        case .noGame:
            return try render(try currentOrNew(visit), visit,
                              message: "There was no game to play that move in, so a new one has started.", status: 409)
        case .stale:
            return try render(try currentOrNew(visit), visit,
                              message: "That move was for an older view of this game (a double click, or another tab). Nothing was changed: here is the game as it stands.",
                              status: 409)
        case .refused(let error):
            return try render(try currentOrNew(visit), visit, message: error.message, status: error.isFormError ? 400 : 422)
        }
    }

    // MARK: - Moves

    /// Decode, interpret and apply the row read with the session, outside any lock, so that work runs beside
    /// other players' moves; then save in a short write transaction whose version check (`GameStore.update`)
    /// makes the whole move apply once even when two tabs race: the second finds the version moved on and is stale.
    private func apply(_ visit: Visit, version: Int, _ current: Current?) throws -> MoveResult {
        guard var (record, game) = try loadCurrent(visit, current).map({ ($0.record, $0.game) }) else { return .noGame }
        guard record.version == version else { return .stale }
        let query: String?
        do throws(Core.Failure) {
            let move = try game.interpret(visit.fields)
            try game.apply(move)
            query = Pages.pageQuery(after: move)
        } catch {
            return .refused(error)
        }
        record.state = game.storedForm
        record.moves = game.moveCount
        record.outcome = game.outcome.rawValue
        if record.startedAt == nil, game.clockStarted { record.startedAt = visit.now }
        if game.outcome.isOver, record.finishedAt == nil { record.finishedAt = visit.now }
        let saved: GameRecord? = try app.database.write { c in
            guard let saved = try GameStore.update(c, record, now: visit.now) else { return nil }
            if game.outcome.isOver { try Pages.gameFinished(c, game: game, record: saved, now: visit.now) }
            return saved
        }
        guard let saved else { return .stale }
        recent.keep(game, row: saved.id, version: saved.version, state: saved.state)
        // After the commit, so a title screen or standings computed meanwhile cannot keep the old scores.
        if game.outcome.isOver { app.scoresChanged() }
        return .moved(query: query)
    }

    private enum MoveResult {
        case noGame, stale
        case moved(query: String?)
        case refused(Core.Failure)
    }

    // MARK: - Reading

    /// The session's current game row and what its page shows besides it, read in the transaction that finds
    /// the session (`App.withSession`).
    struct Current {
        let record: GameRecord?
        let data: PageData?
    }

    /// What a page shows besides the game itself.
    struct PageData {
        let extra: Pages.Extra
        let ranking: RankingPrompt?
    }

    private func readCurrent(_ c: Connection, _ session: SessionRecord) throws -> Current {
        let record = try GameStore.current(c, sessionID: session.id, kind: Pages.slug)
        return Current(record: record, data: try record.map { try readPageData(c, $0, session) })
    }

    private func readRecord(_ c: Connection, _ session: SessionRecord) throws -> Current {
        Current(record: try GameStore.current(c, sessionID: session.id, kind: Pages.slug), data: nil)
    }

    private func readPageData(_ c: Connection, _ record: GameRecord, _ session: SessionRecord) throws -> PageData {
        PageData(extra: try Pages.readExtra(c, record, now: app.clock.now()),
                 ranking: try RankingPrompt.read(c, record, session: session))
    }

    /// A loaded game: its row, the game, and (when read with it) its page's data.
    private struct Loaded {
        let record: GameRecord
        let game: Core
        let data: PageData?
    }

    /// The current game from `current` when it was read with the session, otherwise read now.
    private func loadCurrent(_ visit: Visit, _ current: Current? = nil) throws -> Loaded? {
        let record: GameRecord?
        if let current {
            record = current.record
        } else {
            record = try app.database.read { c in try GameStore.current(c, sessionID: visit.session.id, kind: Pages.slug) }
        }
        guard let record, let game = decode(record) else { return nil }
        return Loaded(record: record, game: game, data: current?.data)
    }

    /// The session's current game, or a fresh one with the default settings on a first visit.
    private func currentOrNew(_ visit: Visit, _ current: Current? = nil) throws -> Loaded {
        if let loaded = try loadCurrent(visit, current) { return loaded }
        let game = Core(params: try Core.params(from: [:]), seed: Self.freshSeed())
        return Loaded(record: try insert(game, visit), game: game, data: nil)
    }

    private func insert(_ game: Core, _ visit: Visit) throws -> GameRecord {
        let record = try app.database.write { c in
            var record = try GameStore.insert(c, sessionID: visit.session.id, kind: Pages.slug, level: game.levelKey,
                                              state: game.storedForm, outcome: game.outcome.rawValue, now: visit.now)
            // A game timed from the start (Word Search) starts its clock as it is made.
            if game.clockStarted {
                record.startedAt = visit.now
                record = try GameStore.update(c, record, now: visit.now) ?? record
            }
            return record
        }
        recent.keep(game, row: record.id, version: record.version, state: record.state)
        return record
    }

    /// A stored game this build can no longer read is treated as absent: the player gets a new game, not a 500.
    private func decode(_ record: GameRecord) -> Core? {
        if let game = recent.game(row: record.id, version: record.version, state: record.state) { return game }
        guard let game = try? Core(storedForm: record.state) else {
            app.logger.warning("game \(record.id) of kind \(record.kind) could not be decoded; starting anew")
            return nil
        }
        recent.keep(game, row: record.id, version: record.version, state: record.state)
        return game
    }

    private static func freshSeed() -> UInt64 {
        UInt64.random(in: .min ... .max)
    }

    // MARK: - Rendering

    private func render(_ loaded: Loaded, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> Response {
        let record = loaded.record
        let data = try loaded.data ?? app.database.read { c in try readPageData(c, record, visit.session) }
        let view = GameView(game: loaded.game, version: record.version,
                            startedAt: record.startedAt, finishedAt: record.finishedAt, visit: visit, message: message,
                            isError: status >= 400, ranking: data.ranking)
        let html = try app.templates.renderBytes(Pages.page(view, data.extra), template: Pages.template)
        return .page(html, status: status)
    }
}
