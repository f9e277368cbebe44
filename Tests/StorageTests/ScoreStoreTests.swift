import Testing

@testable import Storage

@Suite struct ScoreStoreTests {
    static let fastest = ScoreBoard(key: "minesweeper/beginner", higherIsBetter: false)
    static let most = ScoreBoard(key: "tic-tac-toe/medium-wins", higherIsBetter: true)

    /// ScoreBoard order computed the slow, obvious way.
    static func ranked(_ entries: [ScoreEntry], on board: ScoreBoard) -> [ScoreEntry] {
        entries.sorted { a, b in
            let ka = (a.penalty, board.higherIsBetter ? -a.value : a.value, a.createdAt, a.id)
            let kb = (b.penalty, board.higherIsBetter ? -b.value : b.value, b.createdAt, b.id)
            return ka < kb
        }
    }

    /// A finished game and its named (or not) result.
    private func result(
        _ database: Database, board: ScoreBoard, session: SessionRecord, value: Int64, penalty: Int = 0,
        at time: Int64 = WallClock.start, name: String? = "player"
    ) throws -> ScoreEntry {
        try database.write { c in
            let game = try GameStore.insert(c, sessionID: session.id, kind: "k", level: "l", state: "{}", outcome: "won", now: time)
            let entry = try ScoreStore.record(
                c, board: board, sessionID: session.id, gameID: game.id, value: value, penalty: penalty, detail: 1.5, now: time)
            if let name { _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: session.id, name: name) }
            return try ScoreStore.find(c, id: entry.id) ?? entry
        }
    }

    @Test(arguments: Backend.all) func aGameIsRecordedExactlyOnce(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let game = try database.write { c in
            try GameStore.insert(c, sessionID: session.id, kind: "minesweeper", level: "beginner", state: "{}", outcome: "won", now: 0)
        }
        let first = try database.write { c in
            try ScoreStore.record(c, board: Self.fastest, sessionID: session.id, gameID: game.id, value: 9_000, penalty: 0, detail: 2.25, now: 10)
        }
        let again = try database.write { c in
            try ScoreStore.record(c, board: Self.fastest, sessionID: session.id, gameID: game.id, value: 1, penalty: 0, detail: nil, now: 20)
        }
        #expect(again == first)
        #expect(first.value == 9_000 && first.detail == 2.25 && first.gameID == game.id && first.name == nil)
        #expect(try database.count("scores") == 1)
        #expect(try database.read { try ScoreStore.find($0, id: first.id) } == first)
    }

    @Test(arguments: Backend.all) func lowerIsBetterRanksByPenaltyValueTimeThenId(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let slow = try result(database, board: Self.fastest, session: session, value: 30_000, at: WallClock.start)
        let fastButPenalised = try result(database, board: Self.fastest, session: session, value: 1_000, penalty: 1, at: WallClock.start)
        let tiedLater = try result(database, board: Self.fastest, session: session, value: 20_000, at: WallClock.start + 5)
        let tiedEarlier = try result(database, board: Self.fastest, session: session, value: 20_000, at: WallClock.start + 1)
        let tiedSameTimeFirstId = try result(database, board: Self.fastest, session: session, value: 25_000, at: WallClock.start + 2)
        let tiedSameTimeSecondId = try result(database, board: Self.fastest, session: session, value: 25_000, at: WallClock.start + 2)
        let fastest = try result(database, board: Self.fastest, session: session, value: 5_000, at: WallClock.start + 9)

        let top = try database.read { try ScoreStore.top($0, board: Self.fastest, since: nil, limit: 10) }
        #expect(top == [fastest, tiedEarlier, tiedLater, tiedSameTimeFirstId, tiedSameTimeSecondId, slow, fastButPenalised])
        for (place, entry) in top.enumerated() {
            #expect(try database.read { try ScoreStore.rank($0, board: Self.fastest, entry: entry, since: nil) } == place + 1)
        }
        #expect(try database.read { try ScoreStore.top($0, board: Self.fastest, since: nil, limit: 2) } == [fastest, tiedEarlier])
        #expect(try database.read { try ScoreStore.top($0, board: Self.fastest, since: nil, limit: 0) } == [])
    }

    @Test(arguments: Backend.all) func higherIsBetterRanksLargestFirst(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let three = try result(database, board: Self.most, session: session, value: 3)
        let tenLater = try result(database, board: Self.most, session: session, value: 10, at: WallClock.start + 1)
        let ten = try result(database, board: Self.most, session: session, value: 10)
        let zero = try result(database, board: Self.most, session: session, value: 0)
        let huge = try result(database, board: Self.most, session: session, value: 1 << 40)
        let penalised = try result(database, board: Self.most, session: session, value: 99, penalty: 2)
        let top = try database.read { try ScoreStore.top($0, board: Self.most, since: nil, limit: 10) }
        #expect(top == [huge, ten, tenLater, three, zero, penalised])
    }

    @Test(arguments: Backend.all) func boardsAreKeptApart(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let beginner = try result(database, board: Self.fastest, session: session, value: 9_000)
        _ = try result(database, board: ScoreBoard(key: "minesweeper/expert", higherIsBetter: false), session: session, value: 1)
        #expect(try database.read { try ScoreStore.top($0, board: Self.fastest, since: nil, limit: 10) } == [beginner])
        #expect(try database.read { try ScoreStore.rank($0, board: Self.fastest, entry: beginner, since: nil) } == 1)
    }

    @Test(arguments: Backend.all) func unnamedRowsAreHiddenButGetAPlace(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let named = try result(database, board: Self.fastest, session: session, value: 10_000)
        let pending = try result(database, board: Self.fastest, session: session, value: 5_000, name: nil)
        #expect(try database.read { try ScoreStore.top($0, board: Self.fastest, since: nil, limit: 10) } == [named])
        #expect(try database.read { try ScoreStore.rank($0, board: Self.fastest, entry: pending, since: nil) } == 1)
        #expect(try database.read { try ScoreStore.rank($0, board: Self.fastest, entry: named, since: nil) } == 1)
        #expect(try database.read { try ScoreStore.best($0, board: Self.fastest, sessionID: session.id, since: nil) } == named)
    }

    @Test(arguments: Backend.all) func windowsKeepOnlyRecentRows(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let today = WallClock.start + 10 * WallClock.day
        let oldBest = try result(database, board: Self.fastest, session: session, value: 1_000, at: today - 3 * WallClock.day)
        let yesterday = try result(database, board: Self.fastest, session: session, value: 4_000, at: today - 1)
        let thisMorning = try result(database, board: Self.fastest, session: session, value: 8_000, at: today)
        let tonight = try result(database, board: Self.fastest, session: session, value: 6_000, at: today + WallClock.day - 1)

        let top = { (since: Int64?) in try database.read { try ScoreStore.top($0, board: Self.fastest, since: since, limit: 10) } }
        #expect(try top(today) == [tonight, thisMorning])
        #expect(try top(today - 2 * WallClock.day) == [yesterday, tonight, thisMorning])
        #expect(try top(nil) == [oldBest, yesterday, tonight, thisMorning])
        #expect(try top(today + WallClock.day) == [])

        let rank = { (entry: ScoreEntry, since: Int64?) in
            try database.read { try ScoreStore.rank($0, board: Self.fastest, entry: entry, since: since) }
        }
        #expect(try rank(thisMorning, today) == 2)
        #expect(try rank(thisMorning, nil) == 4)
        #expect(try rank(tonight, today) == 1)

        let best = { (since: Int64?) in
            try database.read { try ScoreStore.best($0, board: Self.fastest, sessionID: session.id, since: since) }
        }
        #expect(try best(nil) == oldBest)
        #expect(try best(today) == tonight)
        #expect(try best(today + WallClock.day) == nil)
    }

    @Test(arguments: Backend.all) func bestIsTheSessionsOwnNamedRow(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let mine = try database.newSession()
        let theirs = try database.newSession()
        _ = try result(database, board: Self.fastest, session: theirs, value: 1_000)
        _ = try result(database, board: Self.fastest, session: mine, value: 2_000, name: nil)
        let myBest = try result(database, board: Self.fastest, session: mine, value: 3_000)
        _ = try result(database, board: Self.fastest, session: mine, value: 4_000)
        let best = try database.read { try ScoreStore.best($0, board: Self.fastest, sessionID: mine.id, since: nil) }
        #expect(best == myBest)
        #expect(try database.read { try ScoreStore.rank($0, board: Self.fastest, entry: myBest, since: nil) } == 2)
        let stranger = try database.newSession()
        #expect(try database.read { try ScoreStore.best($0, board: Self.fastest, sessionID: stranger.id, since: nil) } == nil)
    }

    @Test(arguments: Backend.all) func onlyTheOwnerCanNameARow(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let owner = try database.newSession()
        let intruder = try database.newSession()
        let entry = try result(database, board: Self.fastest, session: owner, value: 5_000, name: nil)
        #expect(try database.write { try ScoreStore.setName($0, scoreID: entry.id, sessionID: intruder.id, name: "Mallory") } == false)
        #expect(try database.read { try ScoreStore.find($0, id: entry.id) }?.name == nil)
        #expect(try database.write { try ScoreStore.setName($0, scoreID: entry.id, sessionID: owner.id, name: "<b>Ada</b>") })
        #expect(try database.read { try ScoreStore.find($0, id: entry.id) }?.name == "<b>Ada</b>")
        #expect(try database.write { try ScoreStore.setName($0, scoreID: entry.id + 100, sessionID: owner.id, name: "x") } == false)
    }

    @Test(arguments: Backend.all) func recordBestKeepsTheBestValueAndWhenItWasReached(_ backend: Backend) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        let session = try database.newSession()
        let streaks = ScoreBoard(key: "tic-tac-toe/impossible-streak", higherIsBetter: true)
        let record = { (value: Int64, time: Int64) in
            try database.write { try ScoreStore.recordBest($0, board: streaks, sessionID: session.id, value: value, now: time) }
        }
        let first = try record(5, WallClock.start)
        #expect(first.value == 5 && first.gameID == nil && first.createdAt == WallClock.start)
        let worse = try record(3, WallClock.start + 1)
        #expect(worse == first)
        #expect(try database.write { try ScoreStore.setName($0, scoreID: first.id, sessionID: session.id, name: "Ada") })
        let better = try record(8, WallClock.start + 2)
        #expect(better.id == first.id && better.value == 8 && better.createdAt == WallClock.start + 2 && better.name == "Ada")
        #expect(try record(8, WallClock.start + 3) == better)
        #expect(try database.count("scores") == 1)
        #expect(try database.read { try ScoreStore.top($0, board: streaks, since: nil, limit: 10) } == [better])

        let fewestMoves = ScoreBoard(key: "fewest", higherIsBetter: false)
        _ = try database.write { try ScoreStore.recordBest($0, board: fewestMoves, sessionID: session.id, value: 9, now: 0) }
        let lower = try database.write { try ScoreStore.recordBest($0, board: fewestMoves, sessionID: session.id, value: 7, now: 1) }
        #expect(lower.value == 7)
        #expect(try database.count("scores") == 2)
    }

    /// Many rows with values across every bucket size, renamed, compared with a plain sort: checks the
    /// bucket counts, the windowed head scan and its fallback (the newest rows are all weak, so a window
    /// of them lies beyond the head).
    @Test(arguments: Backend.all, [fastest, most])
    func placesAndTopsMatchAPlainSort(_ backend: Backend, board: ScoreBoard) throws {
        let scratch = try Scratch(backend)
        let database = try scratch.open()
        var generator = SplitMix(seed: board.higherIsBetter ? 7 : 11)
        let sessions = try (0..<4).map { _ in try database.newSession() }
        let rows = ScoreStore.windowHeadScan * 2
        try database.write { c in
            for n in 0..<rows {
                let session = sessions[Int(generator.next() % 4)]
                var value = Int64(generator.next() % 4 == 0 ? generator.next() % 600 : generator.next() % 5_000_000)
                if n >= rows - 60 { value = board.higherIsBetter ? Int64(generator.next() % 10) : 9_000_000 + value }
                let game = try GameStore.insert(c, sessionID: session.id, kind: "k", level: "l", state: "{}", outcome: "won", now: 0)
                let entry = try ScoreStore.record(
                    c, board: board, sessionID: session.id, gameID: game.id, value: value,
                    penalty: Int(generator.next() % 5 == 0 ? 1 : 0), detail: nil, now: WallClock.start + Int64(n / 3) * 60_000)
                if generator.next() % 4 != 0 { _ = try ScoreStore.setName(c, scoreID: entry.id, sessionID: session.id, name: "p\(n % 7)") }
            }
            // Unname and rename some rows so the counts go down as well as up.
            try c.execute("UPDATE scores SET name = NULL WHERE id % 10 = 3")
            try c.execute("UPDATE scores SET name = 'again' WHERE id % 10 = 4")
        }
        let everything = try database.read { try $0.query("SELECT \(ScoreEntry.columns) FROM scores").map(ScoreEntry.init(row:)) }
        let newest = everything.map(\.createdAt).max() ?? 0
        // Every 101st row, and the best and worst rows (before every bucket, after every bucket).
        let sample = everything.filter { $0.id % 101 == 0 } + Self.ranked(everything, on: board).prefix(1)
            + Self.ranked(everything, on: board).suffix(1)
        for since in [nil, newest - 300 * 60_000, newest - 10 * 60_000, newest - 60_000, newest + 1] as [Int64?] {
            let window = everything.filter { $0.name != nil && $0.createdAt >= since ?? .min }
            let expected = Self.ranked(window, on: board)
            let top = try database.read { try ScoreStore.top($0, board: board, since: since, limit: 10) }
            #expect(top == Array(expected.prefix(10)), "since \(String(describing: since))")
            for entry in sample {
                let place = try database.read { try ScoreStore.rank($0, board: board, entry: entry, since: since) }
                let better = expected.firstIndex { Self.ranked([$0, entry], on: board).first?.id == entry.id } ?? expected.count
                #expect(place == better + 1, "entry \(entry.id) since \(String(describing: since))")
                if since == nil {
                    let fromTotals = try database.read { c in
                        try ScoreStore.rank(c, board: board, entry: entry, totals: try BucketTotals.load(c, board: board))
                    }
                    #expect(fromTotals == better + 1, "entry \(entry.id) from bucket totals")
                }
            }
        }
    }
}

/// A small deterministic generator so the data of a failing run can be reproduced.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
