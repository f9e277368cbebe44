import Foundation
import Games
import Storage
import Testing
import UltimateTicTacToe
@testable import Web

/// The move box on a match's page: a typed move takes the online move path (the game's own reading of the words),
/// a slip is a note that changes nothing, a reading changes nothing, and every move is said to each visitor in
/// their own words, first in the play area.
@Suite("Online typed moves")
struct OnlineTypedMoveTests {
    /// Types `text` into the box of the match at `path` and answers the post.
    static func type(_ visitor: OnlineVisitor, _ path: String, _ text: String) throws -> TestResponse {
        try visitor.post(path, "move", [("typed", text)])
    }

    /// The play area's first text: the move's sentence, when the page has one.
    static func said(_ page: TestResponse) -> String? {
        guard let match = page.body.firstMatch(of: #/data-version="\d+"( data-waiting)?><p class="visually-hidden" id="said" data-announce>([^<]*)</p>/#)
        else { return nil }
        return String(match.2)
    }

    /// A match at Tic-Tac-Toe with the host on X, the friend joined on O.
    static func seated(_ site: TestSite) throws -> (host: OnlineVisitor, friend: OnlineVisitor, path: String) {
        let host = OnlineVisitor(site), friend = OnlineVisitor(site)
        let path = try host.invite(as: "X")
        try friend.act(path, "join")
        return (host, friend, path)
    }

    @Test("a typed move is the tap's, answered at the box; each side is told the move in its own words")
    func typedMoveSaid() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (host, friend, path) = try Self.seated(site)
        let watcher = OnlineVisitor(site)
        #expect(Self.said(try host.page(path)) == nil, "a page no move led to says nothing")
        let typed = try Self.type(host, path, " B 2 ")
        #expect(typed.status == 303)
        #expect(typed.location == "\(path)#box", "the answer focuses the box again")
        #expect(try OnlineVisitor.layout(host.page(path)) == "....X....")
        let hostPage = try host.page(path)
        #expect(hostPage.body.contains("<input type=\"text\" id=\"box\" name=\"typed\""))
        #expect(hostPage.body.contains("<form method=\"post\" action=\"\(path)/move\" class=\"move-box\" data-plain>"))
        #expect(Self.said(hostPage) == "You b2. Your friend’s turn.")
        #expect(Self.said(try friend.page(path)) == "Your friend b2. Your turn.")
        #expect(Self.said(try watcher.page(path)) == "X b2. O to move.")
        try friend.play(path, 0)
        #expect(Self.said(try host.page(path)) == "Your friend a1. Your turn.")
        #expect(Self.said(try friend.page(path)) == "You a1. Your friend’s turn.")
        for text in ["c1", "a2", "a3"] {
            let mover = text == "a2" ? friend : host
            #expect(try Self.type(mover, path, text).status == 303, "\(text)")
        }
        #expect(try host.record(path).result == "X")
        #expect(Self.said(try host.page(path)) == "You a3. You win!")
        #expect(Self.said(try friend.page(path)) == "Your friend a3. You lost.")
        try friend.act(path, "rematch")
        #expect(Self.said(try host.page(path)) == nil, "a rematch offer is no move to say again")
    }

