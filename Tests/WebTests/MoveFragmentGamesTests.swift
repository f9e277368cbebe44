import Foundation
import Testing
import TicTacToe
import WordSearch
@testable import Web

/// In-place moves on Tic-Tac-Toe and Word Search: a move posted with `X-Minigames-Fragment: 1` answers
/// 200 with exactly the parts of the page the redirect would have shown (the play area; all of `<main>` once the
/// game is over) and that page's address.
@Suite("Move fragments: Tic-Tac-Toe and Word Search")
struct MoveFragmentGamesTests {
    private let fragment = [("X-Minigames-Fragment", "1")]

    /// What the script would swap in from a whole page.
    private func parts(of page: TestResponse) throws -> String {
        String(decoding: try #require(MoveFragment.make(after: Array(page.body.utf8), before: nil)), as: UTF8.self)
    }

    /// Posts the page's own form, with the fragment header and the page's address as the view.
    private func post(_ client: TestClient, _ path: String, from page: TestResponse, at view: String,
                      _ fields: [(String, String)]) throws -> TestResponse {
        var all = fields
        for name in ["csrf", "version", "mark"] { if let value = page.hidden(name) { all.append((name, value)) } }
        return try client.post(path, all, headers: fragment + [("X-Minigames-View", view)])
    }

    /// The answer is a fragment for `address`, and equals the parts of the server's page there once the cells left
    /// out are put back from the page the player saw.
    private func expectFragment(_ answer: TestResponse, address: String, kind: String, client: TestClient,
                                shown: TestResponse, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(answer.status == 200, sourceLocation: sourceLocation)
        #expect(answer.header("X-Minigames-Fragment") == "1", sourceLocation: sourceLocation)
        #expect(answer.header("X-Minigames-Location") == address, sourceLocation: sourceLocation)
        #expect(answer.body.hasPrefix("<div data-fragment=\"\(kind)\">"), sourceLocation: sourceLocation)
        let page = try client.get(String(address.prefix { $0 != "#" }))
        #expect(try kept(answer.body, from: shown) == (try parts(of: page)), sourceLocation: sourceLocation)
    }

    /// `body` with each `<i data-keep></i>` replaced by the cell at the same place on the page shown.
    private func kept(_ body: String, from shown: TestResponse) throws -> String {
        let grid = try #require(shown.body.range(of: " data-grid")).upperBound
        let oldCells = shown.body[grid...].components(separatedBy: "<button ").dropFirst()
            .map { "<button " + $0[..<$0.range(of: "</button>")!.upperBound] }
        let pieces = body.components(separatedBy: "<i data-keep></i>")
        guard pieces.count > 1 else { return body }
        let gridStart = try #require(pieces[0].range(of: " data-grid")).upperBound
        var index = pieces[0][gridStart...].components(separatedBy: "<button ").count - 1
        var rebuilt = pieces[0]
        for piece in pieces.dropFirst() {
            rebuilt += try #require(oldCells.indices.contains(index) ? oldCells[index] : nil) + piece
            index += 1 + piece.components(separatedBy: "<button ").count - 1
        }
        return rebuilt
    }

    @Test("Tic-Tac-Toe: a move and the computer's reply, a tap on a taken square, and the win with the tally")
    func ticTacToe() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let start = try player.newGame(.vsComputer, level: .easy)
        let answer = try post(player.client, "/tictactoe/move", from: start, at: "/tictactoe", [("cell", "4")])
        try expectFragment(answer, address: "/tictactoe?played=4#square", kind: "play", client: player.client, shown: start)
        #expect(answer.body.contains("The computer played row"))
        #expect(try player.game().board.emptyPositions.count == 7)

        // A slip: the square just played, tapped again from the page before it. The note is in the play area.
        let now = try player.client.get("/tictactoe?played=4")
        let slip = try post(player.client, "/tictactoe/move", from: now, at: "/tictactoe?played=4", [("cell", "4")])
        try expectFragment(slip, address: "/tictactoe?played=4&note=taken#square", kind: "play", client: player.client, shown: now)
        #expect(slip.body.contains("class=\"board-note\" id=\"note\" data-announce"))
        #expect(slip.body.contains("<i data-keep></i>"), "the squares that did not change are left out")

        // Two players to a win: the last move answers all of <main>, with the overlay and the tally below the board.
        var page = try player.newGame(.twoPlayers)
        var view = "/tictactoe"
        var last: TestResponse?
        for cell in [0, 3, 1, 4, 2] {
            let moved = try post(player.client, "/tictactoe/move", from: page, at: view, [("cell", "\(cell)")])
            #expect(moved.status == 200 && moved.header("X-Minigames-Fragment") == "1")
            view = String(try #require(moved.header("X-Minigames-Location")).prefix { $0 != "#" })
            page = try player.client.get(view)
            last = moved
        }
        let over = try #require(last)
        try expectFragment(over, address: "/tictactoe?played=2#square", kind: "main", client: player.client, shown: page)
        #expect(over.body.contains("id=\"result\"") && over.body.contains("class=\"panel tally\""))
        #expect(!over.body.contains("<i data-keep>"))

        // Play again: the new game's page shows the last one's pieces fading, which no page after a move has. The
        // first move sends every square, so none keeps a fading piece (its fade would play again); later ones keep.
        let again = try player.client.postForm("/tictactoe/new", from: page, [("again", "1")])
        #expect(again.status == 303)
        let fresh = try player.page()
        #expect(fresh.body.contains("class=\"ghost\""))
        let firstMove = try post(player.client, "/tictactoe/move", from: fresh, at: "/tictactoe", [("cell", "8")])
        try expectFragment(firstMove, address: "/tictactoe?played=8#square", kind: "play", client: player.client, shown: fresh)
        #expect(!firstMove.body.contains("<i data-keep>") && !firstMove.body.contains("class=\"ghost\""))
        let seen = try player.client.get("/tictactoe?played=8")
        let second = try post(player.client, "/tictactoe/move", from: seen, at: "/tictactoe?played=8", [("cell", "6")])
        try expectFragment(second, address: "/tictactoe?played=6#square", kind: "play", client: player.client, shown: seen)
        #expect(second.body.contains("<i data-keep>"))
    }

    @Test("Word Search: a first letter, a find, a reveal, a reveal of a found word, and the last word")
    func wordSearch() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site)
        let game = try play.stored().game
        let client = play.client
        let first = game.placed[0].start, last = game.placed[0].end(width: game.width)

