import Foundation
import Games
import HTTP
import Storage

/// The one controller every game shares: show the current game, start a new one, apply a move.
/// A move is load → parse → apply on a reader, then save in a short write transaction with an optimistic
/// version check, so a double-submitted form applies once; it answers 303, or re-renders the page with a
/// 4xx and a message when the move is refused (and then nothing was written).
struct GameController<Game: PlayableGame>: Sendable {
    let app: App

    private var path: String { "/\(Game.kind)" }

    func register(_ router: inout Router) {
        router.get(path) { request in app.withSession(request, show) }
        router.post("\(path)/new") { request in app.withSession(request, newGame) }
        router.post("\(path)/move") { request in app.withSession(request, move) }
    }

    // MARK: - Routes

    func show(_ visit: Visit) throws -> Response {
        let (record, game) = try currentOrNew(visit)
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

    func move(_ visit: Visit) throws -> Response {
        guard let version = visit.fields.integer("version") else {
            let (record, game) = try currentOrNew(visit)
            return try render(game, record, visit, message: "That form is missing the game's version: reload the page and try again.", status: 400)
        }
        let result = try apply(visit, version: version)
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

    /// Load, parse and apply on a reader, so the JSON work runs beside other players' moves; then
    /// save in a short write transaction whose version check (`GameStore.update`) makes the whole move
    /// apply once even when two tabs race: the second finds the version moved on and is stale.
    private func apply(_ visit: Visit, version: Int) throws -> MoveResult {
        guard var (record, game) = try loadCurrent(visit) else { return .noGame }
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
        let saved: Bool = try app.database.write { c in
            guard let saved = try GameStore.update(c, record, now: visit.now) else { return false }
            if game.outcome.isOver { try Game.gameFinished(c, game: game, record: saved, now: visit.now) }
            return true
        }
        guard saved else { return .stale }
        // After the commit, so a title screen computed meanwhile cannot cache the old best.
        if game.outcome.isOver { app.titleScreenCache.invalidate() }
        return .moved(query: query)
    }

    private enum MoveResult {
        case noGame, stale
        case moved(query: String?)
        case refused(Game.Failure)
    }

    private func loadCurrent(_ visit: Visit) throws -> (GameRecord, Game)? {
        try app.database.read { c in
            guard let record = try GameStore.current(c, sessionID: visit.session.id, kind: Game.kind),
                  let game = decode(record) else { return nil }
            return (record, game)
        }
    }

    /// The session's current game, or a fresh one with the default settings on a first visit.
    private func currentOrNew(_ visit: Visit) throws -> (GameRecord, Game) {
        if let current = try loadCurrent(visit) { return current }
        let game = try Game.start([:], seed: UInt64.random(in: .min ... .max))
        return (try insert(game, visit), game)
    }

    private func insert(_ game: Game, _ visit: Visit) throws -> GameRecord {
        let state = try encode(game)
        return try app.database.write { c in
            var record = try GameStore.insert(c, sessionID: visit.session.id, kind: Game.kind, level: game.levelKey,
                                              state: state, outcome: game.outcome.rawValue, now: visit.now)
            if Game.timedFromCreation {
                record.startedAt = visit.now
                record = try GameStore.update(c, record, now: visit.now) ?? record
            }
            return record
        }
    }

    /// A stored game this build can no longer read is treated as absent: the player gets a new game, not a 500.
    private func decode(_ record: GameRecord) -> Game? {
        let game = try? JSONDecoder().decode(Game.self, from: Data(record.state.utf8))
        if game == nil { app.logger.warning("game \(record.id) of kind \(record.kind) could not be decoded; starting anew") }
        return game
    }

    private func encode(_ game: Game) throws -> String {
        String(decoding: try JSONEncoder().encode(game), as: UTF8.self)
    }

    private func render(_ game: Game, _ record: GameRecord, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> Response {
        let view = GameView(game: game, record: record, visit: visit, message: message, isError: status >= 400, app: app)
        let html = try app.templates.render(try Game.pageModel(view), template: Game.template)
        return .page(html, status: status)
    }
}
