import Foundation
import Testing
@testable import Web

/// A match's live updates: `/tictactoe/online/<token>/events` as EventSource reads it.
@Suite("Online Tic-Tac-Toe: live updates")
struct OnlineEventTests {
    @Test("each change of the match is one event, in order, its id the match's version, within a second")
    func eventsInOrder() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try OnlineFlowTests.seated(site)
        let stream = try OnlineEventReader(port: site.port, path: "\(path)/events?version=2")
        #expect(stream.status == 200)
        var latencies: [Duration] = []
        for (version, (cell, player)) in zip(3..., [(4, x), (0, o), (8, x)]) {
            let started = ContinuousClock.now
            #expect(try player.post(path, "move", [("cell", "\(cell)")]).status == 303)
            let event = try stream.next()
            latencies.append(ContinuousClock.now - started)
            #expect(event == .init(id: "\(version)", event: "match", data: "\(version)"))
        }
        try x.act(path, "resign")
        #expect(try stream.next().id == "6", "not only moves: a resignation too")
        #expect(latencies.allSatisfy { $0 < .seconds(1) }, "\(latencies)")
    }

    @Test("a reconnection with an older Last-Event-ID gets the current version at once; an up-to-date one waits")
    func lastEventID() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, o) = try OnlineFlowTests.seated(site)
        try x.play(path, 4)
        try o.play(path, 0)
        let behind = try OnlineEventReader(port: site.port, path: "\(path)/events", headers: [("Last-Event-ID", "3")])
        #expect(try behind.next() == .init(id: "4", event: "match", data: "4"), "the missed moves collapse into one")
        let current = try OnlineEventReader(port: site.port, path: "\(path)/events?version=2", headers: [("Last-Event-ID", "4")])
        try x.play(path, 8)
        #expect(try current.next().id == "5", "Last-Event-ID wins over the page's version, and nothing is sent twice")
        #expect(try behind.next().id == "5")
    }

    @Test("a first connection without Last-Event-ID catches up from the version its page showed")
    func pageVersion() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, _) = try OnlineFlowTests.seated(site)
        try x.play(path, 4)
        let stream = try OnlineEventReader(port: site.port, path: "\(path)/events?version=2")
        #expect(try stream.next().id == "3")
    }

    @Test("a stream outlives its server's graceful stop: the client reconnects elsewhere with Last-Event-ID and catches up")
    func reconnectAfterStop() throws {
        let site = try TestSite()
        defer { site.stop() }
        let (path, x, _) = try OnlineFlowTests.seated(site)
        let stream = try OnlineEventReader(port: site.port, path: "\(path)/events?version=2")
        try site.restart()
        #expect(throws: ClientError.self, "the stop ends the stream, so EventSource reconnects") { try stream.next() }
        // Another server on the same store (here the restarted one, on a new port), as another instance would be.
        let client = site.client()
        client.cookies = x.client.cookies
        #expect(try client.postForm("\(path)/move", from: try client.get(path), [("cell", "4")]).status == 303)
        let again = try OnlineEventReader(port: site.port, path: "\(path)/events?version=2", headers: [("Last-Event-ID", "2")])
        #expect(try again.next() == .init(id: "3", event: "match", data: "3"))
    }

    @Test("an unknown match has no events")
    func unknown() throws {
        let site = try TestSite()
        defer { site.stop() }
        let stream = try OnlineEventReader(port: site.port, path: "/tictactoe/online/\(String(repeating: "a", count: 32))/events")
        #expect(stream.status == 404)
    }
}
