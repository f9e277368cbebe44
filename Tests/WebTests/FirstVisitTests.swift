import Foundation
import Storage
import Testing
import WordSearch
@testable import Web

/// A visitor who never plays costs nothing: no page a cookieless client can ask for writes a row, and the board a
/// first visit is shown cannot be worked out from anything the page holds.
@Suite("First visits write nothing")
struct FirstVisitTests {
    static func rowCounts(_ site: TestSite) throws -> [Int] {
        try site.app.database.read { c in
            try ["sessions", "games", "scores"].map { table in
                try c.queryOne("SELECT count(*) AS n FROM \(table)")?.int("n") ?? -1
            }
        }
    }

    /// Every table's row count, by name: whatever a GET might write, in any table, shows here.
    static func everyTable(_ site: TestSite) throws -> [String: Int] {
        try site.app.database.read { c in
            let names = switch c.dialect {
            case .sqlite: "SELECT name FROM sqlite_schema WHERE type = 'table'"
            case .postgres: "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()"
            }
            var counts: [String: Int] = [:]
            for table in try c.query(names).compactMap({ $0.string("name") }) {
                counts[table] = try c.queryOne("SELECT count(*) AS n FROM \(table)")?.int("n") ?? -1
            }
            return counts
        }
    }

    @Test("a GET of every route (games, daily, leaderboard, online, streams, replays, admin) writes no row in any table")
    func cookielessPagesWriteNothing() throws {
        let site = try TestSite(moderation: ModerationTests.withToken)
        defer { site.stop() }
        // What the routes show: a finished game with its replay, today's daily try, an online match being played.
        let player = MinesweeperPlayer(site)
        try player.start()
        try player.playToWin()
        let finished = try player.record().id
        #expect(try DailyBoardTests.startDaily(player) == 303)
        try player.playToLose()
        let daily = try player.record().id
        let (match, x, _) = try OnlineFlowTests.seated(site)
        try x.play(match, 4)
        let invitation = try OnlineVisitor(site).invite()
        let before = try Self.everyTable(site)
        #expect(before.keys.count >= 10, "\(before.keys.sorted())")
        #expect(before["games"] == 2 && before["online_matches"] == 2 && before["scores"] == 1)

        let paths = ["/"] + GameRegistry.games.map { "/\($0.slug)" } + ["/leaderboard", "/leaderboard?game=tictactoe",
                     "/leaderboard?game=wordsearch&period=today", "/leaderboard?game=minesweeper&period=daily",
                     "/minesweeper?share=12345&level=expert", "/wordsearch?shown=1", "/daily", "/healthz",
                     "/static/site.css", "/favicon.ico", "/static/manifest.webmanifest", "/nowhere",
                     match, "\(match)?still=1", invitation, "/tictactoe/online/\(String(repeating: "0", count: 32))",
                     "/minesweeper/replay/\(finished)", "/minesweeper/replay/\(finished)?step=1",
                     "/minesweeper/replay/\(daily)", "/tictactoe/replay/\(finished)", "/minesweeper/replay/999",
                     "/admin"]
        for path in paths {
            let page = try site.client().get(path)
            #expect(page.status < 500, "\(path)")
        }
        let returning = site.client()
        for path in paths { _ = try returning.get(path) }
        site.clock.advance(by: App.touchInterval + 1)
        for path in paths { _ = try returning.get(path) }
        _ = try site.client().get("/admin", headers: [("Authorization", "Bearer \(ModerationTests.token)")])
        // A match's event stream, with and without a cookie: opened and its first event read (dropped at the end).
        let streams = [try OnlineEventReader(port: site.port, path: "\(match)/events?version=0"),
                       try OnlineEventReader(port: site.port, path: "\(match)/events",
                                             headers: [("Cookie", "sid=\(returning.cookies["sid"] ?? "")"),
                                                       ("Last-Event-ID", "1")])]
        for stream in streams {
            #expect(stream.status == 200)
            #expect(try stream.next().event == "match")
        }
        #expect(try Self.everyTable(site) == before)
    }

