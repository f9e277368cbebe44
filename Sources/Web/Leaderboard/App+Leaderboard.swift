import HTTP
import Storage

/// The name form shown again when a name is refused.
struct NameFormPage {
    let page: PageChrome
    let scoreID: Int64
    let name: String
    let errorMessage: Bool
}

extension App {
    func addLeaderboardRoutes(to router: inout Router) {
        router.get("/leaderboard") { [self] request in withSession(request, leaderboard) }
        router.post("/leaderboard/name") { [self] request in withSession(request, nameScore) }
    }

    func leaderboard(_ visit: Visit) throws -> Response {
        let query = visit.request.query
        let game = LeaderboardPage.games.map(\.0).contains(query["game"] ?? "") ? query["game"]! : "minesweeper"
        guard let period = Period(rawValue: query["period"] ?? "all") else {
            return errorPage(visit.request, 400, "There is no such time window: choose Today, This week or All time.")
        }
        let model = try LeaderboardPage(game: game, period: period, visit: visit, database: database, templates: templates,
                                        message: nil, standings: standings)
        return .page(try templates.renderBytes(model, template: "leaderboard/index"))
    }

    /// Names a result this session owns. Only the server ever writes a score; this only sets its name.
    func nameScore(_ visit: Visit) throws -> Response {
        guard let scoreText = visit.fields["score"], let scoreID = Int64(scoreText) else {
            return errorPage(visit.request, 400, "That form did not say which result to name.")
        }
        let name: String
        do {
            name = try PlayerName.validate(visit.fields["name"])
        } catch {
            let model = NameFormPage(
                page: PageChrome(title: "Your name", csrf: visit.session.csrfToken, section: .leaderboard,
                                 stylesheet: "leaderboard.css", flash: error.message),
                scoreID: scoreID, name: String((visit.fields["name"] ?? "").prefix(64)), errorMessage: true)
            return .page(try templates.renderBytes(model, template: "leaderboard/name"), status: 422)
        }
        let entry: ScoreEntry? = try database.write { c in
            guard let entry = try ScoreStore.find(c, id: scoreID), entry.sessionID == visit.session.id,
                  try ScoreStore.setName(c, scoreID: scoreID, sessionID: visit.session.id, name: name) else {
                return nil
            }
            try SessionStore.setName(c, id: visit.session.id, name: name)
            return entry
        }
        guard let entry else {
            return errorPage(visit.request, 404, "There is no result of yours with that number to name.")
        }
        scoresChanged()
        let board = try database.read { c in try ScoreStore.boardKey(c, scoreID: entry.id) }
        let boards = board.flatMap(LeaderboardBoards.find(key:))
        return .redirect(to: boards.map { "/leaderboard?game=\($0.game)#board-\($0.level)" } ?? "/leaderboard")
    }

    /// Each game's all-time best, for the title screen's teasers.
    func allTimeBests() throws -> [String: String] {
        try database.read { c in
            var bests: [String: String] = [:]
            for boards in LeaderboardBoards.all where bests[boards.game] == nil {
                if let best = try ScoreStore.top(c, board: boards.board, since: nil, limit: 1).first {
                    bests[boards.game] = "Best \(boards.title.lowercased()): \(boards.format(best.value)) by \(best.name ?? "")"
                }
            }
            return bests
        }
    }
}
