import Foundation
@_spi(Testing) import HTTP
import Storage
import Testing
@_spi(Testing) @testable import Web

/// A returning player's kept title and game pages are sent again by the server as the headers arrive
/// (`AnswerMemo`), without routing. What must hold: only to the very same request (target, cookie, encodings), never
/// past a commit by anyone, a dropped cache, a clock's second, a session's touch or the next day; and what the memo
/// may not answer (conditional requests, HEAD, repeated cookies) goes to the handler.
@Suite("Answer memo: sent again only to the same request, never stale")
struct AnswerMemoTests {
    static func hits(_ site: TestSite) -> Int {
        site.app.answerMemo.hits.load(ordering: .relaxed)
    }

    /// A stored session on a started Beginner board (its clock stopped: no cell uncovered yet).
    static func player(_ site: TestSite) throws -> MinesweeperPlayer {
        let player = MinesweeperPlayer(site)
        try player.start()
        #expect(try player.flag(0).status == 303)
        return player
    }

    /// Asks for `path` until the memo answers it (within 5 s).
    static func eventuallySentAgain(_ site: TestSite, _ client: TestClient, _ path: String) throws {
        let before = hits(site)
        let sent = ModerationTests.eventually(timeout: .seconds(5)) {
            #expect((try? client.get(path))?.status == 200)
            return hits(site) > before
        }
        #expect(sent, "\(path) never came from the memo")
    }