    @Test("a typed slip is a note near the board, nothing changed; out of turn or watching, the move is refused")
    func typedSlips() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (host, friend, path) = try Self.seated(site)
        _ = try Self.type(host, path, "b2")
        try friend.play(path, 0)
        let before = try host.record(path)
        for (text, note) in [("hello", "typed"), ("z9", "off-board"), ("b2", "taken"), ("b 2 c 3 a 1 d4 e5", "typed")] {
            let answer = try Self.type(host, path, text)
            #expect(answer.status == 303, "\(text)")
            #expect(answer.location == "\(path)?note=\(note)#box", "\(text): \(answer.location ?? "")")
            #expect(try host.record(path) == before, "\(text) changed nothing")
        }
        let noted = try host.page("\(path)?note=typed")
        #expect(noted.body.contains("<p class=\"board-note\" id=\"note\" data-announce>Type a square (b2), or help.</p>"))
        #expect(noted.body.contains("aria-describedby=\"note\""))
        #expect(!(try host.page("\(path)?note=nonsense")).body.contains("id=\"note\""))
        let outOfTurn = try Self.type(friend, path, "c3")
        #expect(outOfTurn.status == 409)
        #expect(OnlineVisitor.flash(outOfTurn) == "It is X’s turn: wait for your friend’s move.")
        #expect(try Self.type(OnlineVisitor(site), path, "c3").status == 403)
        #expect(try host.record(path) == before)
    }

    @Test("a reading is the match's page with its answer, changing nothing, for players and watchers alike")
    func readings() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (host, friend, path) = try Self.seated(site)
        let watcher = OnlineVisitor(site)
        #expect(try host.page("\(path)?read=last").body.contains("No move yet in this round."))
        _ = try Self.type(host, path, "b2")
        let before = try host.record(path)
        let asked = try Self.type(friend, path, "Row  2")
        #expect(asked.location == "\(path)?read=row+2#box")
        let row = try friend.page("\(path)?read=row+2")
        #expect(row.body.contains("<p class=\"box-asked\">row 2:</p>"))
        #expect(row.body.contains("<p>Row 2: a2 empty, b2 X, c2 empty</p>"))
        #expect(row.body.contains("aria-describedby=\"box-answer\""))
        #expect(try host.page("\(path)?read=last").body.contains("<p>Last move: You b2.</p>"))
        #expect(try friend.page("\(path)?read=last").body.contains("<p>Last move: Your friend b2.</p>"))
        #expect(try watcher.page("\(path)?read=last").body.contains("<p>Last move: X b2.</p>"))
        #expect(try friend.page("\(path)?read=status").body.contains("<p>Your turn: place an O.</p>"))
        #expect(try Self.type(watcher, path, "board").location == "\(path)?read=board#box")
        #expect(try host.record(path) == before)
    }

    @Test("blind mode on a match: the toggle's answer is the match at its box, which comes first and is focused")
    func blindMode() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (host, _, path) = try Self.seated(site)
        let page = try host.page(path)
        let on = try host.client.post(SettingsController.blindSettingPath,
                                      [("csrf", try #require(page.hidden("csrf"))), ("blind", "on")],
                                      headers: [("Referer", "http://127.0.0.1:\(site.port)\(path)")])
        #expect(on.location == "\(path)#box")
        let blind = try host.page(path).body
        let box = try #require(blind.range(of: "<form method=\"post\" action=\"\(path)/move\" class=\"move-box\" data-plain>"))
        let play = try #require(blind.range(of: "id=\"play\""))
        #expect(!blind[play.upperBound..<box.lowerBound].contains("<div"), "the box first in the play area")
        #expect(blind.contains("enterkeyhint=\"go\" autofocus>"))
    }

    @Test("Ultimate: a square of the board one is sent to, or a board and a square; the sentence names both")
    func ultimate() throws {
        let site = try TestSite()
        defer { site.stop() }
        let x = OnlineVisitor(site), o = OnlineVisitor(site)
        let setup = try x.page("/ultimatetictactoe")
        let path = try #require(try x.client.postForm("/ultimatetictactoe/online/new", from: setup, [("mark", "X")]).location)
        try o.act(path, "join")
        #expect(try Self.type(x, path, "b2").location == "\(path)?note=no-board#box", "the first move names its board")
        #expect(try Self.type(x, path, "Centre b2").location == "\(path)#box")
        #expect(Self.said(try o.page(path)) == "Your friend centre b2. Your turn: play in the centre board.")
        #expect(try Self.type(o, path, "a1").status == 303)
        let game = try UltimateTicTacToeGame(storedForm: try x.record(path).state)
        #expect(game.board[Board.cell(smallBoard: 4, square: 0)] == .o)
        #expect(Self.said(try x.page(path))?.hasPrefix("Your friend centre a1. Your turn: play in the top-left") == true)
    }
}
