import Games
import HTTP
import Storage

/// `/<game>/challenge/<id>`, a share text's link: what the challenger did (never the board), then the same board as
/// a practice game that never ranks, tied to theirs (`ChallengeStore`) so both result pages show both
/// (`ChallengeVersus`). Only a finished game can be a challenge.
struct ChallengeStart<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    let games: CurrentGames<Pages>
    var app: App { games.app }

    static func address(_ id: Int64) -> String { "\(Pages.path)/challenge/\(id)" }

    func register(_ router: inout Router) {
        let prefix = "\(Pages.path)/challenge/"
        router.get("\(prefix):id", needs: .session(app)) { request in app.withSession(request, show) }
        router.getPrefix(prefix, needs: .session(app)) { request in app.withSession(request, show) }
        router.post("\(prefix):id", needs: .checkedForm(app)) { request in app.withSession(request, start) }
    }

    private static var noSuchChallenge: String {
        localized("There is no challenge at this address: its game may no longer be kept, or not be finished yet.")
    }

    /// The challenger's finished game, its name and its answers; nil for none.
    private func challenge(_ visit: Visit) throws -> (GameRecord, Core, String?, [ChallengeStore.Result])? {
        guard let id = visit.request.parameters.get("id", as: Int64.self), id > 0 else { return nil }
        return try app.database.read { c in
            guard let record = try GameStore.find(c, id: id), record.kind == Pages.slug, record.finishedAt != nil,
                  let game = try? Core(storedForm: record.state) else { return nil }
            let name = try SessionStore.find(c, id: record.sessionID)?.name
            return (record, game, name, try ChallengeStore.answers(c, to: id))
        }
    }

    func show(_ visit: Visit) throws -> Response {
        guard let (record, game, name, answers) = try challenge(visit) else {
            return app.errorPage(visit.request, 404, Self.noSuchChallenge)
        }
        let own = visit.isStored && record.sessionID == visit.session.id
        var page = ChallengePage(record: record, game: game, pages: Pages.self, challenger: name, own: own,
                                 answers: answers, visit: visit, action: Self.address(record.id))
        page.page.preview = LinkPreview(title: page.heading,
                                        description: Placeholders.fill(localized("{{summary}}. Play the same board."),
                                                                       ["summary": page.summary.joined(separator: " · ")]),
                                        game: Pages.slug, path: Self.address(record.id), app: app, visit.request)
        return .page(try app.templates.renderBytes(page, template: "challenge"))
    }

    func start(_ visit: Visit) throws -> Response {
        guard let (record, stored, _, _) = try challenge(visit) else {
            return app.errorPage(visit.request, 404, Self.noSuchChallenge)
        }
        guard !(visit.isStored && record.sessionID == visit.session.id) else {
            return app.errorPage(visit.request, 403,
                                 localized("This challenge is your own game: send its link to a friend. Play again from the game’s page."))
        }
        var name: String? = nil
        if let raw = visit.fields["name"], !raw.allSatisfy(\.isWhitespace) {
            do {
                name = try PlayerName.validate(raw, blocked: app.moderation.blockedWords)
            } catch {
                return app.errorPage(visit.request, 422, error.message)
            }
        }
        let game = Core(params: stored.params, seed: stored.seed)
        // Practice, whatever the day: a challenge never ranks, and a daily board stays that day's.
        let friend = try games.insert(game, visit, daily: record.daily, practice: true)
        try app.database.write { c in try ChallengeStore.record(c, gameID: friend.id, challengerID: record.id, name: name) }
        return .redirect(to: Pages.startFocus.address(Pages.path))
    }
}
