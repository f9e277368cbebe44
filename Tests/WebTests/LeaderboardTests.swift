import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// The leaderboard as players meet it: results only the server writes, ranked per board and window,
/// names validated and escaped, and a win recorded exactly once.
@Suite("Leaderboard")
struct LeaderboardTests {
    /// Plays a Beginner board to a win through form posts, one second of server time per move.
    /// The test reads the mines from the database, as a player never could.
    /// `extra` fields go with every move (e.g. a forged time, which the server must ignore).
    @discardableResult
    static func winBeginner(_ client: TestClient, _ site: TestSite, secondsPerMove: Int64 = 1,
                            extra: [(String, String)] = []) throws -> TestResponse {
        var page = try client.get("/minesweeper")
        #expect(page.status == 200)
        #expect(try client.postForm("/minesweeper/move", from: page, [("action", "reveal"), ("cell", "40")] + extra).status == 303)
        for _ in 0..<100 {
            let game = try currentMinesweeper(client, site)
            if game.outcome == .won { break }
            guard let field = game.mineField,
                  let safe = (0..<field.cellCount).first(where: { game.cell($0) == .covered && !field.isMine($0) }) else {
                Issue.record("no safe covered cell left on a board that is not won")
                break
            }
            site.clock.advance(by: secondsPerMove * 1000)
            page = try client.get("/minesweeper")
            #expect(try client.postForm("/minesweeper/move", from: page, [("action", "reveal"), ("cell", "\(safe)")] + extra).status == 303)
        }
        return try client.get("/minesweeper")
    }

