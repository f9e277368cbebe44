import Foundation
import Games
import Storage
import Testing
import UltimateTicTacToe
@testable import Web

/// Ultimate Tic-Tac-Toe with a friend by link, through the same online frame as Tic-Tac-Toe (its core's
/// `TwoPlayerGame`, its `OnlinePages` board, one registry word): invite, join, play to a win, rematch.
@Suite("Online Ultimate Tic-Tac-Toe")
struct OnlineUltimateTests {
    /// The squares of a two-player game that X wins, found by seeded random play with the core itself.
    static let xWins: [Int] = {
        for seed in UInt64(0)..<1000 {
            var random = SeededGenerator(seed: seed)
            var game = UltimateTicTacToeGame.betweenTwoPlayers()
            var cells: [Int] = []
            while !game.outcome.isOver, let cell = Board.cells.filter(game.board.isLegal).randomElement(using: &random) {
                guard (try? game.apply(.place(cell: cell, mark: game.turn))) != nil else { break }
                cells.append(cell)
            }
            if game.winner == .x { return cells }
        }
        return []
    }()

    static func playable(_ page: TestResponse) -> Int {
        page.body.matches(of: #/<button type="submit" name="cell" value="[a-i][1-9]"[^>]*>/#)
            .filter { !$0.0.contains(" disabled") }.count
    }

    @Test("invited from the game page, joined, played to a win by X, and a rematch with the sides swapped")
    func inviteJoinWinRematch() throws {
        let site = try TestSite()
        defer { site.stop() }
        let x = OnlineVisitor(site), o = OnlineVisitor(site)
        let setup = try x.page("/ultimatetictactoe")
        #expect(setup.body.contains("<form method=\"post\" action=\"/ultimatetictactoe/online/new\">"))
        let invited = try x.client.postForm("/ultimatetictactoe/online/new", from: setup, [("mark", "X")])
        #expect(invited.status == 303)
        let path = try #require(invited.location)
        let token = try #require(path.firstMatch(of: #/^/ultimatetictactoe/online/([0-9a-f]{32})$/#)?.1)
        #expect(try x.record(path).game == "ultimatetictactoe")
        #expect(try o.page("/tictactoe/online/\(token)").status == 404, "a match is served by its own game only")

        let waiting = try x.page(path)
        #expect(waiting.status == 200)
        #expect(waiting.body.contains("<h1>Ultimate Tic-Tac-Toe with a friend</h1>"))
        #expect(waiting.body.contains("<div class=\"uttt online\" id=\"online\""))
        #expect(OnlineVisitor.status(waiting) == "Waiting for O to join…")
        #expect(waiting.body.contains("<svg class=\"qr\""))
        #expect(OnlineVisitor.status(try o.page(path)) == "Your friend invites you to play: join as O.")

        try o.act(path, "join")
        let first = try x.page(path)
        #expect(OnlineVisitor.status(first) == "Your turn: play in any open board.")
        #expect(Self.playable(first) == 81, "the first move may go anywhere")
        #expect(Self.playable(try o.page(path)) == 0)
        #expect(try o.post(path, "move", [("cell", "40")]).status == 409, "out of turn")

        let moves = Self.xWins
        try #require(!moves.isEmpty)
        try x.play(path, moves[0])
        // The send-to rule holds online too: a square outside the small board X sent O to is refused.
        let sentTo = Board.square(of: moves[0])
        let elsewhere = try #require(Board.cells.first { Board.smallBoard(of: $0) != sentTo && $0 != moves[0] })
        let refused = try o.post(path, "move", [("cell", "\(elsewhere)")])
        #expect(refused.status == 409)
        #expect(Self.playable(try o.page(path)) == 9, "only the small board O was sent to")
        // As against the computer: the friend's last move and the board it sends to.
        let sent = UltimateTicTacToePage.place(ofSmallBoard: sentTo)
        #expect(OnlineVisitor.status(try o.page(path))
                == "Your friend played \(UltimateTicTacToePage.shortPlace(ofCell: moves[0])). Your turn: play in \(sent).")
        for (index, cell) in moves.enumerated().dropFirst() {
            try (index % 2 == 0 ? x : o).play(path, cell)
        }

        let won = try x.page(path)
        #expect(OnlineVisitor.status(won) == "You win!")
        #expect(won.body.contains("<h2 id=\"result-heading\">You win!</h2>"))
        #expect(won.body.contains("Three small boards in a row for X."))
        let lost = try o.page(path)
        #expect(lost.body.contains("<h2 id=\"result-heading\">You lost</h2>"))
        #expect(try x.record(path).result == "X")
        for (visitor, page) in [(x, won), (o, lost)] {
            let match = try #require(OnlineMatch<UltimateTicTacToeGame>(try visitor.record(path)))
            let session = try TemplateParityTests.session(site, try #require(visitor.client.sessionID))
            let record = try site.app.database.read { c in
                try OnlineRecord.read(c, sessionID: session.id, game: "ultimatetictactoe")
            }
            let model = OnlinePage<UltimateTicTacToePages>(match, session: session, now: site.clock.now,
                                                           link: "http://127.0.0.1:\(site.port)\(path)", record: record,
                                                           message: nil, isError: false,
                                                           isHere: { site.app.onlineHub.isHere(token: match.record.token, session: $0) })
            try TemplateParityTests.expectSame(model, "ultimatetictactoe/online", site.app.templates, served: page)
        }
        let tallies = try site.app.database.read { c in
            (try OnlineMatchStore.tally(c, sessionID: try #require(x.client.sessionID), game: "ultimatetictactoe"),
             try OnlineMatchStore.tally(c, sessionID: try #require(x.client.sessionID), game: "tictactoe"))
        }
        #expect(tallies.0 == (1, 0, 0) && tallies.1 == (0, 0, 0), "each game counts its own rounds")

        try o.act(path, "rematch")
        try x.act(path, "accept")
        let rematch = try x.record(path)
        #expect(rematch.round == 2 && rematch.result == "playing")
        #expect(rematch.xSession == o.client.sessionID && rematch.oSession == x.client.sessionID, "the sides swap")
        #expect(OnlineVisitor.status(try o.page(path)) == "Your turn: play in any open board.")
        #expect(Self.playable(try o.page(path)) == 81)
    }
}
