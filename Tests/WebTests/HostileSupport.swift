import Foundation
import Games
import Storage
import Testing
@testable import Web

/// A browser with a current game of every kind, the state the server stores, and what every refusal must
/// look like: the right 4xx, an HTML page in the site layout that says what happened, never a 500.
struct HostileVisitor {
    /// Every registered game: a new game added to the registry is attacked too.
    static let kinds = GameRegistry.games.map(\.slug)

    /// Each registered game has a case in `cases` (a table written by hand for each game): a new game is not skipped.
    static func expectEveryKind(in cases: [HostileMoveTests.Case], _ what: String,
                                sourceLocation: SourceLocation = #_sourceLocation) {
        let attacked = Set(cases.map(\.kind))
        #expect(!kinds.isEmpty, sourceLocation: sourceLocation)
        for kind in kinds where !attacked.contains(kind) {
            Issue.record("no \(what) for \(kind)", sourceLocation: sourceLocation)
        }
    }

    let site: TestSite
    let client: TestClient

    /// Starts each game once, so each has a stored current game and refused forms have something to leave unchanged.
    init(_ site: TestSite) throws {
        self.site = site
        client = site.client()
        for kind in Self.kinds {
            let page = try client.get("/\(kind)")
            #expect(page.status == 200)
            #expect(try client.postForm("/\(kind)/new", from: page, []).status == 303)
        }
    }

    /// The page of `kind` as it stands now (its csrf and version are what its own forms would post).
    func page(_ kind: String) throws -> TestResponse {
        try client.get("/\(kind)")
    }

    /// Posts `fields` to `/<kind>/<action>` with this page's token and, unless `fields` has its own, its version.
    func post(_ kind: String, _ action: String, _ fields: [(String, String)], version: Bool = true) throws -> TestResponse {
        let page = try page(kind)
        var all = fields + [("csrf", page.hidden("csrf") ?? "")]
        if version, !fields.contains(where: { $0.0 == "version" }) { all.append(("version", page.hidden("version") ?? "")) }
        return try client.post("/\(kind)/\(action)", all)
    }

    /// Posts raw body bytes, with the session cookie, as a hostile client could.
    func postRaw(_ path: String, _ body: [UInt8], contentType: String? = "application/x-www-form-urlencoded") throws -> TestResponse {
        try client.send("POST", path, headers: contentType.map { [("Content-Type", $0)] } ?? [], body: body)
    }

    /// The stored game of `kind`, as the server will load it for the next request.
    func current<G: Games.Game>(_ kind: String, as type: G.Type) throws -> G {
        let sessionID = try #require(client.sessionID)
        let record = try #require(try site.app.database.read { c in try GameStore.current(c, sessionID: sessionID, kind: kind) })
        return try G(storedForm: record.state)
    }

    var csrf: String {
        get throws { try #require(try client.get("/tictactoe").hidden("csrf")) }
    }

    /// What the server stores that a request could change: every game, score and session name.
    static func stored(_ site: TestSite) throws -> [String] {
        try site.app.database.read { c in
            let games = try c.query("SELECT id, session_id, version, outcome, moves, state FROM games ORDER BY id").map {
                "game \($0.int64("id") ?? 0) \($0.string("session_id") ?? "") v\($0.int("version") ?? 0) "
                    + "\($0.string("outcome") ?? "") \($0.int("moves") ?? 0) \($0.string("state") ?? "")"
            }
            let scores = try c.query("SELECT id, board, name, value FROM scores ORDER BY id").map {
                "score \($0.int64("id") ?? 0) \($0.string("board") ?? "") \($0.string("name") ?? "-") \($0.int64("value") ?? 0)"
            }
            let sessions = try c.query("SELECT id, name FROM sessions ORDER BY id").map {
                "session \($0.string("id") ?? "") \($0.string("name") ?? "-")"
            }
            return games + scores + sessions
        }
    }
}

/// The response is a refusal a person can read: `status`, HTML in the site layout, and a sentence in an
/// alert (error page) or an error message (the game page shown again).
func expectReadableRefusal(_ response: TestResponse, _ status: Int, _ context: String = "",
                           sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(response.status == status, "\(context): \(refusalMessage(response) ?? response.body.prefix(200).description)",
            sourceLocation: sourceLocation)
    #expect(response.header("Content-Type") == "text/html; charset=utf-8", "\(context)", sourceLocation: sourceLocation)
    #expect(response.body.hasPrefix("<!DOCTYPE html>") && response.body.contains("<main id=\"main\">"), "\(context)",
            sourceLocation: sourceLocation)
    #expect(!(refusalMessage(response) ?? "").isEmpty, "\(context): no message on the page", sourceLocation: sourceLocation)
}

/// The sentence a refusal shows: the error page's alert, or the game page's error message.
func refusalMessage(_ response: TestResponse) -> String? {
    for opening in ["<p role=\"alert\">", "<p class=\"flash error\">"] {
        if let start = response.body.range(of: opening) {
            let rest = response.body[start.upperBound...]
            return rest.range(of: "</p>").map { String(rest[..<$0.lowerBound]) }
        }
    }
    return nil
}
