import Foundation
import Minesweeper
import Storage
import Synchronization
import Testing
@testable import Web

/// Move forms as a hostile or clumsy client sends them: each is refused with the right 4xx and a readable
/// page, and the stored game does not change.
@Suite("Hostile input: moves")
struct HostileMoveTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let kind: String
        let fields: [(String, String)]
        let status: Int
        var testDescription: String { "\(kind) \(fields.map { "\($0.0)=\($0.1.debugDescription)" }.joined(separator: "&")) → \(status)" }
    }

    static let malformed: [Case] = [
        // Missing fields, wrong types, numbers out of range or too big for any integer, other digits, NUL.
        Case(kind: "tictactoe", fields: [], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "centre")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "-1")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "9")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "99999999999999999999")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4\0")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "\u{0664}")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", " 4")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4.0")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4"), ("mark", "Z")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4"), ("mark", "O")], status: 422),
        Case(kind: "minesweeper", fields: [], status: 400),
        Case(kind: "minesweeper", fields: [("action", "reveal")], status: 400),
        Case(kind: "minesweeper", fields: [("action", "explode"), ("cell", "0")], status: 400),
        Case(kind: "minesweeper", fields: [("action", "reveal"), ("cell", "-1")], status: 400),
        Case(kind: "minesweeper", fields: [("action", "reveal"), ("cell", "81")], status: 400),
        Case(kind: "minesweeper", fields: [("action", "flag"), ("cell", "999999999")], status: 400),
        Case(kind: "minesweeper", fields: [("action", "reveal"), ("cell", "-999999999999")], status: 400),
        Case(kind: "minesweeper", fields: [("action", "reveal"), ("cell", "0\0")], status: 400),
        Case(kind: "wordsearch", fields: [], status: 400),
        Case(kind: "wordsearch", fields: [("cell", "1"), ("reveal", "0")], status: 400),
        Case(kind: "wordsearch", fields: [("cell", "-1")], status: 400),
        Case(kind: "wordsearch", fields: [("cell", "1e3")], status: 400),
        Case(kind: "wordsearch", fields: [("reveal", "99")], status: 400),
        Case(kind: "wordsearch", fields: [("reveal", "-1")], status: 400),
        Case(kind: "wordsearch", fields: [("from", "top"), ("cell", "0")], status: 400),
        Case(kind: "wordsearch", fields: [("from", "0"), ("cell", "99999")], status: 400),
        Case(kind: "ultimatetictactoe", fields: [], status: 400),
        Case(kind: "ultimatetictactoe", fields: [("cell", "")], status: 400),
        Case(kind: "ultimatetictactoe", fields: [("cell", "j1")], status: 400),
        Case(kind: "ultimatetictactoe", fields: [("cell", "a10")], status: 400),
        Case(kind: "ultimatetictactoe", fields: [("cell", "81")], status: 400),
        Case(kind: "ultimatetictactoe", fields: [("cell", "e5\0")], status: 400),
        Case(kind: "ultimatetictactoe", fields: [("cell", "e5"), ("mark", "Z")], status: 400),
        Case(kind: "ultimatetictactoe", fields: [("cell", "e5"), ("mark", "O")], status: 422),
        // The version: missing or not a number is a malformed form; any other number is an old view.
        Case(kind: "tictactoe", fields: [("cell", "4"), ("version", "")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4"), ("version", "one")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4"), ("version", "1.0")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4"), ("version", "99999999999999999999")], status: 400),
        Case(kind: "tictactoe", fields: [("cell", "4"), ("version", "-1")], status: 409),
        Case(kind: "minesweeper", fields: [("action", "reveal"), ("cell", "0"), ("version", "0")], status: 409),
        Case(kind: "wordsearch", fields: [("cell", "0"), ("version", "999999999")], status: 409),
        Case(kind: "ultimatetictactoe", fields: [("cell", "e5"), ("version", "-1")], status: 409),
    ]

    @Test("every registered game has malformed moves above: a new game is not skipped")
    func everyGameHasMalformedMoves() {
        HostileVisitor.expectEveryKind(in: Self.malformed, "malformed move")
    }

    @Test("a malformed move is refused with a readable 4xx page and changes nothing", arguments: malformed)
    func malformedMove(_ test: Case) throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let before = try HostileVisitor.stored(site)
        expectReadableRefusal(try visitor.post(test.kind, "move", test.fields), test.status, test.testDescription)
        #expect(try HostileVisitor.stored(site) == before)
        #expect(try site.healthzStatus() == 200)
    }

    @Test("a move form without its version is refused: the server cannot tell which view it was for")
    func missingVersion() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let before = try HostileVisitor.stored(site)
        let answer = try visitor.post("tictactoe", "move", [("cell", "4")], version: false)
        expectReadableRefusal(answer, 400)
        #expect(refusalMessage(answer)?.contains("version") == true)
        #expect(try HostileVisitor.stored(site) == before)
    }

    @Test("a repeated field counts once, by its first value, as a browser sends it")
    func repeatedFields() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let page = try visitor.page("tictactoe")
        let csrf = try #require(page.hidden("csrf")), version = try #require(page.hidden("version"))
        let before = try HostileVisitor.stored(site)
        // The first `cell` is not a square: refused, though a good one follows.
        let refused = try visitor.postRaw("/tictactoe/move", Array("cell=x&cell=4&version=\(version)&csrf=\(csrf)".utf8))
        expectReadableRefusal(refused, 400)
        // A wrong first token is a wrong token, whatever follows.
        let forged = try visitor.postRaw("/tictactoe/move", Array("cell=4&version=\(version)&csrf=bad&csrf=\(csrf)".utf8))
        expectReadableRefusal(forged, 403)
        // Two versions: the first decides.
        let stale = try visitor.postRaw("/tictactoe/move", Array("cell=4&version=0&version=\(version)&csrf=\(csrf)".utf8))
        expectReadableRefusal(stale, 409)
        #expect(try HostileVisitor.stored(site) == before)
        let played = try visitor.postRaw("/tictactoe/move", Array("cell=4&cell=x&version=\(version)&csrf=\(csrf)".utf8))
        #expect(played.status == 303)
        #expect(played.location == "/tictactoe?played=4#square")
    }

    @Test("a move for a finished game is refused with 422 and the game stays as it ended")
    func finishedGame() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        #expect(try visitor.post("tictactoe", "new", [("mode", "two-players")], version: false).status == 303)
        // X takes the top row.
        for (cell, mark) in [(0, "X"), (3, "O"), (1, "X"), (4, "O"), (2, "X")] {
            #expect(try visitor.post("tictactoe", "move", [("cell", "\(cell)"), ("mark", mark)]).status == 303)
        }
        let before = try HostileVisitor.stored(site)
        let late = try visitor.post("tictactoe", "move", [("cell", "5"), ("mark", "O")])
        expectReadableRefusal(late, 422)
        #expect(refusalMessage(late) == "This game is over. Start a new game to play again.")
        #expect(try HostileVisitor.stored(site) == before)
    }

    @Test("a move after stepping on a mine is refused with 422")
    func lostMinesweeper() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        #expect(try visitor.post("minesweeper", "move", [("action", "reveal"), ("cell", "40")]).status == 303)
        let field = try #require(try visitor.current("minesweeper", as: MinesweeperGame.self).mineField)
        let mine = try #require((0..<field.cellCount).first(where: field.isMine))
        #expect(try visitor.post("minesweeper", "move", [("action", "reveal"), ("cell", "\(mine)")]).status == 303)
        #expect(try visitor.current("minesweeper", as: MinesweeperGame.self).outcome == .lost)
        let before = try HostileVisitor.stored(site)
        let safe = try #require((0..<field.cellCount).first { !field.isMine($0) && $0 != 40 })
        expectReadableRefusal(try visitor.post("minesweeper", "move", [("action", "reveal"), ("cell", "\(safe)")]), 422)
        expectReadableRefusal(try visitor.post("minesweeper", "move", [("action", "flag"), ("cell", "\(mine)")]), 422)
        #expect(try HostileVisitor.stored(site) == before)
    }

    @Test("tabs racing the same move: exactly one applies, the others get 409 and change nothing",
          arguments: [["4"], ["0", "4", "8", "2"]])
    func racingTabs(cells: [String]) throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        #expect(try visitor.post("tictactoe", "new", [("mode", "two-players")], version: false).status == 303)
        let page = try visitor.page("tictactoe")
        let form = [("mark", "X"), ("csrf", try #require(page.hidden("csrf"))), ("version", try #require(page.hidden("version")))]
        let tabs = 8
        let statuses = Mutex<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: tabs) { tab in
            let client = site.client()
            client.cookies = visitor.client.cookies
            let status = (try? client.post("/tictactoe/move", [("cell", cells[tab % cells.count])] + form))?.status ?? -1
            statuses.withLock { $0.append(status) }
        }
        let answers = statuses.withLock { $0 }
        #expect(answers.filter { $0 == 303 }.count == 1, "\(answers)")
        #expect(answers.filter { $0 == 409 }.count == tabs - 1, "\(answers)")
        let sessionID = try #require(visitor.client.sessionID)
        let game = try #require(try site.app.database.read { c in try GameStore.current(c, sessionID: sessionID, kind: "tictactoe") })
        #expect(game.version == Int(form[2].1)! + 1)
        #expect(game.moves == 1)
    }
}
