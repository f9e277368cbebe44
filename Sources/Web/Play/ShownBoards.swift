import Games
import HTTP
import Storage

/// A board shown without storing anything, for a session with no current game: its seed comes from the session,
/// the game and the time it is shown (`SessionKeys.seed`), so only the server can make it, the first move stores
/// that same board (the form carries `shown`), and a reload shows another.
struct ShownBoards<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    typealias Loaded = CurrentGames<Pages>.Loaded
    let games: CurrentGames<Pages>
    var app: App { games.app }

    /// The session's current game, or a board with the default settings only shown. A link on a board only shown
    /// may keep it (`?shown=`, as its forms post it: Word Search's "reveal this word?" step is a link); its clock
    /// runs from then, so studying the board that way gains nothing.
    func currentOrPreview(_ visit: Visit, _ current: CurrentGames<Pages>.Current? = nil) throws -> Loaded {
        if let loaded = try games.loadCurrent(visit, current) { return loaded }
        let shownAt = visit.request.method == "GET" ? Self.shownAt(visit.request.query["shown"], now: visit.now) ?? visit.now : visit.now
        let game = try previewGame(visit, shownAt: shownAt)
        let record = GameRecord(id: 0, sessionID: visit.session.id, kind: Pages.slug, level: game.levelKey, state: "",
                                version: 0, outcome: game.outcome.rawValue, moves: 0, createdAt: visit.now,
                                startedAt: nil, finishedAt: nil, updatedAt: visit.now)
        return Loaded(record: record, game: game, data: nil, shownAt: shownAt)
    }

    /// What the first move on a board only shown found.
    enum FirstMove {
        /// The board it was made on, now stored (its clock from when it was shown).
        case stored(GameRecord, Core)
        /// The same first move posted twice at once (a double tap, two instances): the other stored the board.
        case stale
        /// The move was refused: nothing was stored.
        case refused(Core.Failure)
        /// The form names no board shown: there is no game to play in.
        case noBoard
    }

    /// The first move on a board that was only shown: store that very board, to play the move on, but only when
    /// the move is taken: a refused one leaves nothing behind.
    func storeForFirstMove(_ visit: Visit) throws -> FirstMove {
        guard let shownAt = Self.shownAt(visit.fields["shown"], now: visit.now) else { return .noBoard }
        let game = try previewGame(visit, shownAt: shownAt)
        let tried = app.thinking.run(thinking: Pages.thinksLong(game)) { () -> Core.Failure? in
            var trial = game
            do throws(Core.Failure) { try trial.apply(try trial.interpret(visit.fields)) } catch { return error }
            return nil
        }
        if let refusal = tried { return .refused(refusal) }
        do {
            return .stored(try games.insert(game, visit, startedAt: shownAt, shownAt: shownAt), game)
        } catch let error as DatabaseError where error.kind == .constraint {
            return .stale
        }
    }

    private func previewGame(_ visit: Visit, shownAt: Int64) throws -> Core {
        Core(params: try Pages.newParams([:]), seed: app.keys.seed(session: visit.session.id, kind: Pages.slug, shownAt: shownAt))
    }

    /// When the board was shown: the address's or the form's `shown`, never later than now.
    private static func shownAt(_ text: String?, now: Int64) -> Int64? {
        guard let text, let shown = Int64(text), shown >= 0 else { return nil }
        return min(shown, now)
    }
}
