import Foundation
import Storage
import Testing

// Black-box support for `SavedPagesTests`: only `TestSite`, `TestClient`, the HTTP routes, the test clock
// and raw SQL. Nothing here names a game core, a page model or a template, so it survives a refactor of them.

/// One stored game row, as the `games` table holds it (the session and the id are given at insert).
struct SavedGameRow: Codable, Sendable, Equatable {
    var kind: String
    var level: String
    /// The `state` column, byte for byte as this build wrote it.
    var state: String
    var version: Int64
    var outcome: String
    var moves: Int64
    var createdAt: Int64
    var startedAt: Int64?
    var finishedAt: Int64?
    var updatedAt: Int64

    enum CodingKeys: String, CodingKey {
        case kind, level, state, version, outcome, moves
        case createdAt = "created_at", startedAt = "started_at", finishedAt = "finished_at", updatedAt = "updated_at"
    }
}

/// One `scores` row. `game` is the index in `SavedRows.games` of the game it records (nil for a
/// per-session best); `own` rows belong to the test's session, the others to made-up sessions.
struct SavedScoreRow: Codable, Sendable, Equatable {
    var board: String
    var game: Int?
    var own: Bool
    var value: Int64
    var penalty: Int64
    var rankValue: Int64
    var rankBucket: Int64
    var detail: Double?
    var name: String?
    var createdAt: Int64

    enum CodingKeys: String, CodingKey {
        case board, game, own, value, penalty, detail, name
        case rankValue = "rank_value", rankBucket = "rank_bucket", createdAt = "created_at"
    }
}

/// One fixture of `Tests/WebTests/SavedRows`: what a session had stored when its pages were recorded.
struct SavedRows: Codable, Sendable, Equatable {
    /// The server clock (ms) when the pages are requested.
    var now: Int64
    /// `sessions.name`: the name last put on the leaderboard.
    var sessionName: String?
    /// Values the page requests refer to as `{name}`: a flagged cell, a score id, …
    var vars: [String: String]
    /// Inserted in this order; the last of each kind is the session's current game.
    var games: [SavedGameRow]
    var scores: [SavedScoreRow]
}

/// A request for a saved page; `{csrf}`, `{version}` (of the session's current game of `kind`) and the
/// fixture's `vars` are filled in before it is sent.
struct SavedRequest: Sendable {
    var method: String
    var path: String
    var fields: [(String, String)]
    /// The game whose current version `{version}` names.
    var kind: String?

    static func get(_ path: String) -> SavedRequest { SavedRequest(method: "GET", path: path, fields: [], kind: nil) }

    static func post(_ path: String, kind: String? = nil, _ fields: [(String, String)]) -> SavedRequest {
        SavedRequest(method: "POST", path: path, fields: fields, kind: kind)
    }
}

/// One golden page: `SavedPages/<page>.html`, answered with `status` for `request` on the rows of `SavedRows/<rows>.json`.
struct SavedPageCase: Sendable, CustomTestStringConvertible {
    let page: String
    let rows: String?
    let request: SavedRequest
    let status: Int
    /// Milliseconds past the fixture's `now` (e.g. a visit after the fade of a previous board).
    var later: Int64 = 0

    var testDescription: String { page }
}

enum SavedPages {
    static let testsFolder = TestSite.root.appendingPathComponent("Tests/WebTests")
    static let pagesFolder = testsFolder.appendingPathComponent("SavedPages")
    static let rowsFolder = testsFolder.appendingPathComponent("SavedRows")

    /// `RECORD_SAVED_PAGES=1` plays the games again and writes rows and pages; `=pages` re-renders the
    /// pages from the rows already saved. Otherwise the suite compares.
    static var recordMode: String? {
        guard let value = ProcessInfo.processInfo.environment["RECORD_SAVED_PAGES"], !value.isEmpty, value != "0" else {
            return nil
        }
        return value
    }

    static func rowsURL(_ name: String) -> URL { rowsFolder.appendingPathComponent("\(name).json") }
    static func pageURL(_ name: String) -> URL { pagesFolder.appendingPathComponent("\(name).html") }

    static func loadRows(_ name: String) throws -> SavedRows {
        let url = rowsURL(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ClientError("missing \(url.path): record it with RECORD_SAVED_PAGES=1")
        }
        return try JSONDecoder().decode(SavedRows.self, from: data)
    }

    static func writeRows(_ rows: SavedRows, _ name: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(at: rowsFolder, withIntermediateDirectories: true)
        try (try encoder.encode(rows) + Data("\n".utf8)).write(to: rowsURL(name))
    }

    /// Every saved row fixture by name.
    static func savedRowNames() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: rowsFolder.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    // MARK: - Putting rows into a site

