import Storage
import Testing
import TicTacToe
@testable import Web

/// A match's page rendered by the compiled renderer and by swift-mustache: the same bytes, and the bytes served
/// (see `TemplateParityTests`, whose `checked` lists it).
@Suite("Templates: the online match page as swift-mustache rendered it")
struct OnlineTemplateParityTests {
    @Test("waiting with the invitation, invited, to move, asked to confirm resigning, watching, refused, finished with a record")
    func onlinePages() throws {
        let site = try TestSite()
        defer { site.stop() }
        let templates = site.app.templates
        let (path, x, o) = try OnlineFlowTests.seated(site)
        let watcher = OnlineVisitor(site)

        func check(_ visitor: OnlineVisitor, at path: String = path, message: String? = nil, still: Bool = false,
                   confirming: Bool = false, served: TestResponse? = nil) throws {
            let record = try visitor.record(path)
            let match = try #require(OnlineMatch<TicTacToeGame>(record))
            let session = try TemplateParityTests.session(site, try #require(visitor.client.sessionID))
            let tally = try site.app.database.read { c in try OnlineRecord.read(c, sessionID: session.id, game: "tictactoe") }
            let model = OnlinePage<TicTacToePages>(match, session: session, now: site.clock.now,
                                   link: "http://127.0.0.1:\(site.port)\(path)", record: tally, message: message,
                                   isError: message != nil, still: still, confirming: confirming,
                                   isHere: { site.app.onlineHub.isHere(token: record.token, session: $0) })
            try TemplateParityTests.expectSame(model, "tictactoe/online", templates, served: served)
        }
        try check(x, served: try x.page(path))
        try check(o, served: try o.page(path))
        try check(o, still: true, served: try o.page("\(path)?still=1"))
        try check(o, confirming: true, served: try o.page("\(path)?confirm=resign"))
        _ = try watcher.page(path)
        try check(watcher, served: try watcher.page(path))
        try check(o, message: "It is X’s turn: wait for your friend’s move.", served: try o.post(path, "move", [("cell", "0")]))
        for (cell, player) in [(0, x), (3, o), (1, x), (4, o), (2, x)] { try player.play(path, cell) }
        try check(x, served: try x.page(path))
        try check(watcher, served: try watcher.page(path))

        let host = OnlineVisitor(site), invited = OnlineVisitor(site)
        let invitation = try host.invite(as: "O")
        let waiting = try host.page(invitation)
        #expect(waiting.body.contains("<svg class=\"qr\""))
        try check(host, at: invitation, served: waiting)
        _ = try invited.page(invitation)
        try check(invited, at: invitation, served: try invited.page(invitation))
    }
}
