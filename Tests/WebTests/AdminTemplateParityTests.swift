import Storage
import Testing
@testable import Web

/// The operator's pages rendered by the compiled renderer and by swift-mustache: the same bytes
/// (see `TemplateParityTests`, whose `checked` lists them).
@Suite("Templates: the admin pages as swift-mustache rendered them")
struct AdminTemplateParityTests {
    @Test("sign-in, with and without a refusal; the list empty, full, hidden and banned rows, hostile names")
    func adminPages() throws {
        let site = try TestSite(moderation: ModerationTests.withToken)
        defer { site.stop() }
        let templates = site.app.templates
        let client = site.client()

        try TemplateParityTests.expectSame(AdminSignInPage(), "admin/signin", templates, served: try client.get("/admin"))
        let refusal = "That is not the operator token. Nothing was changed."
        try TemplateParityTests.expectSame(AdminSignInPage(flash: refusal), "admin/signin", templates,
                                           served: try client.post("/admin", [("token", "nope")]))

        func check(flash: String? = nil, isError: Bool = false, served: TestResponse? = nil) throws {
            let (scores, bans) = try site.app.database.read { c in
                (try ModerationStore.recent(c, limit: AdminController.adminListSize), try ModerationStore.bans(c))
            }
            let model = AdminPage(token: ModerationTests.token, scores: scores, bans: bans, flash: flash, isError: isError)
            try TemplateParityTests.expectSame(model, "admin/index", templates, served: served)
        }
        try check(served: try ModerationTests.admin(client, []))

        let ids = try ModerationTests.seedEveryBoard(site)
        let hostile = try site.app.database.write { c in
            let session = try SessionStore.create(c, now: site.clock.now)
            let board = LeaderboardBoard.all[0]
            let game = try GameStore.insert(c, sessionID: session.id, kind: board.game, level: board.level, state: "{}",
                                            outcome: "won", now: site.clock.now)
            let entry = try ScoreStore.record(c, board: board.board, sessionID: session.id, gameID: game.id, value: 5,
                                              penalty: 0, detail: nil, now: site.clock.now)
            _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: session.id, name: "<b>\"x\"</b>&'")
            return entry
        }
        try check(served: try ModerationTests.admin(client, []))
        _ = try ModerationTests.admin(client, [("action", "hide-name"), ("score", "\(ids[0])")])
        _ = try ModerationTests.admin(client, [("action", "hide-score"), ("score", "\(ids[1])")])
        let banned = try ModerationTests.admin(client, [("action", "ban"), ("session", hostile.sessionID)])
        try check(flash: "Session \(hostile.sessionID.prefix(8)) can no longer name results (1 name hidden).", served: banned)
        try check(flash: "Nothing was changed: that result or session was not found.", isError: true,
                  served: try ModerationTests.admin(client, [("action", "unhide"), ("score", "0")]))
    }
}
