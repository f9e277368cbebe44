import Foundation
import Games
import Testing
import TicTacToe
@testable import Web

/// What a text browser (lynx, w3m: no CSS) reads of a board: each cell's state as text, each row a block of its own
/// (the grid's `role=row`, one line), and a value naming the cell ("b2"), not an index that reads like a mine count.
@Suite("Boards read in a text browser")
struct TextBrowserMarkupTests {
    @Test("Tic-Tac-Toe: X, O or a dot per square, three rows, values a1 to c3, a square posted by its name")
    func ticTacToe() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let fresh = try player.newGame(.twoPlayers)
        let board = try #require(fresh.body.firstMatch(of: #/<form method="post" action="/tictactoe/move" id="board"[\s\S]*?</form>/#))
        #expect(board.output.matches(of: #/<div class="cells-row" role="row">(<button[^>]*>[\s\S]*?</button>\n){3}</div>/#).count == 3)
        #expect(board.output.matches(of: #/<span class="free" aria-hidden="true">·</span>/#).count == 9)
        #expect(TicTacToePlayer.cells(fresh).map(\.index) == Array(0...8))
        #expect(!board.output.contains(#/name="cell" value="\d/#))
        // The square's name is what the form posts.
        let posted = try player.client.postForm("/tictactoe/move", from: fresh, [("cell", "b2"), ("mark", "X")])
        #expect(posted.status == 303)
        let after = try player.page()
        #expect(TicTacToePlayer.layout(after) == "....X....")
        #expect(after.body.matches(of: #/<span class="free" aria-hidden="true">·</span>/#).count == 8)
        // Screen readers hear the label, as before.
        #expect(after.body.contains(#"aria-label="Row 2, column 2, X""#))
    }

    @Test("Online Tic-Tac-Toe: the same board as text, values a1 to c3, a square posted by its name")
    func online() throws {
        let site = try TestSite()
        defer { site.stop() }
        let host = OnlineVisitor(site), friend = OnlineVisitor(site)
        let path = try host.invite(as: "O")
        let joined = try friend.act(path, "join")
        let board = try #require(joined.body.firstMatch(of: #/<form method="post" action="[^"]*/move" id="board"[\s\S]*?</form>/#))
        #expect(board.output.matches(of: #/<div class="cells-row" role="row">(<button[^>]*>[\s\S]*?</button>\n){3}</div>/#).count == 3)
        #expect(board.output.matches(of: #/<span class="free" aria-hidden="true">·</span>/#).count == 9)
        #expect(!board.output.contains(#/name="cell" value="\d/#))
        #expect(board.output.contains(#"name="cell" value="c3""#))
        #expect(try friend.post(path, "move", [("cell", "b2"), ("mark", "X")]).status == 303)
        #expect(OnlineVisitor.layout(try host.page(path)) == "....X....")
        // A name off the board changes nothing.
        let before = try host.record(path).version
        #expect(try host.post(path, "move", [("cell", "d1"), ("mark", "O")]).status == 400)
        #expect(try host.record(path).version == before)
        #expect(OnlineVisitor.layout(try host.page(path)) == "....X....")
    }

    @Test("Minesweeper: a covered #, an empty ·, numbers and flags as text after a space; nine rows, a line each, in a <pre>; values name cells")
    func minesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let fresh = try player.start()
        let field = try #require(fresh.body.firstMatch(of: #/<fieldset>[\s\S]*?</fieldset>/#)).output
        #expect(field.hasPrefix("<fieldset>\n<pre><span class=board-rows role=grid><span class=cells-row role=row><button ")
                && field.hasSuffix("</button></span>\n</span></pre></fieldset>"))
        #expect(field.matches(of: #/<span class=cells-row role=row>(<button[^>]*>[\s\S]*?</button>){9}</span>\n/#).count == 9)
        #expect(!field.contains("<br>") && !field.contains("<div"))
        #expect(field.matches(of: #/> <i>#</i></button>/#).count == 81)
        #expect(!field.contains(#/ value="?\d/#))
        #expect(field.contains("value=e5 "))
        // A cell posted by its name: e5 is the middle of the Beginner board.
        #expect(try player.move([("cell", "e5")]).status == 303)
        let game = try player.game()
        #expect(game.cell(40) != .covered)
        let page = try player.page()
        let after = try #require(page.body.firstMatch(of: #/<fieldset>[\s\S]*?</fieldset>/#)).output
        let empties = (0..<81).filter { game.cell($0) == .revealed(0) }.count
        #expect(after.matches(of: #/<i>·</i>/#).count == empties)
        #expect(after.matches(of: #/<i>#</i>/#).count == (0..<81).filter { game.cell($0) == .covered }.count)
    }
}
