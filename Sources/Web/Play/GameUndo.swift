import Games
import HTTP
import Storage

/// Undo, as in Simon Tatham's collection, for a core that has one (`Game.hasUndo`): `POST /<game>/undo` logs `undo`
/// and saves the game replayed without its latest move, version-checked like a move so a double submit undoes once.
/// The game is marked (`undos`: it ranks nowhere); a ranked daily try has none (`RankedDailyTry`).
struct GameUndo<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    typealias Current = CurrentGames<Pages>.Current
    typealias Loaded = CurrentGames<Pages>.Loaded
    let pages: GamePageRenderer<Pages>
    var games: CurrentGames<Pages> { pages.games }
    var app: App { pages.app }

    func register(_ router: inout Router) {
        guard Core.hasUndo else { return }
        router.post("\(Pages.path)/undo", needs: .checkedForm(app)) { request in app.withSession(request, loading: readRecordAndLog, undo) }
    }

    /// The game row and its log, read in the transaction that finds the session, so the two agree.
    private func readRecordAndLog(_ c: Connection, _ session: SessionRecord) throws -> (Current, [String]) {
        let current = try games.readRecord(c, session)
        return (current, try current.record.map { try MoveLogStore.moves(c, gameID: $0.id).map(\.text) } ?? [])
    }

    func undo(_ visit: Visit, _ read: (current: Current, log: [String])?) throws -> Response {
        let current = read?.current
        guard let version = visit.fields.integer("version") else {
            return try pages.renderCurrent(visit, current,
                                           message: localized("That form is missing the game's version: reload the page and try again."),
                                           status: 400)
        }
        guard let loaded = try games.loadCurrent(visit, current) else {
            return try pages.renderCurrent(visit, message: localized("There is no game to take a move back in."), status: 409)
        }
        guard loaded.record.version == version else { return try stale(visit) }
        if loaded.record.isRankedDailyTry { return try pages.render(loaded, visit, message: RankedDailyTry.noUndo, status: 422) }
        let death: Bool
        switch loaded.game.undo {
        // Against the rules, as a refused move is: 422. Only a stale form is a 409.
        case .unavailable:
            return try pages.render(loaded, visit, message: localized("There is no move to take back."), status: 422)
        case .refused(let reason): return try pages.render(loaded, visit, message: Pages.undoRefusal(reason), status: 422)
        case .allowed(let isDeath): death = isDeath
        }
        guard let game = withoutLatestMove(loaded, log: read?.log ?? []) else {
            return try pages.render(loaded, visit,
                                    message: localized("This game began before its moves were kept, so none of them can be taken back."),
                                    status: 422)
        }
        var record = loaded.record
        record.state = game.storedForm
        record.moves = game.moveCount
        record.outcome = game.outcome.rawValue
        // A finished game taken back goes on (its clock too, from when it started).
        if !game.outcome.isOver { record.finishedAt = nil }
        record.undos += 1
        if death { record.deaths += 1 }
        let saved: GameRecord? = try app.database.write { c in
            guard let saved = try GameStore.update(c, record, now: visit.now) else { return nil }
            let clock = saved.startedAt ?? saved.createdAt
            try MoveLogStore.append(c, gameID: saved.id, LoggedMove(version: saved.version, text: MoveLog.undo,
                                                                    atMilliseconds: max(0, visit.now - clock)))
            return saved
        }
        guard let saved else { return try stale(visit) }
        games.recent.keep(game, row: saved.id, version: saved.version, state: saved.state)
        return .redirect(to: "\(Pages.path)?\(MoveFocus.undoneParameter)")
    }

    private func stale(_ visit: Visit) throws -> Response {
        try pages.renderCurrent(visit,
                                message: localized("That Undo was for an older view of this game (a double click, or another tab). Nothing was changed: here is the game as it stands."),
                                status: 409)
    }

    /// The game replayed from its log without the latest move in effect, with the interface settings it has now (they
    /// are no moves: undo keeps them as the player set them); nil when the log does not lead to the game as stored (a
    /// game begun before moves were kept has none, or only its later moves).
    private func withoutLatestMove(_ loaded: Loaded, log: [String]) -> Core? {
        let game = loaded.game
        guard let moves = try? MoveLog.effective(log), let latest = moves.last.flatMap(Core.Move.init(text:)),
              var undone = try? Core.replaying(params: game.params, seed: game.seed, log: Array(moves.dropLast())) else { return nil }
        var redone = undone
        guard (try? redone.apply(latest)) != nil else { return nil }
        redone.takeSettings(from: game)
        undone.takeSettings(from: game)
        guard redone.storedForm == loaded.record.state else { return nil }
        return undone
    }
}
