import HTTP
import Storage

/// Daily boards: one per level and UTC day, the same for everyone, from a seed only the server can derive (the form
/// posts level and day, never a seed). Today's is ranked once per session (starting it again shows that game), then
/// practice; a past day's (up to `DailyDay.oldest` back) is always practice.
struct DailyStart<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    let games: CurrentGames<Pages>
    var app: App { games.app }

    func register(_ router: inout Router) {
        guard !Pages.dailyLevels.isEmpty else { return }
        router.post("\(Pages.path)/daily", needs: .checkedForm(app)) { request in app.withSession(request, startDaily) }
    }

    /// `level` is a daily level (`DailyLevels`: a language's own board names its language); none: the page's first.
    func startDaily(_ visit: Visit) throws -> Response {
        let level = visit.fields["level"] ?? DailyLevels.shown(Pages.entry).first ?? Pages.dailyLevels[0]
        guard Pages.dailyLevels.contains(level), let params = Pages.dailyParams(level: level) else {
            return app.errorPage(visit.request, 400, localized("There is no daily board of that level."))
        }
        let today = DailyDay(at: visit.now)
        let posted = visit.fields["day"] ?? ""
        guard let day = posted.isEmpty ? today : DailyDay(posted) else {
            return app.errorPage(visit.request, 400, localized("A daily board's day is written YYYY-MM-DD."))
        }
        guard day <= today else {
            return app.errorPage(visit.request, 403, localized("That day's board is not out yet: come back on {{day}}.",
                                                               ["day": LocalFormat.title(of: day)]))
        }
        guard today.number - day.number <= DailyDay.oldest else {
            return app.errorPage(visit.request, 400, localized(one: "Daily boards can be played up to {{count}} day back.",
                                                               other: "Daily boards can be played up to {{count}} days back.",
                                                               count: DailyDay.oldest))
        }
        if day == today, visit.isStored {
            let attempt = try app.database.write { c in
                try GameStore.dailyAttempt(c, sessionID: visit.session.id, kind: Pages.slug, level: level, day: day.text)
                    .map { attempt in try showing(attempt, c, visit, practiceWanted: visit.fields["practice"] == "1") }
            }
            if case .some(.shown) = attempt { return .redirect(to: Pages.path) }
            if case .some(.practice) = attempt { return try startDaily(params, level, day, visit, practice: true) }
        }
        return try startDaily(params, level, day, visit, practice: day != today)
    }

    private enum Attempt {
        /// The ranked attempt is the current game again.
        case shown
        /// It is finished and the player asked to play the board again.
        case practice
    }

    /// The ranked attempt made the current game (unless the player asked to practise a finished one).
    private func showing(_ attempt: GameRecord, _ c: Connection, _ visit: Visit, practiceWanted: Bool) throws -> Attempt {
        if practiceWanted, attempt.finishedAt != nil { return .practice }
        let current = try GameStore.current(c, sessionID: visit.session.id, kind: Pages.slug)
        if current?.id != attempt.id { _ = try GameStore.reinstate(c, attempt) }
        return .shown
    }

    private func startDaily(_ params: Core.Params, _ level: String, _ day: DailyDay, _ visit: Visit, practice: Bool) throws
        -> Response
    {
        let game = Core(params: params, seed: app.keys.dailySeed(kind: Pages.slug, level: level, day: day.text))
        do {
            _ = try games.insert(game, visit, daily: day.text, level: level, practice: practice)
        } catch let error as DatabaseError where error.kind == .constraint {
            // Another tab started the ranked attempt a moment ago: that game is the one to show.
        }
        return .redirect(to: Pages.path)
    }
}
