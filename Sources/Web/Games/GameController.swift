import Foundation
import Games
import HTTP
import Storage

/// The one controller every game shares: show the current game, start a new one, apply a move.
/// A move is load (in the read that finds the session) → parse → apply, then save in a short write
/// transaction with an optimistic version check, so a double-submitted form applies once; it answers 303, or
/// re-renders the page with a 4xx and a message when the move is refused (and then nothing was written).
struct GameController<Game: PlayableGame>: Sendable {
    let app: App
    /// Games just saved or read, so the page after a move need not decode what the move encoded.
    let recent = RecentGames<Game>()

    private var path: String { "/\(Game.kind)" }

    func register(_ router: inout Router) {
        router.get(path) { request in app.withSession(request, loading: currentRow, show) }
        router.post("\(path)/new") { request in app.withSession(request, newGame) }
        router.post("\(path)/move") { request in app.withSession(request, loading: currentRow, move) }
    }

    // MARK: - Routes

    func show(_ visit: Visit, _ row: CurrentRow?) throws -> Response {
        let (record, game) = try currentOrNew(visit, row)
        return try render(game, record, visit)
    }

    func newGame(_ visit: Visit) throws -> Response {
        let seed = UInt64.random(in: .min ... .max)
        let game: Game
        do {
            if visit.fields["again"] != nil, let (_, current) = try loadCurrent(visit) {
                game = current.playAgain(seed: seed)
            } else {
                game = try Game.start(visit.fields, seed: seed)
            }
        } catch let error as Game.Failure {
            let (record, current) = try currentOrNew(visit)
            return try render(current, record, visit, message: error.message, status: 400)
        }
        _ = try insert(game, visit)
        return .redirect(to: path)
    }

    func move(_ visit: Visit, _ row: CurrentRow?) throws -> Response {
        guard let version = visit.fields.integer("version") else {
            let (record, game) = try currentOrNew(visit, row)
            return try render(game, record, visit, message: "That form is missing the game's version: reload the page and try again.", status: 400)
        }
        let result = try apply(visit, version: version, row)
        switch result {
        case .moved(let query):
            return .redirect(to: query.map { "\(path)?\($0)" } ?? path)
        case .noGame:
            let (record, game) = try currentOrNew(visit)
            return try render(game, record, visit, message: "There was no game to play that move in, so a new one has started.", status: 409)
        case .stale:
            let (record, game) = try currentOrNew(visit)
            return try render(game, record, visit,
                              message: "That move was for an older view of this game (a double click, or another tab). Nothing was changed: here is the game as it stands.",
                              status: 409)
        case .refused(let error):
            let (record, game) = try currentOrNew(visit)
            return try render(game, record, visit, message: error.message, status: Game.status(of: error))
        }
    }

    // MARK: - Loading and saving

    /// Decode, parse and apply the row read with the session, outside any lock, so that work runs beside other
    /// players' moves; then save in a short write transaction whose version check (`GameStore.update`) makes the
    /// whole move apply once even when two tabs race: the second finds the version moved on and is stale.
    private func apply(_ visit: Visit, version: Int, _ row: CurrentRow?) throws -> MoveResult {
        guard var (record, game) = try loadCurrent(visit, row) else { return .noGame }
        guard record.version == version else { return .stale }
        let query: String?
        do throws(Game.Failure) {
            let move = try Game.parseMove(visit.fields, in: game)
            try game.apply(move)
            query = Game.pageQuery(after: move)
        } catch {
            return .refused(error)
        }
        record.state = try encode(game)
        record.moves = game.moveCount
        record.outcome = game.outcome.rawValue
        if record.startedAt == nil, game.hasStarted { record.startedAt = visit.now }
        if game.outcome.isOver, record.finishedAt == nil { record.finishedAt = visit.now }
        let saved: GameRecord? = try app.database.write { c in
            guard let saved = try GameStore.update(c, record, now: visit.now) else { return nil }
            if game.outcome.isOver { try Game.gameFinished(c, game: game, record: saved, now: visit.now) }
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
        case refused(Game.Failure)
    }

    /// The session's current game row, read in the same transaction as the session (`App.withSession`).
    struct CurrentRow {
        let record: GameRecord?
    }

    private func currentRow(_ c: Connection, _ session: SessionRecord) throws -> CurrentRow {
        CurrentRow(record: try GameStore.current(c, sessionID: session.id, kind: Game.kind))
    }

    /// The current game from `row` when it was read with the session, otherwise read now.
    private func loadCurrent(_ visit: Visit, _ row: CurrentRow? = nil) throws -> (GameRecord, Game)? {
        let record: GameRecord?
        if let row {
            record = row.record
        } else {
            record = try app.database.read { c in try GameStore.current(c, sessionID: visit.session.id, kind: Game.kind) }
        }
        guard let record, let game = decode(record) else { return nil }
        return (record, game)
    }

    /// The session's current game, or a fresh one with the default settings on a first visit.
    private func currentOrNew(_ visit: Visit, _ row: CurrentRow? = nil) throws -> (GameRecord, Game) {
        if let current = try loadCurrent(visit, row) { return current }
        let game = try Game.start([:], seed: UInt64.random(in: .min ... .max))
        return (try insert(game, visit), game)
    }

    private func insert(_ game: Game, _ visit: Visit) throws -> GameRecord {
        let state = try encode(game)
        let record = try app.database.write { c in
            var record = try GameStore.insert(c, sessionID: visit.session.id, kind: Game.kind, level: game.levelKey,
                                              state: state, outcome: game.outcome.rawValue, now: visit.now)
            if Game.timedFromCreation {
                record.startedAt = visit.now
                record = try GameStore.update(c, record, now: visit.now) ?? record
            }
            return record
        }
        recent.keep(game, row: record.id, version: record.version, state: record.state)
        return record
    }

    /// A stored game this build can no longer read is treated as absent: the player gets a new game, not a 500.
    private func decode(_ record: GameRecord) -> Game? {
        if let game = recent.game(row: record.id, version: record.version, state: record.state) { return game }
        guard let game = try? Game.restore(from: record.state) else {
            app.logger.warning("game \(record.id) of kind \(record.kind) could not be decoded; starting anew")
            return nil
        }
        recent.keep(game, row: record.id, version: record.version, state: record.state)
        return game
    }

    private func encode(_ game: Game) throws -> String {
        try game.storedState()
    }

    private func render(_ game: Game, _ record: GameRecord, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> Response {
        let view = GameView(game: game, record: record, visit: visit, message: message, isError: status >= 400, app: app)
        let html = try app.templates.renderBytes(try Game.pageModel(view), template: Game.template)
        return .page(html, status: status)
    }
}