    /// Writes the fixture's rows for the client's session (which must exist), returning the game ids in order.
    @discardableResult
    static func insert(_ rows: SavedRows, site: TestSite, sessionID: String) throws -> [Int64] {
        try site.app.database.write { c in
            var ids: [Int64] = []
            for game in rows.games {
                let inserted = try c.queryOne(
                    """
                    INSERT INTO games (session_id, kind, level, state, version, outcome, moves, created_at, started_at,
                        finished_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
                    """,
                    [.text(sessionID), .text(game.kind), .text(game.level), .text(game.state), .integer(game.version),
                     .text(game.outcome), .integer(game.moves), .integer(game.createdAt), SQLValue(game.startedAt),
                     SQLValue(game.finishedAt), .integer(game.updatedAt)])
                ids.append(inserted?.int64("id") ?? 0)
            }
            for (index, score) in rows.scores.enumerated() {
                try c.execute(
                    """
                    INSERT INTO scores (board, session_id, game_id, value, penalty, rank_value, rank_bucket, detail, name,
                        created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """,
                    [.text(score.board), .text(score.own ? sessionID : "saved-session-\(index)"),
                     SQLValue(score.game.map { ids[$0] }), .integer(score.value), .integer(score.penalty),
                     .integer(score.rankValue), .integer(score.rankBucket), SQLValue(score.detail), SQLValue(score.name),
                     .integer(score.createdAt)])
            }
            // The rows are in the form they were saved in, before the scores kept their measures: filled in as the
            // migration that added them did for the rows stored then.
            try c.execute(Schema.scoreMeasuresBackfill, [])
            try c.execute("UPDATE sessions SET name = ? WHERE id = ?", [SQLValue(rows.sessionName), .text(sessionID)])
            return ids
        }
    }

    static func csrfToken(site: TestSite, sessionID: String) throws -> String {
        try site.app.database.read { c in
            try c.queryOne("SELECT csrf_token FROM sessions WHERE id = ?", [.text(sessionID)])?.string("csrf_token") ?? ""
        }
    }

    static func gameCount(site: TestSite) throws -> Int {
        try site.app.database.read { c in try c.queryOne("SELECT count(*) AS n FROM games")?.int("n") ?? 0 }
    }

    // MARK: - Asking for a page

    /// A fresh site and session, the fixture's rows, a restart (as after a deploy: no cache of this
    /// server's has seen the rows), then the request. Returns the status, the normalised body and how many
    /// game rows the request added (a stored game that cannot be read is replaced by a new one).
    static func render(_ pageCase: SavedPageCase) throws -> (status: Int, body: String, newGames: Int) {
        let rows = try pageCase.rows.map(loadRows)
        let site = try TestSite()
        defer { site.stop() }
        let first = site.client()
        #expect(try first.get("/").status == 200)
        let sessionID = try #require(first.sessionID)
        // A first visit stores nothing: store the session as its first form post would have.
        _ = try site.app.database.write { c in
            try c.execute("INSERT INTO sessions (id, csrf_token, created_at, seen_at) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING",
                          [.text(sessionID), .text(String(repeating: "5a", count: 16)), .integer(site.clock.now),
                           .integer(site.clock.now)])
        }
        if let rows {
            try insert(rows, site: site, sessionID: sessionID)
            site.clock.set(rows.now)
        }
        site.clock.advance(by: pageCase.later)
        try site.restart()
        let client = site.client()
        client.cookies = first.cookies
        let csrf = try csrfToken(site: site, sessionID: sessionID)
        var values = rows?.vars ?? [:]
        values["csrf"] = csrf
        if let kind = pageCase.request.kind, let game = rows?.games.last(where: { $0.kind == kind }) {
            values["version"] = String(game.version)
        }
        func fill(_ text: String) -> String {
            values.reduce(text) { $0.replacingOccurrences(of: "{\($1.key)}", with: $1.value) }
        }
        let request = pageCase.request
        let gamesBefore = try gameCount(site: site)
        let response = request.method == "GET"
            ? try client.get(fill(request.path))
            : try client.post(fill(request.path), request.fields.map { ($0.0, fill($0.1)) })
        return (response.status, normalise(response.body, csrf: csrf, port: site.port), try gameCount(site: site) - gamesBefore)
    }

    /// Only the CSRF token is random per session (the session id travels in the cookie, never in a page), and the
    /// port in absolute links (a share text's) per start; static files' versions change with every edit of
    /// `Public/`, so the saved pages keep their plain names.
    static func normalise(_ body: String, csrf: String, port: UInt16? = nil) -> String {
        let plain = withoutLaterGames(body.replacing(#/(/static/[A-Za-z0-9_/-]+)\.[0-9a-f]{10}(\.[A-Za-z0-9]+)?"/#) { match in
            "\(match.1)\(match.2 ?? "")\""
        })
        let local = port.map { plain.replacingOccurrences(of: "http://127.0.0.1:\($0)/", with: "http://127.0.0.1:PORT/") } ?? plain
        return csrf.isEmpty ? local : local.replacingOccurrences(of: csrf, with: "CSRF")
    }

