import HTTP
import Storage

/// The name form shown again when a name is refused.
struct NameFormPage {
    let page: PageChrome
    let scoreID: Int64
    let name: String
    let errorMessage: Bool
}

/// `/leaderboard`: each game's boards (all time, today, this week, the daily boards), and the form that names a
/// result this session owns.
struct LeaderboardController: RouteController {
    let app: App

    func register(_ router: inout Router) {
        router.get("/leaderboard", needs: .session(app)) { request in app.withSession(request, leaderboard) }
        router.post("/leaderboard/name", needs: .checkedForm(app)) { request in app.withSession(request, nameScore) }
    }

    func leaderboard(_ visit: Visit) throws -> Response {
        let query = visit.request.query
        let game = GameRegistry.game(query["game"] ?? "") ?? GameRegistry.leaderboardDefault
        guard let period = Period(rawValue: query["period"] ?? "all") else {
            return app.errorPage(visit.request, 400,
                                 localized("There is no such time window: choose Today, This week, All time or Daily."))
        }
        if period == .daily, game.dailyLevels.isEmpty {
            return app.errorPage(visit.request, 404, localized("{{game}} has no daily board.", ["game": game.title]))
        }
        let model = LeaderboardPage(game: game, period: period, standings: try readStandings(game, period, visit),
                                    csrf: visit.session.csrfToken, message: nil)
        // Sent again until a commit, a dropped cache, the session's touch or the next UTC day (the windows, the
        // daily boards and their replays move with it; a week starts with a day).
        let reuse = app.reuse(visit, until: app.dayOrSessionChanges(visit), watched: period.since(now: visit.now) == nil)
        return app.kept(.page(try app.templates.renderBytes(model, template: "leaderboard/index")), visit, reuse: reuse)
    }

    /// Names a result this session owns. Only the server ever writes a score; this only sets its name.
    func nameScore(_ visit: Visit) throws -> Response {
        guard let scoreText = visit.fields["score"], let scoreID = Int64(scoreText) else {
            return app.errorPage(visit.request, 400, localized("That form did not say which result to name."))
        }
        let name: String
        do {
            name = try PlayerName.validate(visit.fields["name"], blocked: app.moderation.blockedWords)
        } catch {
            let model = NameFormPage(
                page: PageChrome(title: localized("Your name"), csrf: visit.session.csrfToken, current: "/leaderboard",
                                 stylesheet: "leaderboard.css", flash: error.message),
                scoreID: scoreID, name: PlayerName.echoed(visit.fields["name"]), errorMessage: true)
            return .page(try app.templates.renderBytes(model, template: "leaderboard/name"), status: 422)
        }
        let naming: Naming = try app.sessionCache.changing(visit.session.id, in: app.database) { try app.database.write { c in
            // Checked in the write, so a ban committed a moment ago holds.
            if try ModerationStore.isBanned(c, sessionID: visit.session.id) { return .banned }
            guard let entry = try ScoreStore.find(c, id: scoreID), entry.sessionID == visit.session.id else { return .notFound }
            // A result held for its pace (`Pace`) waits for the operator before it can go on a board.
            if try ScoreStore.heldReason(c, scoreID: scoreID) != nil { return .held }
            guard try ScoreStore.setName(c, scoreID: scoreID, sessionID: visit.session.id, name: name) else {
                return .notFound
            }
            try SessionStore.setName(c, id: visit.session.id, name: name)
            return .named(entry)
        } }
        let entry: ScoreEntry
        switch naming {
        case .named(let named): entry = named
        case .notFound: return app.errorPage(visit.request, 404, localized("There is no result of yours with that number to name."))
        case .banned: return try namingClosed()
        case .held:
            return app.errorPage(visit.request, 409,
                localized("This result is held for a check: it was played faster than a person plays, so it waits for the site’s operator before it can be named and ranked. Nothing is lost."))
        }
        app.scoresChanged()
        let board = try app.database.read { c in try ScoreStore.boardKey(c, scoreID: entry.id) }
        return .redirect(to: board.flatMap(LeaderboardBoard.find(key:))?.href ?? "/leaderboard")
    }

