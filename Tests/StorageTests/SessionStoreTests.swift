import Testing

@_spi(Testing) @testable import Storage

@Suite struct SessionStoreTests {
    private static func isLowerHex32(_ text: String) -> Bool {
        text.count == 32 && text.allSatisfy { "0123456789abcdef".contains($0) }
    }

    @Test(arguments: Backend.all) func newSessionsHaveRandomHexIdsAndTokens(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let sessions = try (0..<20).map { _ in try database.newSession() }
        for session in sessions {
            #expect(Self.isLowerHex32(session.id))
            #expect(Self.isLowerHex32(session.csrfToken))
            #expect(session.id != session.csrfToken)
            #expect(session.name == nil)
        }
        #expect(Set(sessions.map(\.id)).count == sessions.count)
        #expect(Set(sessions.map(\.csrfToken)).count == sessions.count)
    }

    @Test(arguments: Backend.all) func findReturnsTheStoredSession(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession(now: WallClock.start + 5)
        let found = try database.read { try SessionStore.find($0, id: session.id) }
        #expect(found == session)
        #expect(found?.createdAt == WallClock.start + 5)
    }

    @Test(arguments: Backend.all, [
        "", "0123456789abcdef0123456789abcde", "0123456789abcdef0123456789abcdef0",
        "0123456789ABCDEF0123456789ABCDEF", "0123456789abcdef0123456789abcdeg", "' OR '1'='1' --------------------",
        "00000000000000000000000000000000",
    ])
    func unknownOrMalformedIdsFindNothing(_ backend: Backend, id: String) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        _ = try database.newSession()
        #expect(try database.read { try SessionStore.find($0, id: id) } == nil)
    }

    @Test(arguments: Backend.all) func malformedIdsDoNotReachTheDatabase(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let statements = try database.read { c in
            c.recordedStatements = []
            _ = try SessionStore.find(c, id: "not-a-session")
            defer { c.recordedStatements = nil }
            return c.recordedStatements?.map(\.sql) ?? []
        }
        #expect(statements.isEmpty)
    }

    @Test(arguments: Backend.all) func touchAndSetNameAreStored(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        try database.write { c in
            try SessionStore.touch(c, id: session.id, now: WallClock.start + 1_000)
            try SessionStore.setName(c, id: session.id, name: "Ada")
        }
        let found = try database.read { try SessionStore.find($0, id: session.id) }
        #expect(found?.seenAt == WallClock.start + 1_000)
        #expect(found?.name == "Ada")
        #expect(found?.createdAt == WallClock.start)
    }

    @Test(arguments: Backend.all) func soundIsOffUntilSetAndSetSoundNamesAStoredSession(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        #expect(session.sound == false)
        #expect(try database.read { try SessionStore.find($0, id: session.id) }?.sound == false)
        #expect(try database.write { try SessionStore.setSound($0, id: session.id, on: true) })
        #expect(try database.read { try SessionStore.find($0, id: session.id) }?.sound == true)
        #expect(try database.write { try SessionStore.setSound($0, id: session.id, on: false) })
        #expect(try database.read { try SessionStore.find($0, id: session.id) }?.sound == false)
        #expect(try !database.write { try SessionStore.setSound($0, id: SessionStore.newID(), on: true) }, "no such session")
    }

    /// A sound choice is a setting, not play: a session that only has one is still swept as unused.
    @Test(arguments: Backend.all) func aSoundChoiceAloneDoesNotKeepASession(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession(now: WallClock.start)
        _ = try database.write { try SessionStore.setSound($0, id: session.id, on: true) }
        let batch = try #require(try database.read {
            try SessionStore.unusedBatch($0, seenBefore: WallClock.start + 1, after: .first, limit: 10)
        })
        let removed = try database.write { try SessionStore.deleteUnused($0, after: .first, through: batch.through) }
        #expect(removed.sessions == 1)
    }

    @Test(arguments: Backend.all) func idleSessionsAreDeletedWithTheirGames(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let idle = try database.newSession(now: WallClock.start)
        let active = try database.newSession(now: WallClock.start)
        try database.write { c in
            try SessionStore.touch(c, id: active.id, now: WallClock.start + WallClock.day)
            for session in [idle, active] {
                _ = try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}", outcome: "playing", now: WallClock.start)
            }
        }
        let deleted = try database.write { try SessionStore.deleteIdle($0, olderThan: WallClock.start + WallClock.day, limit: 1000) }
        #expect(deleted == RemovedRows(sessions: 1, games: 1))
        #expect(try database.read { try SessionStore.find($0, id: idle.id) } == nil)
        #expect(try database.read { try SessionStore.find($0, id: active.id) } != nil)
        let games = try database.read { try $0.query("SELECT session_id FROM games") }.compactMap { $0.string("session_id") }
        #expect(games == [active.id])
    }

    @Test(arguments: Backend.all) func storingAHandedOutSessionTwiceKeepsTheFirst(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let record = SessionRecord(id: SessionStore.newID(), csrfToken: "token", name: nil, createdAt: 1, seenAt: 1)
        _ = try database.write { c in try SessionStore.create(c, record) }
        let again = SessionRecord(id: record.id, csrfToken: "other", name: nil, createdAt: 2, seenAt: 2)
        _ = try database.write { c in try SessionStore.create(c, again) }
        #expect(try database.read { c in try SessionStore.find(c, id: record.id) } == record)
    }
}