    @Test("a cookie signed by another server's key, or an unsigned id nobody stored, gets a fresh session, never a 500")
    func foreignCookies() throws {
        let elsewhere = try TestSite()
        let visitor = elsewhere.client()
        _ = try visitor.get("/tictactoe")
        let foreign = try #require(visitor.cookies["sid"])
        elsewhere.stop()

        let site = try TestSite()
        defer { site.stop() }
        for cookie in [foreign, try #require(visitor.sessionID), foreign + "0", "." + foreign] {
            let client = site.client()
            client.cookies["sid"] = cookie
            let page = try client.get("/minesweeper")
            #expect(page.status == 200)
            #expect(client.cookies["sid"] != cookie, "a new signed cookie replaces \(cookie.prefix(12))…")
            #expect(client.sessionID != visitor.sessionID)
            // Its form, posted with the forged cookie alone, is refused: the token was made for another id.
            let forged = try site.client().post("/minesweeper/move", [("csrf", page.hidden("csrf") ?? ""), ("version", "0"),
                                                               ("cell", "3")], headers: [("Cookie", "sid=\(cookie)")])
            #expect(forged.status == 403)
        }
        #expect(try Self.rowCounts(site) == [0, 0, 0])
    }

    @Test("the first move stores the session and exactly the board that was shown; a reload shows another board")
    func firstMoveStoresTheShownBoard() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let shown = try client.get("/wordsearch")
        let letters = shown.wordSearchCells.map(\.label).joined()
        site.clock.advance(by: 5_000)
        let reloaded = try client.get("/wordsearch")
        #expect(reloaded.wordSearchCells.map(\.label).joined() != letters, "a reload is another board: studying one does not help")
        #expect(try Self.rowCounts(site) == [0, 0, 0])

        site.clock.advance(by: 30_000)
        #expect(try client.postForm("/wordsearch/move", from: shown, [("cell", "0")]).status == 303)
        #expect(try Self.rowCounts(site) == [1, 1, 0])
        let sessionID = try #require(client.sessionID)
        let record = try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "wordsearch")
        })
        let game = try WordSearchGame(storedForm: record.state)
        let stored: String = (0..<game.width * game.height).map { (index: Int) -> String in String(game.letter(index)) }.joined()
        let seen: String = shown.wordSearchCells.map { String($0.label.prefix(1)) }.joined()
        #expect(stored == seen, "the board stored is the one the first page showed")
        // Timed from when that board was shown, not from the first move 35 s later.
        #expect(record.startedAt == record.createdAt - 35_000)
        #expect(try client.get("/wordsearch").body.contains("<span class=\"now\">35</span></span> s"))
    }

    @Test("nothing on a first visit's page gives its board away: no seed, and another server key makes another board")
    func shownBoardsNeedTheServerKey() throws {
        let first = try TestSite()
        let second = try TestSite()
        defer { first.stop(); second.stop() }
        second.clock.set(first.clock.now)
        let page = try first.client().get("/wordsearch")
        #expect(!page.body.lowercased().contains("seed"))
        let id = "0123456789abcdef0123456789abcdef"
        let now = first.clock.now
        let here = first.app.keys.seed(session: id, kind: "wordsearch", shownAt: now)
        #expect(here == first.app.keys.seed(session: id, kind: "wordsearch", shownAt: now))
        #expect(here != second.app.keys.seed(session: id, kind: "wordsearch", shownAt: now), "each server has its own key")
        #expect(here != first.app.keys.seed(session: id, kind: "wordsearch", shownAt: now + 1))
        #expect(here != first.app.keys.seed(session: id, kind: "minesweeper", shownAt: now))
    }

    @Test("a first move posted twice (a double click) stores one session and one game, and the second answers 409")
    func doubleFirstMove() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let shown = try client.get("/minesweeper")
        #expect(try client.postForm("/minesweeper/move", from: shown, [("action", "flag"), ("cell", "3")]).status == 303)
        #expect(try client.postForm("/minesweeper/move", from: shown, [("action", "flag"), ("cell", "3")]).status == 409)
        #expect(try Self.rowCounts(site) == [1, 1, 0])
    }

    @Test("a refused first move stores no game")
    func refusedFirstMove() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let shown = try client.get("/tictactoe")
        let refused = try client.postForm("/tictactoe/move", from: shown, [("cell", "9")])
        #expect(refused.status == 400)
        // The session is stored by its first valid form; no game is.
        #expect(try Self.rowCounts(site) == [1, 0, 0])
        #expect(try client.postForm("/tictactoe/move", from: shown, [("cell", "4")]).status == 303)
        #expect(try Self.rowCounts(site) == [1, 1, 0])
    }
}