    private enum Naming {
        case named(ScoreEntry), notFound, banned, held
    }

    /// The polite refusal for a session an operator banned from naming: its results stay recorded.
    private func namingClosed() throws -> Response {
        let heading = localized("Names are closed for this browser")
        let model = ErrorPageModel(
            page: PageChrome(title: heading, csrf: "", current: "/leaderboard"), status: 422, heading: heading,
            message: localized("Sorry, the leaderboard is not taking names from this browser. Your results are still recorded; nothing was changed."))
        return .page(try app.templates.renderBytes(model, template: "error"), status: 422)
    }

    /// A game's boards as the leaderboard page shows them. An all-time page takes each board's top ten and
    /// bucket totals from `standings` (they change only with a score); the visitor's own row is always read afresh.
    func readStandings(_ game: GameEntry, _ period: Period, _ visit: Visit) throws -> [LeaderboardPage.Standing] {
        let since = period.since(now: visit.now)
        let sessionID = visit.session.id
        if since == nil { app.noticeOtherWriters() }
        let boards = period == .daily ? Self.dailyBoards(game, now: visit.now) : game.boards.map { ($0, period.title) }
        // Read before the page's own transaction begins (see StandingsCache.standings).
        let cached = try boards.map { board, _ in
            try since == nil ? app.standings.standings(of: board.board, in: app.database) : nil
        }
        return try app.database.read { c in
            try zip(boards, cached).map { boardAndPeriod, cached in
                let (board, periodTitle) = boardAndPeriod
                let top = try cached?.top ?? ScoreStore.top(c, board: board.board, since: since, limit: LeaderboardPage.size)
                let own = try ScoreStore.best(c, board: board.board, sessionID: sessionID, since: since)
                let kept = try GameStore.storedDays(c, ids: (top + [own].compactMap { $0 }).compactMap(\.gameID))
                let lines = top.enumerated().map { offset, entry in
                    Self.line(entry, place: offset + 1, board: board, detail: game.detail, mine: entry.id == own?.id,
                              kept: kept, now: visit.now)
                }
                var outside: LeaderboardPage.Line?
                if let own, !top.contains(where: { $0.id == own.id }) {
                    let place = try cached.map { try ScoreStore.rank(c, board: board.board, entry: own, totals: $0.totals) }
                        ?? ScoreStore.rank(c, board: board.board, entry: own, since: since)
                    outside = Self.line(own, place: place, board: board, detail: game.detail, mine: true, outside: true,
                                        kept: kept, now: visit.now)
                }
                return LeaderboardPage.Standing(board: board, period: periodTitle, top: lines, outside: outside)
            }
        }
    }

    /// A game's daily boards on the Daily tab: today's for each level, then yesterday's.
    static func dailyBoards(_ game: GameEntry, now: Int64) -> [(LeaderboardBoard, String)] {
        let today = DailyDay(at: now)
        return [(today, localized("Today")), (today.adding(days: -1), localized("Yesterday"))].flatMap { day, title in
            DailyLevels.shown(game).compactMap { level in LeaderboardBoard.daily(game, level: level, day: day).map { ($0, title) } }
        }
    }

    private static func line(_ entry: ScoreEntry, place: Int, board: LeaderboardBoard, detail: LeaderboardDetail?,
                             mine: Bool, outside: Bool = false, kept: [Int64: String?], now: Int64)
        -> LeaderboardPage.Line {
        // A result of a game no longer stored (its session was forgotten) keeps its row, without a replay; so does
        // today's daily board (`ReplayAccess`).
        let replay = entry.gameID.flatMap { id in
            kept[id].flatMap { daily in
                ReplayAccess.isPublic(finished: true, daily: daily, now: now) ? "/\(board.game)/replay/\(id)" : nil
            }
        }
        return LeaderboardPage.Line(place: place, name: entry.name ?? "", value: board.localizedFormat(entry.value),
                                    detail: detail?.value(entry) ?? "", date: LocalFormat.rowDate(entry.createdAt), mine: mine,
                                    classes: outside ? "mine outside" : mine ? "mine" : "", replayHref: replay)
    }
}
