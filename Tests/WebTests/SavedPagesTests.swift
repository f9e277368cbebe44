import Foundation
import Testing

/// Pins the pages down byte for byte ahead of the Web layer's refactor, black-box: each case starts a
/// site, gets a session from `/`, writes stored rows recorded from the pre-refactor build straight into
/// the tables with SQL, restarts the server (as a deploy would), asks for a page and compares it with
/// `SavedPages/<case>.html`. Only the session's CSRF token is replaced (by `CSRF`): nothing else on a
/// page is random once the clock is the test's.
///
/// Re-record (only on purpose, from the build whose pages are the reference):
/// `RECORD_SAVED_PAGES=1 swift test --filter SavedPagesTests` plays every game again and writes
/// `SavedRows/` and `SavedPages/`; `RECORD_SAVED_PAGES=pages` keeps the rows and writes the pages.
/// The main menu, on every page, is saved once (`SavedPages/menu.html`), so a new game re-records that file alone.
@Suite("Saved pages: pages and stored rows stay byte-identical across the Web refactor")
struct SavedPagesTests {
    static let cases: [SavedPageCase] = site + minesweeper + wordSearch + ticTacToe

    static let site: [SavedPageCase] = [
        SavedPageCase(page: "title", rows: nil, request: .get("/"), status: 200),
        SavedPageCase(page: "title-with-bests", rows: "leaderboard", request: .get("/"), status: 200),
        SavedPageCase(page: "error-404", rows: nil, request: .get("/nope"), status: 404),
        SavedPageCase(page: "leaderboard-minesweeper", rows: "leaderboard",
                      request: .get("/leaderboard?game=minesweeper"), status: 200),
        SavedPageCase(page: "leaderboard-minesweeper-today", rows: "leaderboard",
                      request: .get("/leaderboard?game=minesweeper&period=today"), status: 200),
        SavedPageCase(page: "leaderboard-minesweeper-week", rows: "leaderboard",
                      request: .get("/leaderboard?game=minesweeper&period=week"), status: 200),
        SavedPageCase(page: "leaderboard-wordsearch", rows: "leaderboard",
                      request: .get("/leaderboard?game=wordsearch"), status: 200),
        SavedPageCase(page: "leaderboard-wordsearch-today", rows: "leaderboard",
                      request: .get("/leaderboard?game=wordsearch&period=today"), status: 200),
        SavedPageCase(page: "leaderboard-tictactoe", rows: "leaderboard",
                      request: .get("/leaderboard?game=tictactoe"), status: 200),
        SavedPageCase(page: "leaderboard-tictactoe-week", rows: "leaderboard",
                      request: .get("/leaderboard?game=tictactoe&period=week"), status: 200),
        SavedPageCase(page: "leaderboard-name-refused", rows: "leaderboard",
                      request: .post("/leaderboard/name", [("csrf", "{csrf}"), ("score", "14"),
                                                           ("name", "<b>A name far too long for any board</b>")]),
                      status: 422),
    ]

    static let minesweeper: [SavedPageCase] = [
        game("minesweeper-beginner-new"),
        SavedPageCase(page: "minesweeper-share-offer", rows: "minesweeper-beginner-new",
                      request: .get("/minesweeper?share=12345&level=expert"), status: 200),
        game("minesweeper-part-way"),
        SavedPageCase(page: "minesweeper-part-way-at-40", rows: "minesweeper-part-way",
                      request: .get("/minesweeper?at=40"), status: 200),
        SavedPageCase(page: "minesweeper-refused-setup", rows: "minesweeper-part-way",
                      request: .post("/minesweeper/new", [("csrf", "{csrf}"), ("level", "custom"), ("width", "abc"),
                                                          ("height", "8"), ("mines", "10")]),
                      status: 400),
        SavedPageCase(page: "minesweeper-malformed-move", rows: "minesweeper-part-way",
                      request: .post("/minesweeper/move", kind: "minesweeper",
                                     [("csrf", "{csrf}"), ("version", "{version}"), ("action", "dance"), ("cell", "3")]),
                      status: 400),
        game("minesweeper-flag-mode"),
        SavedPageCase(page: "minesweeper-flag-mode-at-mode", rows: "minesweeper-flag-mode",
                      request: .get("/minesweeper?at=mode"), status: 200),
        SavedPageCase(page: "minesweeper-flag-mode-at-flag", rows: "minesweeper-flag-mode",
                      request: .get("/minesweeper?at={flagged}"), status: 200),
        // The page a slip (uncovering a flagged cell) redirects to: the game, its note near the board.
        SavedPageCase(page: "minesweeper-slip-flagged", rows: "minesweeper-flag-mode",
                      request: .get("/minesweeper?at={flagged}&note=flagged"), status: 200),
        game("minesweeper-question-marks"),
        SavedPageCase(page: "minesweeper-question-marks-at-marks", rows: "minesweeper-question-marks",
                      request: .get("/minesweeper?at=marks"), status: 200),
        SavedPageCase(page: "minesweeper-question-marks-at-cell", rows: "minesweeper-question-marks",
                      request: .get("/minesweeper?at={questioned}"), status: 200),
        game("minesweeper-lost"),
        game("minesweeper-won"),
        game("minesweeper-won-named"),
        game("minesweeper-expert-part-way"),
        game("minesweeper-custom"),
        game("minesweeper-custom-lost"),
    ]

