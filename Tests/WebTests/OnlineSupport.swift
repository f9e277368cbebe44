import Foundation
import Storage
import Testing
@testable import Web

/// One browser at a match (`/tictactoe/online/<token>`): reads its page and posts its forms as the page would
/// (the form's own CSRF token and the match's version), POST → 303 → GET.
struct OnlineVisitor {
    let site: TestSite
    let client: TestClient

    init(_ site: TestSite) {
        self.site = site
        client = site.client()
    }

    /// "Play a friend online" from the Tic-Tac-Toe page; returns the match's path.
    func invite(as mark: String = "X", sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let setup = try client.get("/tictactoe")
        let posted = try client.postForm("/tictactoe/online/new", from: setup, [("mark", mark)])
        #expect(posted.status == 303, sourceLocation: sourceLocation)
        return try #require(posted.location, sourceLocation: sourceLocation)
    }

    func page(_ path: String) throws -> TestResponse {
        try client.get(path)
    }

    /// Posts `action` (join, move, resign, claim, rematch) from the current page, without judging the answer.
    func post(_ path: String, _ action: String, _ fields: [(String, String)] = []) throws -> TestResponse {
        try client.postForm("\(path)/\(action)", from: try page(path), fields)
    }

    /// Posts `action` and expects 303 back to the match.
    @discardableResult
    func act(_ path: String, _ action: String, _ fields: [(String, String)] = [],
             sourceLocation: SourceLocation = #_sourceLocation) throws -> TestResponse {
        let answer = try post(path, action, fields)
        #expect(answer.status == 303, "\(action): \(Self.flash(answer) ?? "")", sourceLocation: sourceLocation)
        #expect(answer.location == path, sourceLocation: sourceLocation)
        return try page(path)
    }

    func play(_ path: String, _ cell: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try act(path, "move", [("cell", "\(cell)")], sourceLocation: sourceLocation)
    }

    /// The match as stored.
    func record(_ path: String) throws -> OnlineMatchRecord {
        let token = String(path.split(separator: "/").last ?? "")
        return try #require(try site.app.database.read { c in try OnlineMatchStore.find(c, token: token) })
    }

    // MARK: - Reading pages

    static func layout(_ page: TestResponse) -> String {
        String(TicTacToePlayer.cells(page).map { $0.symbol.first ?? "." })
    }

    static func status(_ page: TestResponse) -> String? {
        TicTacToePlayer.status(page)
    }

    static func flash(_ page: TestResponse) -> String? {
        TicTacToePlayer.flash(page)
    }

    static func refreshes(_ page: TestResponse) -> Bool {
        page.body.contains("<noscript><meta http-equiv=\"refresh\" content=\"2; url=/")
    }

    /// The squares this visitor may play now.
    static func playable(_ page: TestResponse) -> [Int] {
        TicTacToePlayer.cells(page).filter { !$0.disabled }.map(\.index)
    }
}
