import Games
import HTTP
import Storage

/// `GET /<game>/replay/<id>?step=N`: a stored game replayed from its params, seed and move log, read-only. A
/// finished game's replay is anyone's with the link (`ReplayAccess`); a running game's only its own session's
/// (others get the 404 of a missing game), showing only what the game page shows.
struct GameReplays<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    let app: App
    private static var prefix: String { "/\(Pages.slug)/replay/" }

    static func address(_ id: Int64) -> String { "\(prefix)\(id)" }

    func register(_ router: inout Router) {
        let replayPrefix = Self.prefix
        router.get("\(replayPrefix):id", needs: .session(app)) { request in app.withSession(request, replay) }
        // Any deeper or empty address under it is no replay either: the same page as for an id that is no number.
        router.getPrefix(replayPrefix, needs: .session(app)) { request in app.withSession(request, replay) }
    }

    func replay(_ visit: Visit) throws -> Response {
        let request = visit.request
        let noSuchReplay = localized("There is no replay with that number: it may be another browser’s game that is still being played, or one that is no longer kept.")
        guard let id = request.parameters.get("id", as: Int64.self), id > 0 else {
            return app.errorPage(request, 404, noSuchReplay)
        }
        var step = 0
        if let text = request.query["step"] {
            guard let number = Int(text) else {
                return app.errorPage(request, 400, localized("The step of a replay is a number: 0 for the start, then one per move."))
            }
            step = number
        }
        let found: (GameRecord, [LoggedMove])? = try app.database.read { c in
            guard let record = try GameStore.find(c, id: id) else { return nil }
            return (record, try MoveLogStore.moves(c, gameID: id))
        }
        guard let (record, log) = found, record.kind == Pages.slug,
              (visit.isStored && record.sessionID == visit.session.id)
                || ReplayAccess.isPublic(finished: record.finishedAt != nil, daily: record.daily, now: visit.now) else {
            return app.errorPage(request, 404, noSuchReplay)
        }
        guard let replay = replaying(record, log) else {
            return app.errorPage(request, 404, localized("No replay is kept for this game: it was played before the site kept every move."))
        }
        guard (0...replay.steps.count).contains(step) else {
            return app.errorPage(request, 404, localized(one: "This replay has {{count}} move: there is no step {{step}}.",
                                                         other: "This replay has {{count}} moves: there is no step {{step}}.",
                                                         count: replay.steps.count, ["step": "\(step)"]))
        }
        // Today's daily board stays everyone's secret: its last step too shows only what the player saw.
        var page = ReplayPage(replay, step: step, entry: Pages.entry, address: Self.address(id),
                              finished: record.finishedAt != nil && !DailyDay.keepsSecret(record.daily, at: visit.now),
                              result: Self.result(record, replay.end),
                              csrf: visit.session.csrfToken)
        page.page.preview = LinkPreview(title: Placeholders.fill(localized("{{game}} replay: {{result}}"),
                                                                 ["game": Pages.entry.title, "result": page.result]),
                                        description: page.summary,
                                        game: Pages.slug, path: Self.address(id), app: app, request)
        return .page(try app.templates.renderBytes(page, template: "replay"))
    }

    /// The row's game replayed from its log, or nil when the log does not lead to the stored game as the replay
    /// check (`minigames check-replays`, `replayMismatch`) finds it: a game played before moves were kept (or partly
    /// before), or a log this build cannot read.
    private func replaying(_ record: GameRecord, _ log: [LoggedMove]) -> Replay<Pages>? {
        if let mismatch = Pages.replayMismatch(record, log: log.map(\.text)) {
            if !log.isEmpty { app.logger.warning("game \(record.id) of kind \(record.kind): no replay, \(mismatch)") }
            return nil
        }
        guard let stored = try? Core(storedForm: record.state),
              let replay = try? Replay<Pages>(params: stored.params, seed: stored.seed, log: log),
              replay.endsAt(stored, state: record.state) else {
            app.logger.warning("game \(record.id) of kind \(record.kind): its replay's steps do not end at its state")
            return nil
        }
        return replay
    }

    /// The line under the title: how the game ended, and in what time, as the game's page said it. A replay is made
    /// for every visit: its texts are filled by `Placeholders`.
    private static func result(_ record: GameRecord, _ game: Core) -> String {
        guard let finishedAt = record.finishedAt else { return localized("Still being played") }
        let time: KeyValuePairs = ["time": LocalFormat.seconds(max(0, finishedAt - (record.startedAt ?? record.createdAt)))]
        switch game.outcome {
        case .won: return Placeholders.fill(localized("Won in {{time}}"), time)
        case .lost: return Placeholders.fill(localized("Lost after {{time}}"), time)
        case .draw: return Placeholders.fill(localized("A tie, in {{time}}"), time)
        default: return Placeholders.fill(localized("Ended after {{time}}"), time)
        }
    }
}