    static let wordSearch: [SavedPageCase] = [
        game("wordsearch-easy-new"),
        game("wordsearch-pending"),
        game("wordsearch-found-revealed"),
        SavedPageCase(page: "wordsearch-slip-reveal-found", rows: "wordsearch-found-revealed",
                      request: .get("/wordsearch?revealed=0&note=found"), status: 200),
        // The page after a tap (its letter focused) and the question before a reveal.
        SavedPageCase(page: "wordsearch-found-revealed-at-7", rows: "wordsearch-found-revealed",
                      request: .get("/wordsearch?at=7"), status: 200),
        SavedPageCase(page: "wordsearch-confirm-reveal", rows: "wordsearch-found-revealed",
                      request: .get("/wordsearch?confirm=3"), status: 200),
        game("wordsearch-won"),
        game("wordsearch-custom-found"),
        game("wordsearch-custom-pending-found"),
    ]

    static let ticTacToe: [SavedPageCase] = [
        game("tictactoe-fresh"),
        game("tictactoe-part-way"),
        SavedPageCase(page: "tictactoe-part-way-played", rows: "tictactoe-part-way",
                      request: .get("/tictactoe?played=4"), status: 200),
        SavedPageCase(page: "tictactoe-slip-occupied", rows: "tictactoe-part-way",
                      request: .get("/tictactoe?played=4&note=taken"), status: 200),
        game("tictactoe-won"),
        game("tictactoe-lost"),
        game("tictactoe-draw"),
        game("tictactoe-two-players"),
        SavedPageCase(page: "tictactoe-two-players-played", rows: "tictactoe-two-players",
                      request: .get("/tictactoe?played=8"), status: 200),
        game("tictactoe-two-players-won"),
        game("tictactoe-tally"),
        SavedPageCase(page: "tictactoe-ghost", rows: "tictactoe-ghost", request: .get("/tictactoe"), status: 200, later: 2_000),
        SavedPageCase(page: "tictactoe-ghost-faded", rows: "tictactoe-ghost", request: .get("/tictactoe"), status: 200,
                      later: 11_000),
    ]

    /// The plain game page of a row fixture, saved under the fixture's own name.
    static func game(_ rows: String) -> SavedPageCase {
        let kind = String(rows.prefix { $0 != "-" })
        return SavedPageCase(page: rows, rows: rows, request: .get("/\(kind)"), status: 200)
    }

    // MARK: - Comparing

    @Test("Every saved page is served byte for byte as this build saved it",
          .enabled(if: SavedPages.recordMode == nil), arguments: cases)
    func savedPage(_ pageCase: SavedPageCase) throws {
        let (status, body, _) = try SavedPages.render(pageCase)
        #expect(status == pageCase.status, "\(pageCase.page): status")
        if let difference = SavedPages.difference(body, golden: pageCase.page) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    /// The same check from the rows' side: each game row as this build wrote it is still read as that game
    /// (a row the server cannot decode would silently become a new game, so no row may be added either).
    @Test("Rows saved by the pre-refactor build still load: 200, no new game, the golden page",
          .enabled(if: SavedPages.recordMode == nil), arguments: SavedScenario.all.filter { $0.name != "leaderboard" }.map(\.name))
    func savedRowsStillLoad(_ rows: String) throws {
        let saved = try SavedPages.loadRows(rows)
        let kind = try #require(saved.games.last?.kind)
        let (status, body, newGames) = try SavedPages.render(
            SavedPageCase(page: rows, rows: rows, request: .get("/\(kind)"), status: 200))
        #expect(status == 200, "\(rows): status")
        #expect(newGames == 0, "\(rows): the stored \(kind) row was not read back, a new game was started instead")
        if let difference = SavedPages.difference(body, golden: rows) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test("Every page case has its golden file and every row fixture is used", .enabled(if: SavedPages.recordMode == nil))
    func fixturesComplete() {
        let pages = Set(((try? FileManager.default.contentsOfDirectory(atPath: SavedPages.pagesFolder.path)) ?? [])
            .filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) })
        #expect(pages == Set(Self.cases.map(\.page) + [SavedPages.menuPage]))
        #expect(Set(SavedPages.savedRowNames()) == Set(Self.cases.compactMap(\.rows)))
        #expect(Set(SavedPages.savedRowNames()) == Set(SavedScenario.all.map(\.name)))
    }

    // MARK: - Recording

    @Test("Record the saved rows and pages (RECORD_SAVED_PAGES=1, or =pages for the pages alone)",
          .enabled(if: SavedPages.recordMode != nil))
    func record() throws {
        if SavedPages.recordMode != "pages" {
            try? FileManager.default.removeItem(at: SavedPages.rowsFolder)
            for scenario in SavedScenario.all {
                let site = try TestSite()
                defer { site.stop() }
                let play = try SavedPlay(site: site)
                try scenario.play(play)
                try SavedPages.writeRows(try play.capture(history: scenario.history), scenario.name)
            }
        }
        try? FileManager.default.removeItem(at: SavedPages.pagesFolder)
        for pageCase in Self.cases {
            let (status, body, _) = try SavedPages.render(pageCase)
            #expect(status == pageCase.status, "\(pageCase.page): status")
            // Recorded pages must come out the same twice, or the comparison could never pass.
            #expect(try SavedPages.render(pageCase).body == body, "\(pageCase.page) is not deterministic")
            try SavedPages.writePage(body, pageCase.page)
        }
    }
}