        var shown = play.page
        let selecting = try post(client, "/wordsearch/move", from: shown, at: "/wordsearch", [("cell", "\(first)")])
        try expectFragment(selecting, address: "/wordsearch?at=\(first)#letter", kind: "play", client: client, shown: shown)
        #expect(selecting.body.contains("Now tap the word"))

        shown = try client.get("/wordsearch?at=\(first)")
        let found = try post(client, "/wordsearch/move", from: shown, at: "/wordsearch?at=\(first)", [("cell", "\(last)")])
        try expectFragment(found, address: "/wordsearch?at=\(last)#letter", kind: "play", client: client, shown: shown)
        #expect(found.body.contains("1 of \(game.placed.count) found"))

        // The confirm step's Reveal button, and a reveal of the word just found: a slip, its note by the board.
        shown = try client.get("/wordsearch?confirm=1")
        let revealed = try post(client, "/wordsearch/move", from: shown, at: "/wordsearch?confirm=1", [("reveal", "1")])
        try expectFragment(revealed, address: "/wordsearch?revealed=1#letter", kind: "play", client: client, shown: shown)
        #expect(!revealed.body.contains("id=\"confirm-text\""))
        shown = try client.get("/wordsearch?revealed=1")
        let slip = try post(client, "/wordsearch/move", from: shown, at: "/wordsearch?revealed=1", [("reveal", "0")])
        try expectFragment(slip, address: "/wordsearch?revealed=0&note=found#letter", kind: "play", client: client, shown: shown)
        #expect(try play.stored().game.revealsLeft == 1)

        // Every other word but one with plain posts, then the last one in place: all of <main>, with the overlay.
        play.page = try client.get("/wordsearch")
        for word in 2..<(game.placed.count - 1) { try play.find(word) }
        let final = game.placed[game.placed.count - 1]
        #expect(try play.tap(final.start).status == 303)
        shown = play.page
        let end = final.end(width: game.width)
        let won = try post(client, "/wordsearch/move", from: shown, at: "/wordsearch?at=\(final.start)", [("cell", "\(end)")])
        try expectFragment(won, address: "/wordsearch?at=\(end)#letter", kind: "main", client: client, shown: shown)
        #expect(won.body.contains("id=\"result\""))
        #expect(try play.stored().game.outcome == .won)
    }
}