    static func currentMinesweeper(_ client: TestClient, _ site: TestSite) throws -> MinesweeperGame {
        let sessionID = try #require(client.sessionID)
        let record = try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "minesweeper")
        })
        return try MinesweeperGame(storedForm: record.state)
    }

    static func scores(_ site: TestSite, board: String) throws -> [Row] {
        try site.app.database.read { c in try c.query("SELECT * FROM scores WHERE board = ? ORDER BY id", [.text(board)]) }
    }

    @Test("a won Beginner game asks for a name, then shows it on the board")
    func winNameAndFind() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        // Seen empty first, so the board's standings are cached and the win and the name must drop them.
        #expect(try client.get("/leaderboard?game=minesweeper").body.contains("Ada") == false)
        let won = try Self.winBeginner(client, site)
        #expect(won.body.contains("You cleared the field!"))
        #expect(won.body.contains("Your name for the leaderboard"))
        #expect(won.body.contains("rank <strong>#1</strong>"))
        let scoreID = try #require(won.hidden("score"))
        let named = try client.post("/leaderboard/name", [("csrf", won.hidden("csrf") ?? ""), ("score", scoreID), ("name", "  Ada  ")])
        #expect(named.status == 303)
        #expect(named.location?.hasPrefix("/leaderboard?game=minesweeper") == true)
        let board = try client.get("/leaderboard?game=minesweeper")
        #expect(board.body.contains("<tr class=\"mine\"><td class=\"number\">1</td><td class=\"name\"><span class=\"player\" title=\"Ada\">Ada <span class=\"you\">(you)</span></span></td>"))
        // The overlay now says where the result stands, and the next win's name is prefilled.
        let again = try client.get("/minesweeper")
        #expect(again.body.contains("You rank <strong>#1</strong> on the "))
        let rows = try Self.scores(site, board: "minesweeper/beginner")
        #expect(rows.count == 1)
        #expect(rows[0].string("name") == "Ada")
    }

    @Test("the time is the server's, from the first uncover to the last")
    func serverMeasuredTime() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        try Self.winBeginner(client, site, secondsPerMove: 2)
        let game = try Self.currentMinesweeper(client, site)
        let rows = try Self.scores(site, board: "minesweeper/beginner")
        #expect(rows.count == 1)
        // One first click, then two seconds before each further uncover.
        let uncovers = Int64(game.moveCount)
        #expect(rows[0].int64("value") == (uncovers - 1) * 2000)
        let bbbv = Double(try #require(game.threeBV))
        #expect(abs((rows[0].double("detail") ?? 0) - bbbv / (Double(uncovers - 1) * 2)) < 0.001)
    }

    @Test("a double-submitted winning move records exactly one result")
    func exactlyOnce() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        var page = try client.get("/minesweeper")
        #expect(try client.postForm("/minesweeper/move", from: page, [("action", "reveal"), ("cell", "40")]).status == 303)
        for _ in 0..<100 {
            let game = try Self.currentMinesweeper(client, site)
            let field = try #require(game.mineField)
            // The first click may already have won the board; then there is no move left to double-submit.
            guard let safe = (0..<field.cellCount).first(where: { game.cell($0) == .covered && !field.isMine($0) }) else { break }
            page = try client.get("/minesweeper")
            let first = try client.postForm("/minesweeper/move", from: page, [("action", "reveal"), ("cell", "\(safe)")])
            #expect(first.status == 303)
            if try Self.currentMinesweeper(client, site).outcome == .won {
                // The same winning form again: a double click, or a second tab.
                let second = try client.postForm("/minesweeper/move", from: page, [("action", "reveal"), ("cell", "\(safe)")])
                #expect(second.status == 409)
                break
            }
        }
        #expect(try Self.scores(site, board: "minesweeper/beginner").count == 1)
    }

    /// What a client might send to claim a result: none of it is a field any form reads.
    static let forgedResult: [(String, String)] = [
        ("time", "1"), ("value", "1"), ("score", "1"), ("penalty", "0"), ("detail", "99"), ("elapsed", "1"),
        ("started_at", "0"), ("finished_at", "1"), ("board", "minesweeper/beginner"), ("outcome", "won"),
    ]

    static func scoreCount(_ site: TestSite) throws -> Int64 {
        try site.app.database.read { c in try c.queryOne("SELECT COUNT(*) AS n FROM scores")?.int64("n") } ?? -1
    }

    @Test("no route takes a time or a score from the client")
    func noClientTime() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        var page = try client.get("/tictactoe")
        let csrf = try #require(page.hidden("csrf"))

        // The leaderboard has two routes: GET (and HEAD) /leaderboard, which only reads, and POST
        // /leaderboard/name. Every other method on them is refused with the methods they take...
        for (path, allowed) in [("/leaderboard", ["GET", "HEAD"]), ("/leaderboard/name", ["POST"])] {
            for method in ["GET", "POST", "PUT", "PATCH", "DELETE"] where !allowed.contains(method) {
                let response = try client.send(method, path)
                #expect(response.status == 405, "\(method) \(path)")
                #expect(response.header("Allow") == allowed.joined(separator: ", "), "\(method) \(path)")
            }
        }
        // ...and nothing below or beside them takes a result, whatever the method.
        for path in ["/leaderboard/", "/leaderboard/score", "/leaderboard/submit", "/leaderboard/name/1",
                     "/leaderboard/minesweeper", "/score", "/scores", "/api/scores"] {
            #expect(try client.get(path).status == 404, "GET \(path)")
            #expect(try client.post(path, [("csrf", csrf)] + Self.forgedResult).status == 404, "POST \(path)")
        }

        // The other POST routes are each game's new and move (POST only: a GET is 405 with Allow: POST).
        // Sent with result fields, each does its own job and writes no score.
        for game in GameRegistry.games {
            for action in ["new", "move"] {
                let response = try client.get("/\(game.slug)/\(action)")
                #expect(response.status == 405 && response.header("Allow") == "POST", "GET /\(game.slug)/\(action)")
            }
        }
        #expect(try client.postForm("/tictactoe/new", from: page,
                                    [("mode", "computer"), ("level", "impossible"), ("mark", "X")] + Self.forgedResult).status == 303)
        page = try client.get("/tictactoe")
        #expect(try client.postForm("/tictactoe/move", from: page, [("cell", "4"), ("mark", "X")] + Self.forgedResult).status == 303)
        page = try client.get("/wordsearch")
        #expect(try client.postForm("/wordsearch/new", from: page, [("level", "easy")] + Self.forgedResult).status == 303)
        page = try client.get("/wordsearch")
        #expect(try client.postForm("/wordsearch/move", from: page, [("cell", "0")] + Self.forgedResult).status == 303)
        page = try client.get("/minesweeper")
        #expect(try client.postForm("/minesweeper/new", from: page, [("level", "beginner")] + Self.forgedResult).status == 303)
        #expect(try Self.scoreCount(site) == 0)

        // A won game sent with forged times on every move records the server's time: one first click,
        // then two seconds of server time before each further uncover.
        let won = try Self.winBeginner(client, site, secondsPerMove: 2, extra: Self.forgedResult)
        let game = try Self.currentMinesweeper(client, site)
        let before = try Self.scores(site, board: "minesweeper/beginner")
        #expect(before.count == 1)
        #expect(try Self.scoreCount(site) == 1)
        #expect(before.first?.int64("value") == (Int64(game.moveCount) - 1) * 2000)
        #expect(before.first?.int64("penalty") == 0)

        // The naming form sets the name only, whatever else is sent with it.
        let scoreID = try #require(won.hidden("score"))
        let named = try client.post("/leaderboard/name", [("csrf", csrf), ("score", scoreID), ("name", "Eve"), ("value", "1"),
                                                          ("time", "1"), ("penalty", "3"), ("detail", "99"),
                                                          ("created_at", "0")])
        #expect(named.status == 303)
        let after = try Self.scores(site, board: "minesweeper/beginner")
        #expect(after.count == 1)
        #expect(after.first?.string("name") == "Eve")
        for column in ["value", "penalty", "rank_value", "rank_bucket", "created_at"] {
            #expect(after.first?.int64(column) == before.first?.int64(column), "\(column)")
        }
        #expect(after.first?.double("detail") == before.first?.double("detail"))
    }

    @Test("hostile names are shown as text, and bad names are refused with a reason")
    func names() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let won = try Self.winBeginner(client, site)
        let scoreID = try #require(won.hidden("score"))
        let csrf = try #require(won.hidden("csrf"))
        let empty = try client.post("/leaderboard/name", [("csrf", csrf), ("score", scoreID), ("name", "   ")])
        #expect(empty.status == 422)
        #expect(empty.body.contains("cannot be empty"))
        let long = try client.post("/leaderboard/name", [("csrf", csrf), ("score", scoreID), ("name", String(repeating: "a", count: 25))])
        #expect(long.status == 422)
        #expect(long.body.contains("the most is 24"))
        let control = try client.post("/leaderboard/name", [("csrf", csrf), ("score", scoreID), ("name", "bad\u{7}bell")])
        #expect(control.status == 422)
        #expect(try Self.scores(site, board: "minesweeper/beginner")[0].string("name") == nil)

        // `<script>alert(1)</script>` is 25 characters, one over the limit: the same attack, shorter.
        let hostile = "<script>x()</script>"
        #expect(try client.post("/leaderboard/name", [("csrf", csrf), ("score", scoreID), ("name", hostile)]).status == 303)
        for path in ["/leaderboard?game=minesweeper", "/", "/minesweeper"] {
            let body = try client.get(path).body
            #expect(!body.contains(hostile), "\(path)")
        }
        #expect(try client.get("/leaderboard?game=minesweeper").body.contains("&lt;script&gt;x()&lt;/script&gt;"))
    }

    @Test("a session cannot name another session's result")
    func otherSessionsResult() throws {
        let site = try TestSite()
        defer { site.stop() }
        let winner = site.client()
        let won = try Self.winBeginner(winner, site)
        let scoreID = try #require(won.hidden("score"))
        let intruder = site.client()
        let page = try intruder.get("/tictactoe")
        let response = try intruder.post("/leaderboard/name", [("csrf", page.hidden("csrf") ?? ""), ("score", scoreID), ("name", "Mallory")])
        #expect(response.status == 404)
        #expect(try Self.scores(site, board: "minesweeper/beginner")[0].string("name") == nil)
    }

    /// Results written straight into the store, as finished games would have.
    static func seed(_ site: TestSite, board: String, entries: [(name: String?, value: Int64, penalty: Int, at: Int64)]) throws {
        let key = try #require(LeaderboardBoard.find(key: board)).board
        try site.app.database.write { c in
            for (index, entry) in entries.enumerated() {
                let session = try SessionStore.create(c, now: entry.at)
                let game = try GameStore.insert(c, sessionID: session.id, kind: String(board.split(separator: "/")[0]),
                                                level: String(board.split(separator: "/")[1]), state: "{}", outcome: "won", now: entry.at)
                let score = try ScoreStore.record(c, board: key, sessionID: session.id, gameID: game.id, value: entry.value,
                                                  penalty: entry.penalty, detail: nil, now: entry.at + Int64(index))
                if let name = entry.name { _ = try ScoreStore.setName(c, scoreID: score.id, sessionID: session.id, name: name) }
            }
        }
        // Written behind the app's back: tell it, as its own score writes do.
        site.app.scoresChanged()
    }

    static func names(in body: String, board: String) -> [String] {
        guard let start = body.range(of: "id=\"\(board)\"") else { return [] }
        let section = body[start.upperBound...].prefix { _ in true }
        let end = section.range(of: "</section>")?.lowerBound ?? section.endIndex
        return section[..<end].components(separatedBy: "<tr").dropFirst(2).compactMap { row in
            let cells = row.components(separatedBy: "<td")
            guard cells.count > 2 else { return nil }
            // The name cell: `<td class="name"><span class="player" title="…">NAME …`; the text after its tags.
            var text = Substring(cells[2])
            repeat {
                guard let close = text.firstIndex(of: ">") else { return nil }
                text = text[text.index(after: close)...]
            } while text.hasPrefix("<") && !text.hasPrefix("</")
            return String(text.prefix { $0 != "<" }).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test("Word Search ranks games without reveals first, then by time; unnamed rows stay hidden")
    func wordSearchOrder() throws {
        let site = try TestSite()
        defer { site.stop() }
        let now = site.clock.now
        try Self.seed(site, board: "wordsearch/easy", entries: [
            ("Slow", 90_000, 0, now), ("Revealer", 10_000, 1, now), ("Fast", 30_000, 0, now),
            (nil, 5_000, 0, now), ("TwoReveals", 9_000, 2, now), ("TieLater", 30_000, 0, now + 10),
        ])
        let body = try site.client().get("/leaderboard?game=wordsearch").body
        #expect(Self.names(in: body, board: "board-easy") == ["Fast", "TieLater", "Slow", "Revealer", "TwoReveals"])
    }

    @Test("Today, This week and All time show only results in their window")
    func windows() throws {
        let site = try TestSite()
        defer { site.stop() }
        // 2026-06-03 is a Wednesday; the week started on Monday 2026-06-01.
        let wednesdayNoon: Int64 = 1_780_488_000_000
        site.clock.set(wednesdayNoon)
        let day: Int64 = 86_400_000
        try Self.seed(site, board: "minesweeper/expert", entries: [
            ("Today", 50_000, 0, wednesdayNoon - 3_600_000),
            ("Monday", 40_000, 0, wednesdayNoon - 2 * day),
            ("LastWeek", 30_000, 0, wednesdayNoon - 4 * day),
        ])
        let client = site.client()
        #expect(Self.names(in: try client.get("/leaderboard?game=minesweeper&period=today").body, board: "board-expert") == ["Today"])
        #expect(Self.names(in: try client.get("/leaderboard?game=minesweeper&period=week").body, board: "board-expert") == ["Monday", "Today"])
        #expect(Self.names(in: try client.get("/leaderboard?game=minesweeper&period=all").body, board: "board-expert") == ["LastWeek", "Monday", "Today"])
        #expect(try client.get("/leaderboard?game=minesweeper&period=yesterday").status == 400)
    }

    @Test("the player's own best is highlighted even outside the top 10")
    func ownBestOutsideTopTen() throws {
        let site = try TestSite()
        defer { site.stop() }
        let now = site.clock.now
        try Self.seed(site, board: "minesweeper/beginner", entries: (1...12).map { ("P\($0)", Int64($0) * 1000, 0, now) })
        let client = site.client()
        try Self.winBeginner(client, site, secondsPerMove: 60)
        let page = try client.get("/minesweeper")
        #expect(page.body.contains("rank <strong>#13</strong>"))
        _ = try client.post("/leaderboard/name", [("csrf", page.hidden("csrf") ?? ""), ("score", page.hidden("score") ?? ""), ("name", "Me")])
        let board = try client.get("/leaderboard?game=minesweeper").body
        #expect(Self.names(in: board, board: "board-beginner").count == 11)
        #expect(board.contains("<tr class=\"mine outside\"><td class=\"number\">13</td><td class=\"name\"><span class=\"player\" title=\"Me\">Me <span class=\"you\">(you)</span></span></td>"))
        // The title screen teases the best of all.
        #expect(try client.get("/").body.contains("Best beginner: 1.0 s by \u{2068}P1\u{2069}"))
    }

    @Test("Tic-Tac-Toe boards rank the higher count first")
    func ticTacToeOrder() throws {
        let site = try TestSite()
        defer { site.stop() }
        let board = try #require(TicTacToePages.entry.board(TicTacToePages.impossibleStreak)).board
        try site.app.database.write { c in
            for (name, streak) in [("Three", 3), ("Seven", 7), ("Five", 5)] {
                let session = try SessionStore.create(c, now: site.clock.now)
                let entry = try ScoreStore.recordBest(c, board: board, sessionID: session.id, value: Int64(streak), now: site.clock.now)
                _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: session.id, name: name)
            }
        }
        let body = try site.client().get("/leaderboard?game=tictactoe").body
        #expect(Self.names(in: body, board: "board-impossible-streak") == ["Seven", "Five", "Three"])
        #expect(body.contains("7 games"))
    }
}