    /// The games the saved pages were recorded with, by slug, and their titles as the page's description lists them.
    static let savedGames = ["tictactoe", "minesweeper", "wordsearch"]
    static let savedTitles = "Tic-Tac-Toe, Minesweeper and Word Search"

    /// `body` as it was before any game added after the saved pages: every page's description (and the title
    /// screen's title) lists the saved games only, and the title screen's buttons and the leaderboard's tabs of later games (named by the menu) are left
    /// out, so that a new game changes only the menu's golden file (`menuPage`), which lists every game.
    static func withoutLaterGames(_ body: String) -> String {
        let linked = body.matches(of: #/<li><a href="/([a-z0-9-]+)"[^>]*><span class="nav-full">/#).map { String($0.1) }
        let later = linked.filter { !savedGames.contains($0) && $0 != "leaderboard" }
        guard !later.isEmpty else { return body }
        // Every title in the registry's order, as the description (and the title screen's title) list them.
        guard let titles = body.firstMatch(of: #/<meta name="description" content="Play ([^"]*) in any browser/#)?.1
        else { return body }
        var page = body.replacingOccurrences(of: String(titles), with: savedTitles)
        for slug in later {
            page = page.replacingOccurrences(of: #"<li><a class="big-button big-\#(slug)"[^\n]*</li>\n"#, with: "",
                                             options: .regularExpression)
            page = page.replacingOccurrences(of: #"<a href="/leaderboard\?game=\#(slug)&amp;period=[a-z]+"[^>]*>[^<]*</a>"#,
                                             with: "", options: .regularExpression)
        }
        return page
    }

    // MARK: - The menu

    /// The golden file of the main menu's list, which every page shows: a new game changes it alone.
    static let menuPage = "menu"
    static let menuStart = "<ul class=\"nav-links\">\n", menuEnd = "</ul>\n"
    private static let currentMark = " aria-current=\"page\""

    /// `body` with its menu's entries cut out (a line saying which entry was marked current stays in their
    /// place), and those entries with the mark taken off: the same on every page, compared with `menuPage` once.
    static func cutMenu(_ body: String) -> (page: String, menu: String?) {
        guard let start = body.range(of: menuStart), let end = body[start.upperBound...].range(of: menuEnd) else {
            return (body, nil)
        }
        var menu = String(body[start.upperBound..<end.lowerBound])
        var current = "none"
        if let mark = menu.range(of: currentMark) {
            let before = menu[..<mark.lowerBound]
            if let href = before.range(of: "href=\"", options: .backwards) { current = String(before[href.upperBound...].dropLast()) }
            menu.removeSubrange(mark)
        }
        let page = body[..<start.upperBound] + "<!-- SavedPages/\(menuPage).html, current: \(current) -->\n" + body[end.lowerBound...]
        return (String(page), menu)
    }

    // MARK: - Golden files

    /// Writes the page without its menu, and the menu into `menuPage`.
    static func writePage(_ body: String, _ name: String) throws {
        try FileManager.default.createDirectory(at: pagesFolder, withIntermediateDirectories: true)
        let (page, menu) = cutMenu(body)
        try Data(page.utf8).write(to: pageURL(name))
        if let menu {
            if let written = FileManager.default.contents(atPath: pageURL(menuPage).path) {
                #expect(written == Data(menu.utf8), "\(name): its menu is not the other pages' menu")
            }
            try Data(menu.utf8).write(to: pageURL(menuPage))
        }
    }

    /// Nil when `body` is the golden page byte for byte, its menu `menuPage`'s; otherwise what differs.
    static func difference(_ body: String, golden name: String) -> String? {
        let (page, menu) = cutMenu(body)
        let differences = [compare(page, golden: name), menu.flatMap { compare($0, golden: menuPage) }].compactMap { $0 }
        return differences.isEmpty ? nil : differences.joined(separator: "\n")
    }

    /// Nil when `body` is the golden file byte for byte; otherwise what differs, naming the file and offset.
    private static func compare(_ body: String, golden name: String) -> String? {
        let url = pageURL(name)
        guard let golden = FileManager.default.contents(atPath: url.path) else {
            return "missing golden page \(url.path): record it with RECORD_SAVED_PAGES=1"
        }
        let actual = Array(body.utf8), expected = Array(golden)
        guard actual != expected else { return nil }
        let offset = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
        func excerpt(_ bytes: [UInt8]) -> String {
            let slice = bytes[max(0, offset - 60)..<min(bytes.count, offset + 60)]
            return String(decoding: slice, as: UTF8.self).debugDescription
        }
        return """
            \(url.lastPathComponent) differs from the page served, first at byte \(offset) \
            (golden \(expected.count) bytes, served \(actual.count) bytes)
            golden: \(excerpt(expected))
            served: \(excerpt(actual))
            """
    }
}
