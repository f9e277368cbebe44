import Games
import HTTP
import Storage
import Synchronization

/// The one controller every game shares: show the current game, start a new one, apply a move.
/// A move is load (in the read that finds the session) → interpret → apply, then save in a short write
/// transaction with an optimistic version check, so a double-submitted form applies once; it answers 303 (with a
/// note for a player's slip), or re-renders the page with a 4xx and a message when the form is refused (and then
/// nothing was written).
/// A page reads everything it shows first (`PageData`), then its model is made from that alone.
struct GameController<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    let app: App
    /// Games just saved or read, so the page after a move need not decode what the move encoded.
    let recent = RecentGames<Core>()
    /// Sessions' statistics, read again only when their current game changes.
    let stats = StatsCache()
    /// Where its pages' forms post, made once.
    let actions = GameActions(Pages.entry)
    /// Pages just rendered (and compressed), by their ETag.
    var rendered: RenderedPages { app.renderedPages }

    var path: String { "/\(Pages.slug)" }

    func register(_ router: inout Router) {
        router.get(path) { request in app.withSession(request, loading: readCurrent, show) }
        router.post("\(path)/new") { request in app.withSession(request, newGame) }
        // A move that is accepted redirects, so only a refused one reads what the page shows besides the game.
        // On SQLite its reads and save are one transaction (`Database.writeTogether`); a move in place renders
        // its changed parts after the save, so it keeps the two short transactions rather than render under the lock.
        router.post("\(path)/move") { request in
            guard request.header(Self.fragmentHeader) != "1" else {
                return app.withSession(request, loading: readRecord, move)
            }
            return app.together(request) { app.withSession(request, formChecked: true, loading: readRecord, move) }
        }
        registerReplay(&router)
        registerUndo(&router)
        if !Pages.dailyLevels.isEmpty {
            router.post("\(path)/daily") { request in app.withSession(request, startDaily) }
        }
    }

    // MARK: - Routes

    /// A stored game's page carries an ETag (`PageTag`) and `no-cache`: a reload or back/forward revalidates, and
    /// the same version is a 304 from the kept page. A board only shown is new at each view: never kept.
    func show(_ visit: Visit, _ current: Current?) throws -> Response {
        let loaded = try currentOrPreview(visit, current)
        guard loaded.shownAt == nil else { return try render(loaded, visit) }
        let record = loaded.record
        let data = try loaded.data ?? app.database.read { c in try readPageData(c, record, visit.session) }
        let tag = pageTag(record, data, visit)
        // The kept page (rendered only when it is not, e.g. after a restart) also gives a 304 its length: libmicrohttpd
        // writes a Content-Length on every 304, and RFC 9110 §8.6 lets it be only the 200's.
        let page = try rendered.page(row: record.id, tag: tag)
            ?? keepRendered(Loaded(record: record, game: loaded.game, data: data), tag: tag, visit)
        let answer = rendered.answer(of: page, row: record.id,
                                     acceptingGzip: AcceptEncoding.allowsGzip(visit.request.header("Accept-Encoding")))
        if let candidates = visit.request.header("If-None-Match"), EntityTag.matches(candidates, tag) {
            return Response(status: 304, headers: RenderedPages.caching(tag: tag)
                            + [("Content-Length", String(answer.response.body.count))])
        }
        return Response(kept: answer)
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
            return try render(try currentOrPreview(visit), visit, message: error.message, status: 400)
        }
        _ = try insert(game, visit)
        return .redirect(to: path)
    }

    func move(_ visit: Visit, _ current: Current?) throws -> Response {
        guard let version = visit.fields.integer("version") else {
            return try render(try currentOrPreview(visit, current), visit,
                              message: "That form is missing the game's version: reload the page and try again.", status: 400)
        }
        switch try apply(visit, version: version, current) {
        case .moved(let query, let fragment, let before):
            return try answerMove(visit, location: location(query, fragment), before: before)
        case .slipped(let slip, let query, let fragment, let before):
            let address = location([query, "note=\(slip)"].compactMap { $0 }.joined(separator: "&"), fragment)
            return try answerMove(visit, location: address, before: before)
        case .noGame:
            return try render(try currentOrPreview(visit), visit,
                              message: "There was no game to play that move in: here is a new one.", status: 409)
        case .stale:
            return try render(try currentOrPreview(visit), visit,
                              message: "That move was for an older view of this game (a double click, or another tab). Nothing was changed: here is the game as it stands.",
                              status: 409)
        case .refused(let error):
            return try render(try currentOrPreview(visit), visit, message: error.message, status: error.isFormError ? 400 : 422)
        }
    }

    // MARK: - Moves

    /// Decode, interpret and apply the row read with the session, outside any lock, so that work runs beside
    /// other players' moves; then save with a version check (`GameStore.saveMove`, one statement on PostgreSQL)
    /// that makes the whole move apply once even when two tabs race: the second finds the version moved on and is stale.
    private func apply(_ visit: Visit, version: Int, _ current: Current?) throws -> MoveResult {
        var record: GameRecord, game: Core
        if let loaded = try loadCurrent(visit, current) {
            (record, game) = (loaded.record, loaded.game)
            guard record.version == version else { return .stale }
        } else if version == 0, let shownAt = Self.shownAt(visit) {
            // The first move on a board that was only shown: store that very board, then play the move on it, but
            // only when the move is taken: a refused one leaves nothing behind.
            game = try previewGame(visit, shownAt: shownAt)
            var trial = game
            do throws(Core.Failure) {
                try trial.apply(try trial.interpret(visit.fields))
            } catch {
                // The page after it shows another board: nothing to compare its cells with.
                if let slip = error.slip { return .slipped(slip, query: nil, fragment: "play", before: nil) }
                return .refused(error)
            }
            do {
                record = try insert(game, visit, startedAt: shownAt, shownAt: shownAt)
            } catch let error as DatabaseError where error.kind == .constraint {
                // The same first move posted twice at once (a double tap, two instances): the other stored the board.
                return .stale
            }
        } else {
            return .noGame
        }
        // A board that was only shown had version 0, which no kept page has.
        let before = Before(game: game, version: version, state: version == 0 ? "" : record.state)
        let move: Core.Move
        do throws(Core.Failure) {
            move = try game.interpret(visit.fields)
        } catch {
            return .refused(error)
        }
        let focus = Pages.focus(after: move)
        let query = focus.query, fragment = focus.fragment
        do throws(Core.Failure) {
            try game.apply(move)
        } catch {
            if let slip = error.slip { return .slipped(slip, query: query, fragment: fragment, before: before) }
            return .refused(error)
        }
        record.state = game.storedForm
        record.moves = game.moveCount
        record.outcome = game.outcome.rawValue
        if record.startedAt == nil, game.clockStarted { record.startedAt = visit.now }
        if game.outcome.isOver, record.finishedAt == nil { record.finishedAt = visit.now }
        // The log is the record (replays, audits, undo): written with the state, or not at all. A move that does not
        // end the game is that one write alone (one statement on PostgreSQL); an ending one also records the result.
        let saved: GameRecord?
        if game.outcome.isOver {
            saved = try app.database.write { c in
                guard let saved = try GameStore.saveMove(c, record, text: move.text, now: visit.now) else { return nil }
                try recordResult(c, game: game, record: saved, now: visit.now)
                if let reason = implausiblePace(game, saved) { try ScoreStore.hold(c, gameID: saved.id, reason: reason) }
                return saved
            }
        } else if move.isSetting {
            // An interface setting is saved with the game but is no move: no log entry, so undo never takes it back.
            saved = try app.database.writeAlone { c in try GameStore.update(c, record, now: visit.now) }
        } else {
            saved = try app.database.writeAlone { c in try GameStore.saveMove(c, record, text: move.text, now: visit.now) }
        }
        guard let saved else { return .stale }
        recent.keep(game, row: saved.id, version: saved.version, state: saved.state)
        // After the commit, so a title screen or standings computed meanwhile cannot keep the old scores (a move's
        // transaction ends after this returns: `Database.writeTogether`).
        if game.outcome.isOver { app.database.afterCommit { [app] in app.scoresChanged() } }
        return .moved(query: query, fragment: fragment, before: before)
    }

    /// Why a game just won is beyond a person's pace (`Pace`), when the site checks it; its result is then held.
    private func implausiblePace(_ game: Core, _ record: GameRecord) -> String? {
        guard app.moderation.checksPace, game.outcome == .won, let started = record.startedAt,
              let finished = record.finishedAt, let reason = Pages.implausiblePace(game, milliseconds: finished - started)
        else { return nil }
        app.logger.notice("held the result of game \(record.id) (\(record.kind)): \(reason)")
        return reason
    }

    private enum MoveResult {
        case noGame, stale
        /// `before`: the game as the move found it, whose page the player was looking at (`MoveFragment`).
        case moved(query: String?, fragment: String, before: Before)
        /// Refused, but as a slip: the game page again with a note (`GameView.note`), nothing changed.
        case slipped(String, query: String?, fragment: String, before: Before?)
        case refused(Core.Failure)
    }

    /// The game as a move found it, with the version and stored text of its row: the page the player was looking
    /// at showed that game, and is still kept (`RenderedPages.shown`) when it was the last one rendered for the row.
    struct Before {
        let game: Core
        let version: Int
        let state: String
    }

    /// The game page after a move, with what it focuses (`Pages.focus(after:)`, `MoveFocus`).
    private func location(_ query: String?, _ fragment: String) -> String {
        guard let query, !query.isEmpty else { return path }
        return "\(path)?\(query)#\(fragment)"
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
        let stats: SessionStats
    }

    private func readCurrent(_ c: Connection, _ session: SessionRecord) throws -> Current {
        let record = try GameStore.current(c, sessionID: session.id, kind: Pages.slug)
        return Current(record: record, data: try record.map { try readPageData(c, $0, session) })
    }

    func readRecord(_ c: Connection, _ session: SessionRecord) throws -> Current {
        Current(record: try GameStore.current(c, sessionID: session.id, kind: Pages.slug), data: nil)
    }

    func readPageData(_ c: Connection, _ record: GameRecord, _ session: SessionRecord) throws -> PageData {
        PageData(extra: try Pages.readExtra(c, record, now: app.clock.now()),
                 ranking: try RankingPrompt.read(c, record, session: session),
                 stats: try stats.stats(for: record) {
                     try GameStore.stats(c, sessionID: session.id, kind: Pages.slug, measures: Pages.statistics.count)
                 })
    }

    /// A loaded game: its row, the game, and (when read with it) its page's data. A board only shown, not
    /// stored, has a row of version 0 that is nowhere in the database, and the time it was shown.
    struct Loaded {
        let record: GameRecord
        let game: Core
        let data: PageData?
        var shownAt: Int64? = nil
    }

    /// The current game from `current` when it was read with the session, otherwise read now.
    func loadCurrent(_ visit: Visit, _ current: Current? = nil) throws -> Loaded? {
        let record: GameRecord?
        if let current {
            record = current.record
        } else if !visit.isStored {
            return nil
        } else {
            record = try app.database.read { c in try GameStore.current(c, sessionID: visit.session.id, kind: Pages.slug) }
        }
        guard let record, let game = decode(record) else { return nil }
        return Loaded(record: record, game: game, data: current?.data)
    }

    /// The session's current game, or a board with the default settings shown without storing anything: its
    /// seed comes from the session, the game and the time it is shown (`SessionKeys.seed`), so only the server can
    /// make it, the first move stores that same board (the form carries `shown`), and a reload shows another.
    /// A link on a board only shown may keep it (`?shown=`, as its forms post it: Word Search's "reveal this word?"
    /// step is a link); its clock runs from then, so studying the board that way gains nothing.
    func currentOrPreview(_ visit: Visit, _ current: Current? = nil) throws -> Loaded {
        if let loaded = try loadCurrent(visit, current) { return loaded }
        let shownAt = visit.request.method == "GET" ? Self.shownAt(visit.request.query["shown"], now: visit.now) ?? visit.now : visit.now
        let game = try previewGame(visit, shownAt: shownAt)
        let record = GameRecord(id: 0, sessionID: visit.session.id, kind: Pages.slug, level: game.levelKey, state: "",
                                version: 0, outcome: game.outcome.rawValue, moves: 0, createdAt: visit.now,
                                startedAt: nil, finishedAt: nil, updatedAt: visit.now)
        return Loaded(record: record, game: game, data: nil, shownAt: shownAt)
    }

    private func previewGame(_ visit: Visit, shownAt: Int64) throws -> Core {
        Core(params: try Core.params(from: [:]), seed: app.keys.seed(session: visit.session.id, kind: Pages.slug, shownAt: shownAt))
    }

    /// When the board a first move was made on was shown: the form's `shown`, never later than now.
    private static func shownAt(_ visit: Visit) -> Int64? {
        shownAt(visit.fields["shown"], now: visit.now)
    }

    private static func shownAt(_ text: String?, now: Int64) -> Int64? {
        guard let text, let shown = Int64(text), shown >= 0 else { return nil }
        return min(shown, now)
    }

    /// Stores a new game; `startedAt` is when its board was first shown, for a board shown before it was stored;
    /// `daily` the day of a daily board (`GameController+Daily`); `shownAt` the time a board only shown was shown,
    /// which stores it once (a constraint error for the second).
    func insert(_ game: Core, _ visit: Visit, startedAt: Int64? = nil, daily: String? = nil, practice: Bool = false,
                shownAt: Int64? = nil) throws -> GameRecord
    {
        let record = try app.database.write { c in
            var record = try GameStore.insert(c, sessionID: visit.session.id, kind: Pages.slug, level: game.levelKey,
                                              state: game.storedForm, outcome: game.outcome.rawValue, now: visit.now,
                                              daily: daily, practice: practice, shownAt: shownAt)
            // A game timed from the start (Word Search) starts its clock as it is made, or as it was shown.
            if game.clockStarted {
                record.startedAt = startedAt ?? visit.now
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

    func render(_ loaded: Loaded, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> Response {
        .page(try renderBytes(loaded, visit, message: message, status: status), status: status)
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
    func pageTag(_ record: GameRecord, _ data: PageData, _ visit: Visit) -> String {
        let elapsed = GameView<Core>.elapsedSeconds(startedAt: record.startedAt, finishedAt: record.finishedAt, now: visit.now)
        return PageTag.make(Pages.self, record: record, visit: visit, elapsedSeconds: elapsed,
                            ranking: data.ranking, stats: data.stats, extra: data.extra)
    }

    func renderBytes(_ loaded: Loaded, _ visit: Visit, message: String? = nil, status: Int = 200) throws -> [UInt8] {
        rendered.renders.add(1, ordering: .relaxed)
        let record = loaded.record
        let data = try loaded.data ?? app.database.read { c in try readPageData(c, record, visit.session) }
        // A slip's note comes back in the address; a name that is no slip of this game shows nothing.
        let note = message == nil ? visit.request.query["note"].flatMap(Core.Failure.slip)?.message : nil
        let view = GameView(game: loaded.game, version: record.version, shownAt: loaded.shownAt,
                            startedAt: record.startedAt, finishedAt: record.finishedAt, visit: visit, message: message,
                            note: note, isError: status >= 400, ranking: data.ranking, undos: record.undos,
                            deaths: record.deaths,
                            replayHref: record.finishedAt != nil && record.id > 0 ? replayAddress(record.id) : nil,
                            daily: DailyLine(record, Pages.entry),
                            stats: Pages.statsPanel(data.stats),
                            keepsDailySecret: DailyDay.keepsSecret(record.daily, at: visit.now))
        let chrome = GameChrome(view, Pages.self, actions: actions)
        return try app.templates.renderBytes(Pages.page(view, chrome, data.extra), template: Pages.template)
    }
}
