import Foundation
import HTTP
import Storage
import Testing
@testable import Web

/// An operator's changes reach every page at once, from `/admin` or from another process; `/admin` needs the
/// token; blocked words and banned sessions are refused politely and nothing is written.
@Suite("Moderation")
struct ModerationTests {
    static let token = "a-long-operator-token-for-tests"
    static let withToken = ModerationSettings(adminToken: AdminToken(token))

    /// "Nasty" holds the best result on every board (so the title teases it), "Nice" the next one.
    /// Returns Nasty's result ids.
    @discardableResult
    static func seedEveryBoard(_ site: TestSite) throws -> [Int64] {
        let now = site.clock.now
        let ids = try site.app.database.write { c in
            try LeaderboardBoard.all.map { boards in
                var nasty: Int64 = 0
                for (name, rank) in [("Nasty", 0), ("Nice", 1)] {
                    let session = try SessionStore.create(c, now: now)
                    let value: Int64 = boards.board.higherIsBetter ? 100 - Int64(rank) : 1_000 + Int64(rank)
                    let entry: ScoreEntry
                    if boards.isPerSession {
                        entry = try ScoreStore.recordBest(c, board: boards.board, sessionID: session.id, value: value, now: now)
                    } else {
                        let game = try GameStore.insert(c, sessionID: session.id, kind: boards.game, level: boards.level,
                                                        state: "{}", outcome: "won", now: now)
                        entry = try ScoreStore.record(c, board: boards.board, sessionID: session.id, gameID: game.id,
                                                      value: value, penalty: 0, detail: nil, now: now)
                    }
                    _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: session.id, name: name)
                    if rank == 0 { nasty = entry.id }
                }
                return nasty
            }
        }
        site.app.scoresChanged()  // written behind the app's back, as its own score writes would tell it
        return ids
    }

    /// The title and every board of every game in every window (the daily boards hold daily wins only).
    static let pages = ["/"] + GameRegistry.games.flatMap { game in
        Period.allCases.filter { $0 != .daily }.map { "/leaderboard?game=\(game.slug)&period=\($0.rawValue)" }
    }

    /// The pages that show `name`.
    static func showing(_ name: String, _ client: TestClient) throws -> [String] {
        try pages.filter { path in
            let page = try client.get(path)
            #expect(page.status == 200, "\(path)")
            return page.body.contains(name)
        }
    }

    /// Polls `condition` every few milliseconds until it holds or `timeout` passes; true when it held.
    static func eventually(timeout: Duration, _ condition: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while ContinuousClock.now < deadline {
            if condition() { return true }
            Thread.sleep(forTimeInterval: 0.005)
        }
        return condition()
    }

    static func admin(_ client: TestClient, _ fields: [(String, String)], token: String? = Self.token) throws -> TestResponse {
        try client.post("/admin", (token.map { [("token", $0)] } ?? []) + fields)
    }

    @Test("a name hidden on /admin leaves the title and every board at once; Show again brings it back")
    func hiddenOnTheAdminPage() throws {
        let site = try TestSite(moderation: Self.withToken)
        defer { site.stop() }
        let client = site.client()
        let ids = try Self.seedEveryBoard(site)
        #expect(try Self.showing("Nasty", client) == Self.pages)  // and now cached

        for id in ids {
            let page = try Self.admin(client, [("action", "hide-name"), ("score", "\(id)")])
            #expect(page.status == 200)
            #expect(page.body.contains("The name of result \(id) is hidden."))
        }
        #expect(try Self.showing("Nasty", client).isEmpty)
        #expect(try client.get("/").body.contains("by \u{2068}Nice"))

        let page = try Self.admin(client, [("action", "unhide"), ("score", "\(ids[0])")])
        #expect(page.body.contains("Result \(ids[0]) is shown again."))
        #expect(try Self.showing("Nasty", client).contains("/"))
    }

    @Test("a result hidden by another process leaves the cached title and boards on the next look", .enabled(if: TestSite.onSQLite, "another process's commit is seen through SQLite's data_version; on PostgreSQL that waits for LISTEN/NOTIFY"))
    func hiddenByAnotherProcess() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        try Self.seedEveryBoard(site)
        #expect(try Self.showing("Nasty", client) == Self.pages)

        // `minigames moderate hide-name --named Nasty`, as another process: its own connection to the file.
        let operatorTool = try site.openDatabase()
        #expect(try operatorTool.write { c in try ModerationStore.hideName(c, named: "nasty") } == LeaderboardBoard.all.count)
        operatorTool.close()
        // The server checks at most every 50 ms, so the very next page may still be the cached one.
        var still: [String] = []
        #expect(Self.eventually(timeout: .seconds(5)) {
            still = (try? Self.showing("Nasty", client)) ?? ["error"]
            return still.isEmpty
        }, "still shown on \(still)")
        #expect(try client.get("/").body.contains("by \u{2068}Nice"))
    }

    @Test("no token given at start: no page; with one, nothing is shown or changed without it")
    func adminNeedsTheToken() throws {
        let closed = try TestSite()
        defer { closed.stop() }
        let visitor = closed.client()
        #expect(try visitor.get("/admin").status == 404)
        #expect(try Self.admin(visitor, []).status == 404)

        let site = try TestSite(moderation: Self.withToken)
        defer { site.stop() }
        let ids = try Self.seedEveryBoard(site)
        let client = site.client()
        let signIn = try client.get("/admin")
        #expect(signIn.status == 200)
        #expect(signIn.body.contains("type=\"password\"") && !signIn.body.contains("Nasty"))

        let hide = [("action", "hide-score"), ("score", "\(ids[0])")]
        let wrong = String(Self.token.dropLast()) + "X"
        for (token, headers) in [(nil, []), ("", []), (wrong, []), (Self.token + "X", []), (String(Self.token.dropLast()), []),
                                 (nil, [("Authorization", "Bearer \(wrong)")]), (nil, [("Authorization", "Basic \(Self.token)")])] {
            let fields = (token.map { [("token", $0)] } ?? []) + hide
            let refused = try client.post("/admin", fields, headers: headers)
            #expect(refused.status == 403, "\(String(describing: token)) \(headers)")
            #expect(!refused.body.contains("Nasty") && refused.body.contains("That is not the operator token."))
            // Past the backoff's free guesses each refusal closes the check a while (`AdminBackoffTests`): wait it out.
            site.clock.advance(by: TokenBackoff.longestDelay)
        }
        #expect(try Self.showing("Nasty", client).contains("/"), "nothing was hidden")

        // A script may send the token as a header instead of a form field.
        let listed = try client.post("/admin", [], headers: [("Authorization", "Bearer \(Self.token)")])
        #expect(listed.status == 200)
        #expect(listed.body.contains("Nasty") && listed.body.contains("name=\"token\" value=\"\(Self.token)\""))
        #expect(listed.header("Cache-Control") == "no-store")
        #expect(try Self.admin(client, [("action", "hide-score"), ("score", "999999")]).status == 404)
        #expect(try Self.admin(client, [("action", "drop-table")]).status == 400)
    }

    @Test("the token: too short is refused, and only the exact token matches")
    func tokenComparison() throws {
        #expect(AdminToken("short") == nil)
        #expect(AdminToken(String(repeating: "x", count: AdminToken.minimumLength - 1)) == nil)
        let token = try #require(Self.withToken.adminToken)
        #expect(token.matches(Self.token))
        for guess in [nil, "", "a", String(Self.token.dropLast()), Self.token + "a", Self.token.uppercased(),
                      Self.token + String(repeating: "\0", count: 256)] {
            #expect(!token.matches(guess), "\(String(describing: guess))")
        }
    }

    @Test("blocked words: matched by letters, ignoring case and accents; comments and blank lines in the file")
    func blockedWordList() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("blocked-\(UUID().uuidString).txt")
        try "# words the board does not show\n\nbad\n  Worse  # trailing comment\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let words = try BlockedWords(contentsOfFile: file.path)
        #expect(words.count == 2)
        for name in ["bad", "B.a-D", "bád", "xxBADxx", "b a d", "WORSE", "wörse!"] {
            #expect(words.blocks(name), "\(name)")
        }
        for name in ["good", "Ada", "b4d", "ba"] {
            #expect(!words.blocks(name), "\(name)")
        }
        #expect(!BlockedWords.none.blocks("bad"))
        #expect(throws: BlockedWords.FileError.self) { try BlockedWords(contentsOfFile: file.path + ".missing") }
    }

    @Test("a name with a blocked word is refused politely and nothing is written")
    func blockedWordsRefused() throws {
        let site = try TestSite(moderation: ModerationSettings(blockedWords: BlockedWords(["bad"])))
        defer { site.stop() }
        let client = site.client()
        let won = try LeaderboardTests.winBeginner(client, site)
        let score = try #require(won.hidden("score"))
        let csrf = try #require(won.hidden("csrf"))
        let refused = try client.post("/leaderboard/name", [("csrf", csrf), ("score", score), ("name", "Mr B.A.D")])
        #expect(refused.status == 422)
        #expect(refused.body.contains("Please choose another name"))
        #expect(try LeaderboardTests.scores(site, board: "minesweeper/beginner")[0].string("name") == nil)
        #expect(try client.post("/leaderboard/name", [("csrf", csrf), ("score", score), ("name", "Ada")]).status == 303)
    }

    @Test("a session banned from naming is refused politely, nothing is written, and unbanned it may name again")
    func bannedSessionRefused() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let won = try LeaderboardTests.winBeginner(client, site)
        let score = try #require(won.hidden("score"))
        let csrf = try #require(won.hidden("csrf"))
        let session = try #require(client.sessionID)
        _ = try site.app.database.write { c in try ModerationStore.ban(c, sessionID: session, now: site.clock.now) }

        let refused = try client.post("/leaderboard/name", [("csrf", csrf), ("score", score), ("name", "Ada")])
        #expect(refused.status == 422)
        #expect(refused.body.contains("not taking names from this browser"))
        #expect(try LeaderboardTests.scores(site, board: "minesweeper/beginner")[0].string("name") == nil)
        #expect(try site.app.database.read { c in try SessionStore.find(c, id: session) }?.name == nil)

        _ = try site.app.database.write { c in try ModerationStore.unban(c, sessionID: session) }
        #expect(try client.post("/leaderboard/name", [("csrf", csrf), ("score", score), ("name", "Ada")]).status == 303)
    }
}
