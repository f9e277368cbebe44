import Dispatch
import Storage
import Synchronization
import Testing
@testable import Web

/// A move applies once, the first one too: the same first move on a board only shown, posted several times at the
/// same instant (a double tap, a script), stores one game; the others answer 409 and store nothing.
@Suite("Concurrent first moves")
struct FirstMoveRaceTests {
    @Test("the same first move posted four times at once stores one game, every trial", arguments: ["minesweeper", "wordsearch"])
    func concurrentFirstMoves(_ slug: String) throws {
        let site = try TestSite()
        defer { site.stop() }
        let fields = slug == "minesweeper" ? [("action", "flag"), ("cell", "3")] : [("cell", "0")]
        for trial in 0..<12 {
            let browser = site.client()
            let shown = try browser.get("/\(slug)")
            let cookie = try #require(browser.cookies["sid"])
            var posted = fields
            for name in ["csrf", "version", "shown"] { posted.append((name, try #require(shown.hidden(name)))) }
            let form = posted
            let statuses = Mutex<[Int]>([])
            DispatchQueue.concurrentPerform(iterations: 4) { _ in
                let tab = site.client()
                tab.cookies["sid"] = cookie
                let status = (try? tab.post("/\(slug)/move", form).status) ?? 0
                statuses.withLock { $0.append(status) }
            }
            let sessionID = try #require(browser.sessionID)
            let games = try site.app.database.read { c in
                try c.queryOne("SELECT count(*) AS n FROM games WHERE session_id = ?", [.text(sessionID)])?.int("n")
            }
            #expect(games == 1, "trial \(trial): \(games ?? -1) games")
            let answered = statuses.withLock { $0.sorted() }
            #expect(answered == [303, 409, 409, 409], "trial \(trial)")
            // The one stored game took the move once.
            let record = try #require(try site.app.database.read { c in
                try GameStore.current(c, sessionID: sessionID, kind: slug)
            })
            #expect(try site.app.database.read { c in try MoveLogStore.moves(c, gameID: record.id) }.count == 1)
        }
    }
}