    @Test("on SQLite the second ask of a kept page comes from the memo; not on PostgreSQL (no stamp)")
    func secondAskIsSentAgain() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = try Self.player(site)
        guard TestSite.onSQLite else {
            _ = try player.page()
            let before = Self.hits(site)
            #expect(try player.page().status == 200)
            #expect(Self.hits(site) == before)
            return
        }
        let first = try player.page()
        let before = Self.hits(site)
        let second = try player.page()
        #expect(Self.hits(site) == before + 1)
        #expect(second.status == 200 && second.body == first.body && second.header("ETag") == first.header("ETag"))
        #expect(second.header("Content-Security-Policy") != nil && second.header("Set-Cookie") == nil)
    }

    @Test("never another session's, nor another address's or encoding's answer", .enabled(if: TestSite.onSQLite))
    func onlyTheSameRequest() throws {
        let site = try TestSite()
        defer { site.stop() }
        let one = try Self.player(site), two = try Self.player(site)
        for _ in 0..<3 {
            let first = try one.page(), second = try two.page()
            #expect(first.hidden("csrf") == site.app.keys.formToken(for: try #require(one.client.sessionID)))
            #expect(second.hidden("csrf") == site.app.keys.formToken(for: try #require(two.client.sessionID)))
        }
        let before = Self.hits(site)
        #expect(try one.page("/minesweeper?at=x").status == 200)
        #expect(Self.hits(site) == before, "another address: not the kept answer of the first")
        let packed = try one.client.get("/minesweeper", headers: [("Accept-Encoding", "gzip")])
        let packedAgain = try one.client.get("/minesweeper", headers: [("Accept-Encoding", "gzip")])
        let plain = try one.page()
        #expect(packed.header("Content-Encoding") == "gzip" && packedAgain.header("Content-Encoding") == "gzip")
        #expect(plain.header("Content-Encoding") == nil)
    }

    @Test("a move here, a commit by another connection (within 50 ms), a dropped cache: the next answer is the handler's",
          .enabled(if: TestSite.onSQLite))
    func neverPastACommit() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = try Self.player(site)
        _ = try player.page()
        var hits = Self.hits(site)
        #expect(try player.page().hidden("version") == "2")
        #expect(Self.hits(site) == hits + 1)
        #expect(try player.flag(1).status == 303)
        #expect(try player.page().hidden("version") == "3", "after a move here")
        // Another connection (as another process would) saves a move on the same game.
        let elsewhere = try site.openDatabase()
        defer { elsewhere.close() }
        _ = try player.page()
        var game = try player.game()
        var record = try player.record()
        let move = try game.interpret(["action": "flag", "cell": "2"])
        try game.apply(move)
        record.state = game.storedForm
        _ = try elsewhere.write { c in try GameStore.saveMove(c, record, text: move.text, now: site.clock.now) }
        // This process's commits are seen at once; another's within the watch's interval (50 ms).
        #expect(ModerationTests.eventually(timeout: .seconds(2)) { (try? player.page().hidden("version")) == "4" },
                "after another connection's commit")
        hits = Self.hits(site)
        #expect(try player.page().hidden("version") == "4")
        #expect(Self.hits(site) == hits + 1, "kept again once seen")
        // The title: kept until the scores' caches are dropped (once the watch of other processes has looked at
        // this very state: at most every 50 ms).
        try Self.eventuallySentAgain(site, player.client, "/")
        hits = Self.hits(site)
        site.app.scoresChanged()
        _ = try player.page("/")
        #expect(Self.hits(site) == hits, "a dropped cache")
    }

    @Test("a running clock's next second, the session's touch: the handler answers again", .enabled(if: TestSite.onSQLite))
    func neverPastTime() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = try Self.player(site)
        #expect(try player.reveal(40).status == 303)
        let running = try player.page()
        #expect(running.timerSeconds == 0)
        var hits = Self.hits(site)
        #expect(try player.page().timerSeconds == 0)
        #expect(Self.hits(site) == hits + 1)
        site.clock.advance(by: 1000)
        #expect(try player.page().timerSeconds == 1, "the clock's next second")
        #expect(Self.hits(site) == hits + 1)
        hits = Self.hits(site)
        site.clock.advance(by: App.touchInterval + 1)
        let touched = try player.page()
        #expect(touched.header("Set-Cookie") != nil, "the session touched, its cookie sent again")
        #expect(Self.hits(site) == hits)
    }

    @Test("the leaderboard: sent again until a score, a dropped cache or the next UTC day", .enabled(if: TestSite.onSQLite))
    func leaderboard() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        try Self.eventuallySentAgain(site, client, "/leaderboard?game=minesweeper")
        let won = try LeaderboardTests.winBeginner(client, site)
        let named = try client.post("/leaderboard/name", [("csrf", won.hidden("csrf") ?? ""),
                                                          ("score", try #require(won.hidden("score"))), ("name", "Ada")])
        #expect(named.status == 303)
        var hits = Self.hits(site)
        let after = try client.get("/leaderboard?game=minesweeper")
        #expect(after.body.contains("Ada"), "the new result is on the page: the handler made it")
        #expect(Self.hits(site) == hits)
        // Today's window: the same page until midnight, then the handler's. Five seconds before, so the session's
        // hourly touch (which the first ask makes) is not what ends it.
        let midnight = (site.clock.now / 86_400_000 + 1) * 86_400_000
        site.clock.set(midnight - 5000)
        _ = try client.get("/leaderboard?game=minesweeper&period=today")
        _ = try client.get("/leaderboard?game=minesweeper&period=today")
        hits = Self.hits(site)
        let today = try client.get("/leaderboard?game=minesweeper&period=today")
        #expect(Self.hits(site) == hits + 1 && today.body.contains("Ada"))
        site.clock.set(midnight)
        let tomorrow = try client.get("/leaderboard?game=minesweeper&period=today")
        #expect(Self.hits(site) == hits + 1)
        #expect(tomorrow.header("Set-Cookie") == nil, "not the session's touch")
        #expect(!tomorrow.body.contains("Ada"), "yesterday's result is out of today's window")
    }

    @Test("a static file is sent again to any visitor, by its address and encoding, on either backend")
    func staticFiles() throws {
        let site = try TestSite()
        defer { site.stop() }
        let one = site.client(), two = try Self.player(site).client
        let title = try one.get("/")
        let sheet = try #require(title.body.firstMatch(of: /href="(\/static\/[^"]+\.css)"/)).output.1
        let first = try one.get(String(sheet))
        let before = Self.hits(site)
        let again = try two.get(String(sheet))
        let packed = try two.get(String(sheet), headers: [("Accept-Encoding", "gzip")])
        let packedAgain = try one.get(String(sheet), headers: [("Accept-Encoding", "gzip")])
        #expect(first.status == 200 && again.body == first.body && again.header("ETag") == first.header("ETag"))
        #expect(packed.header("Content-Encoding") == "gzip" && packedAgain.header("Content-Encoding") == "gzip")
        #expect(again.header("Content-Encoding") == nil)
        #expect(Self.hits(site) == before + 2, "the plain answer for the second visitor, the gzip one for the first")
        let unchanged = try one.get(String(sheet), headers: [("If-None-Match", try #require(first.header("ETag")))])
        #expect(unchanged.status == 304 && Self.hits(site) == before + 2)
    }

    @Test("conditional requests, HEAD and a repeated Cookie header go to the handler", .enabled(if: TestSite.onSQLite))
    func whatTheMemoLeaves() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = try Self.player(site)
        let page = try player.page()
        _ = try player.page()
        let hits = Self.hits(site)
        let tag = try #require(page.header("ETag"))
        let unchanged = try player.client.get("/minesweeper", headers: [("If-None-Match", tag)])
        #expect(unchanged.status == 304)
        let head = try player.client.send("HEAD", "/minesweeper")
        #expect(head.status == 200 && head.body.isEmpty)
        let cookie = player.client.cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        let raw = "GET /minesweeper HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: \(cookie)\r\nCookie: x=1\r\n\r\n"
        let twice = try TestClient.parse(try player.client.exchange(Array(raw.utf8)))
        #expect(twice.status == 200)
        #expect(Self.hits(site) == hits)
    }
}
