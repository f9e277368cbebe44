import Games
import HTTP
import Storage

/// A move: load (in the read that finds the session), interpret, apply, then save in a short write with an optimistic
/// version check, so a double-submitted form applies once. It answers 303 (with a note for a slip), or re-renders the
/// page with a 4xx and a message when the form is refused, having written nothing.
struct GameMoves<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    typealias Current = CurrentGames<Pages>.Current
    typealias Loaded = CurrentGames<Pages>.Loaded
    let answer: MoveAnswer<Pages>
    /// Every move saved (not settings, slips or refusals): Prometheus's `rate()` makes it moves a second.
    let moved = GameTallies.moves(game: Pages.slug)
    var pages: GamePageRenderer<Pages> { answer.pages }
    var games: CurrentGames<Pages> { pages.games }
    var app: App { pages.app }

    func move(_ visit: Visit, _ current: Current?) throws -> Response {
        // A reading typed into the move box changes nothing: its answer is the game page that shows it (a board only
        // shown, not stored yet, kept by its `shown` time, so the next reading and the first move read the same one).
        if let typed = visit.fields[TypedText.field], let reading = BoardReading.query(typed) {
            let query = ["\(MoveBox.readParameter)=\(reading)", shownBoard(visit)].compactMap { $0 }.joined(separator: "&")
            return .redirect(to: "\(Pages.path)?\(query)#\(MoveBox.inputID)")
        }
        guard let version = visit.fields.integer("version") else {
            return try pages.renderCurrent(visit, current,
                                           message: localized("That form is missing the game's version: reload the page and try again."),
                                           status: 400)
        }
        let typed = visit.fields[TypedText.field] != nil
        var result = try apply(visit, version: version, current)
        if current?.remembered == true, !result.isMoved {
            // The game as last saved here was not the game as it stands (another instance moved it or started one,
            // or the session went), or the move was no move on it: read both, and play the move on what was read.
            games.saved.forget(kind: Pages.slug, sessionID: visit.session.id)
            let read = try app.database.readOnWriter { c in try games.readRecordWithSession(c, visit.session.id) }
            result = try apply(visit, version: version, read?.1 ?? Current(record: nil, data: nil))
        }
        switch result {
        case .moved(let query, let fragment, let before, let saved):
            return try answer.answer(visit, location: location(query, fragment, typed: typed), before: before,
                                     game: saved)
        case .slipped(let slip, let query, let fragment, let before, let game):
            // A typed slip on a board only shown keeps showing that board, which its player may have read.
            let shown = typed && game == nil ? shownBoard(visit) : nil
            let address = location([query, "note=\(slip)", shown].compactMap { $0 }.joined(separator: "&"), fragment,
                                   typed: typed)
            return try answer.answer(visit, location: address, before: before, game: game)
        case .noGame:
            return try pages.renderCurrent(visit, message: localized("There was no game to play that move in: here is a new one."),
                                           status: 409)
        case .stale:
            return try pages.renderCurrent(visit,
                                           message: localized("That move was for an older view of this game (a double click, or another tab). Nothing was changed: here is the game as it stands."),
                                           status: 409)
        case .refused(let error):
            return try pages.renderCurrent(visit, message: Pages.message(error), status: error.isFormError ? 400 : 422)
        }
    }

    // MARK: - Moves

    /// Decode, interpret and apply the row read with the session, outside any lock, so that work runs beside
    /// other players' moves; then save with a version check (`GameStore.saveMove`, one statement on PostgreSQL)
    /// that makes the whole move apply once even when two tabs race: the second finds the version moved on and is stale.
    private func apply(_ visit: Visit, version: Int, _ current: Current?) throws -> MoveResult {
        var record: GameRecord, game: Core
        if let loaded = try games.loadCurrent(visit, current) {
            (record, game) = (loaded.record, loaded.game)
            guard record.version == version else { return .stale }
        } else if version == 0 {
            switch try pages.boards.storeForFirstMove(visit) {
            case .stored(let stored, let shown): (record, game) = (stored, shown)
            // The page after it shows another board: nothing to compare its cells with.
            case .refused(let error):
                if let slip = slip(error, visit) {
                    return .slipped(slip, query: nil, fragment: "play", before: nil, game: nil)
                }
                return .refused(error)
            case .stale: return .stale
            case .noBoard: return .noGame
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
            if let slip = slip(error, visit) {
                return .slipped(slip, query: nil, fragment: "play", before: before,
                                game: Loaded(record: record, game: game, data: nil))
            }
            return .refused(error)
        }
        // A setting's save (`GameStore.update`) does not check that the game is still the newest: read first.
        if current?.remembered == true, move.isSetting { return .stale }
        let focus = Pages.focus(after: move, from: game)
        let query = focus.query, fragment = focus.fragment
        let moving = game
        let played = app.thinking.run(thinking: Pages.thinksLong(game)) { () -> Result<Core, Core.Failure> in
            var game = moving
            do throws(Core.Failure) { try game.apply(move) } catch { return .failure(error) }
            return .success(game)
        }
        do throws(Core.Failure) {
            game = try played.get()
        } catch {
            if let slip = slip(error, visit) {
                return .slipped(slip, query: query, fragment: fragment, before: before, game: Loaded(record: record, game: game, data: nil))
            }
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
            if let saved, app.database.dialect == .postgres {
                games.saved.keep(saved, kind: Pages.slug, session: visit.session)
            }
        }
        guard let saved else { return .stale }
        if !move.isSetting { moved.increment() }
        games.recent.keep(game, row: saved.id, version: saved.version, state: saved.state)
        // After the commit, so a title screen or standings computed meanwhile cannot keep the old scores.
        if game.outcome.isOver {
            app.scoresChanged()
            GameTallies.finished(game: Pages.slug, level: game.levelKey)
        }
        return .moved(query: query, fragment: fragment, before: before, saved: Loaded(record: saved, game: game, data: nil))
    }

    /// The name a refusal travels under as a slip: every refusal of a move typed into the move box is one (the
    /// player is told near the board what is accepted); of a tap, only the game's own slips.
    private func slip(_ error: Core.Failure, _ visit: Visit) -> String? {
        guard visit.fields[TypedText.field] != nil else { return error.slip }
        return error.typedSlip ?? TypedText.unclear
    }

    /// `shown=<time>` for a form posted from a board only shown (`ShownBoards`): the page it leads to shows it again.
    private func shownBoard(_ visit: Visit) -> String? {
        guard let shown = visit.fields["shown"], (1...15).contains(shown.utf8.count),
              shown.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return "shown=\(shown)"
    }

    /// Why a game just won is beyond a person's pace (`Pace`), when the site checks it; its result is then held.
    private func implausiblePace(_ game: Core, _ record: GameRecord) -> String? {
        guard app.moderation.checksPace, game.outcome == .won, let started = record.startedAt,
              let finished = record.finishedAt, let reason = Pages.implausiblePace(game, milliseconds: finished - started)
        else { return nil }
        app.logger.notice("held the result of game \(record.id) (\(record.kind)): \(reason)")
        GameTallies.held(game: Pages.slug)
        return reason
    }

    private enum MoveResult {
        case noGame, stale
        /// `before`: the game as the move found it, whose page the player was looking at (`MoveFragment`); `saved`:
        /// the game and its row as saved, which the answer shows without reading them again.
        case moved(query: String?, fragment: String, before: Before, saved: Loaded)
        /// Refused, but as a slip: the game page again with a note (`GameView.note`), nothing changed; `game` as it
        /// stands, when it is stored.
        case slipped(String, query: String?, fragment: String, before: Before?, game: Loaded?)
        case refused(Core.Failure)

        var isMoved: Bool {
            if case .moved = self { return true }
            return false
        }
    }

    /// The game as a move found it, with the version and stored text of its row: the page the player was looking
    /// at showed that game, and is still kept (`RenderedPages.shown`) when it was the last one rendered for the row.
    struct Before {
        let game: Core
        let version: Int
        let state: String
    }

    /// The game page after a move, with what it focuses (`Pages.focus(after:)`, `MoveFocus`); after a typed move,
    /// the move box again.
    private func location(_ query: String?, _ fragment: String, typed: Bool = false) -> String {
        if typed { return Pages.path + (query.map { "?" + $0 } ?? "") + "#" + MoveBox.inputID }
        guard let query, !query.isEmpty else { return Pages.path }
        return "\(Pages.path)?\(query)#\(fragment)"
    }
}
