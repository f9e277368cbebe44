import Foundation
import Storage
import Testing
@testable import Web

/// Setup forms, encodings, content types, cookies and other sessions' results, sent by a hostile client:
/// each is refused with the right 4xx and a readable page, and nothing stored changes.
@Suite("Hostile input: forms, encodings and sessions")
struct HostileFormTests {
    static let badSetups: [HostileMoveTests.Case] = [
        HostileMoveTests.Case(kind: "tictactoe", fields: [("mode", "chess")], status: 400),
        HostileMoveTests.Case(kind: "tictactoe", fields: [("level", "godlike")], status: 400),
        HostileMoveTests.Case(kind: "tictactoe", fields: [("mark", "\0")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "insane")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "custom"), ("width", "1000000"), ("height", "5"), ("mines", "1")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "custom"), ("width", "-5"), ("height", "5"), ("mines", "1")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "custom"), ("width", "5"), ("height", "5"), ("mines", "17")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "custom"), ("width", "5"), ("height", "5"), ("mines", "0")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "custom"), ("width", "5"), ("height", "5")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "beginner"), ("noguess", "maybe")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "beginner"), ("seed", "-1")], status: 400),
        HostileMoveTests.Case(kind: "minesweeper", fields: [("level", "beginner"), ("seed", "99999999999999999999999")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "banana")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("level", "impossible")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("list", "../../etc/passwd")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "text"), ("words", ""), ("size", "10"), ("reveals", "2")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "text"), ("words", "Swift"), ("size", "ten"), ("reveals", "2")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "text"), ("words", "Swift"), ("size", "1000000"), ("reveals", "2")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "text"), ("words", "<script>"), ("size", "10"), ("reveals", "2")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "text"), ("words", String(repeating: "Swift,", count: 2000)), ("size", "10"), ("reveals", "2")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "json"), ("json", "{")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "json"), ("json", "[]")], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "json"), ("json", String(repeating: "[", count: 3000))], status: 400),
        HostileMoveTests.Case(kind: "wordsearch", fields: [("custom", "json"), ("json", #"{"words": ["Swift"], "size": 1e308}"#)], status: 400),
        HostileMoveTests.Case(kind: "ultimatetictactoe", fields: [("mode", "chess")], status: 400),
        HostileMoveTests.Case(kind: "ultimatetictactoe", fields: [("level", "godlike")], status: 400),
        HostileMoveTests.Case(kind: "ultimatetictactoe", fields: [("mark", "\0")], status: 400),
    ]

    @Test("every registered game has bad setups above: a new game is not skipped")
    func everyGameHasBadSetups() {
        HostileVisitor.expectEveryKind(in: Self.badSetups, "bad setup")
    }

    @Test("a bad setup form is refused with a readable 400 page and the current game stays", arguments: badSetups)
    func badSetup(_ test: HostileMoveTests.Case) throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let before = try HostileVisitor.stored(site)
        expectReadableRefusal(try visitor.post(test.kind, "new", test.fields, version: false), test.status, test.testDescription)
        #expect(try HostileVisitor.stored(site) == before)
    }

    @Test("bytes that are not UTF-8, raw or percent-encoded, are a readable 400 on every form route",
          arguments: GameRegistry.games.flatMap { ["/\($0.slug)/new", "/\($0.slug)/move"] } + ["/leaderboard/name"])
    func invalidUTF8(path: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let csrf = try visitor.csrf
        let before = try HostileVisitor.stored(site)
        expectReadableRefusal(try visitor.postRaw(path, Array("csrf=\(csrf)&cell=".utf8) + [0xFF, 0xFE, 0xC0, 0x80]), 400, path)
        expectReadableRefusal(try visitor.postRaw(path, Array("csrf=\(csrf)&cell=%FF%FE&name=%C0%80".utf8)), 400, path)
        expectReadableRefusal(try visitor.postRaw(path, Array("csrf=\(csrf)&cell=%4".utf8)), 400, path)
        #expect(try HostileVisitor.stored(site) == before)
    }

    @Test("a NUL byte in a field is refused like any other bad character")
    func nulBytes() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let page = try visitor.page("minesweeper")
        let csrf = try #require(page.hidden("csrf")), version = try #require(page.hidden("version"))
        let before = try HostileVisitor.stored(site)
        let raw = Array("csrf=\(csrf)&version=\(version)&action=reveal&cell=4".utf8) + [0] + Array("0".utf8)
        expectReadableRefusal(try visitor.postRaw("/minesweeper/move", raw), 400)
        expectReadableRefusal(try visitor.postRaw("/minesweeper/move", Array("csrf=\(csrf)%00&version=\(version)&action=reveal&cell=40".utf8)), 403)
        #expect(try HostileVisitor.stored(site) == before)
    }

    @Test("a body that is not a form (JSON, plain text, none declared) is a readable 415 and changes nothing",
          arguments: ["application/json", "text/plain", "application/xml; charset=utf-8", nil])
    func wrongContentType(contentType: String?) throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let page = try visitor.page("tictactoe")
        let form = "csrf=\(try #require(page.hidden("csrf")))&version=\(try #require(page.hidden("version")))&cell=4"
        let before = try HostileVisitor.stored(site)
        expectReadableRefusal(try visitor.postRaw("/tictactoe/move", Array(form.utf8), contentType: contentType), 415)
        expectReadableRefusal(try visitor.postRaw("/tictactoe/move", Array(#"{"cell": 4}"#.utf8), contentType: contentType), 415)
        #expect(try HostileVisitor.stored(site) == before)
        // The same fields as multipart, which a form with a file input sends, are a real form.
        let boundary = "hostile-boundary"
        let parts = ["csrf": page.hidden("csrf")!, "version": page.hidden("version")!, "cell": "4"].map {
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\($0.key)\"\r\n\r\n\($0.value)\r\n"
        }.joined() + "--\(boundary)--\r\n"
        let played = try visitor.postRaw("/tictactoe/move", Array(parts.utf8), contentType: "multipart/form-data; boundary=\(boundary)")
        #expect(played.status == 303)
    }

    @Test("a POST with another browser's cookie, or none, is 403 and changes nothing")
    func foreignCookies() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = try HostileVisitor(site), mallory = try HostileVisitor(site)
        let alicePage = try alice.page("tictactoe")
        let aliceForm = [("cell", "4"), ("csrf", try #require(alicePage.hidden("csrf"))), ("version", try #require(alicePage.hidden("version")))]
        let before = try HostileVisitor.stored(site)
        // Alice's form (a cross-site page could copy its fields, never its token) posted with Mallory's cookie.
        expectReadableRefusal(try mallory.client.post("/tictactoe/move", aliceForm), 403)
        // No cookie at all, a cookie of the wrong shape, and Alice's cookie named twice with Mallory's first.
        let stranger = site.client()
        expectReadableRefusal(try stranger.post("/tictactoe/move", aliceForm), 403)
        stranger.cookies = ["sid": "' OR 1=1 --"]
        expectReadableRefusal(try stranger.post("/tictactoe/move", aliceForm), 403)
        let both = try site.client().send("POST", "/tictactoe/move",
            headers: [("Content-Type", "application/x-www-form-urlencoded"),
                      ("Cookie", "sid=\(mallory.client.cookies["sid"]!); sid=\(alice.client.cookies["sid"]!)")],
            body: Array(aliceForm.map { "\($0.0)=\($0.1)" }.joined(separator: "&").utf8))
        expectReadableRefusal(both, 403)
        #expect(try HostileVisitor.stored(site) == before)
    }

    @Test("naming another session's result is a readable 404 and its name stays; bad names and ids are refused")
    func anotherSessionsScore() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = try HostileVisitor(site), mallory = try HostileVisitor(site)
        let aliceID = try #require(alice.client.sessionID)
        let scoreID: Int64 = try site.app.database.write { c in
            let game = try #require(try GameStore.current(c, sessionID: aliceID, kind: "minesweeper"))
            return try ScoreStore.record(c, board: ScoreBoard(key: "minesweeper/beginner", higherIsBetter: false), sessionID: aliceID,
                                         gameID: game.id, value: 12_000, penalty: 0, detail: 1, now: site.clock.now).id
        }
        #expect(try alice.client.post("/leaderboard/name", [("csrf", try alice.csrf), ("score", "\(scoreID)"), ("name", "Alice")]).status == 303)
        let before = try HostileVisitor.stored(site)
        let csrf = try mallory.csrf
        expectReadableRefusal(try mallory.client.post("/leaderboard/name", [("csrf", csrf), ("score", "\(scoreID)"), ("name", "Mallory")]), 404)
        for (score, name, status) in [("", "M", 400), ("abc", "M", 400), ("-1", "M", 404), ("99999999999999999999", "M", 400),
                                      ("\(scoreID)", "", 422), ("\(scoreID)", String(repeating: "M", count: 25), 422),
                                      ("\(scoreID)", "M\0", 422), ("\(scoreID)", "\u{202E}M", 422)] {
            expectReadableRefusal(try mallory.client.post("/leaderboard/name", [("csrf", csrf), ("score", score), ("name", name)]),
                                  status, "score \(score.debugDescription) name \(name.debugDescription)")
        }
        #expect(try HostileVisitor.stored(site) == before)
    }
}
