import Games
import HTTP
import Storage

/// Each session's current game of one kind: read with the session, decoded (once per version, `RecentGames`), and
/// stored when a game starts. A page reads everything it shows first (`PageData`), then its model is made from
/// that alone.
struct CurrentGames<Pages: GamePages>: Sendable {
    typealias Core = Pages.Core
    let app: App
    /// Games just saved or read, so the page after a move need not decode what the move encoded.
    let recent = RecentGames<Core>()
    /// Sessions' statistics, read again only when their current game changes.
    let stats = StatsCache()
    /// On PostgreSQL, the games this instance's moves saved, for the next move's load.
    let saved = SavedGames()

    /// The session's current game row and what its page shows besides it, read in the transaction that finds
    /// the session (`App.withSession`).
    struct Current {
        let record: GameRecord?
        let data: PageData?
        /// From `SavedGames`, not read: its save may find the game moved on without the move being stale.
        var remembered = false
    }

    /// What a page shows besides the game itself.
    struct PageData {
        let extra: Pages.Extra
        let ranking: RankingPrompt?
        let stats: SessionStats
        /// A finished game's challenge, both sides (`ChallengeVersus`).
        var versus: String? = nil
    }

    /// A loaded game: its row, the game, and (when read with it) its page's data. A board only shown, not
    /// stored, has a row of version 0 that is nowhere in the database, and the time it was shown.
    struct Loaded {
        let record: GameRecord
        let game: Core
        let data: PageData?
        var shownAt: Int64? = nil
    }

    func readCurrent(_ c: Connection, _ session: SessionRecord) throws -> Current {
        let record = try GameStore.current(c, sessionID: session.id, kind: Pages.slug)
        return Current(record: record, data: try record.map { try readPageData(c, $0, session) })
    }

    func readRecord(_ c: Connection, _ session: SessionRecord) throws -> Current {
        Current(record: try GameStore.current(c, sessionID: session.id, kind: Pages.slug), data: nil)
    }

    /// `readCurrent` and the session's row, read from the claimed session id in one go (`App.withSession`'s `together`).
    func readCurrentWithSession(_ c: Connection, _ sessionID: String) throws -> (SessionRecord, Current)? {
        guard let (session, record) = try GameStore.currentWithSession(c, sessionID: sessionID, kind: Pages.slug) else {
            return nil
        }
        return (session, Current(record: record, data: try record.map { try readPageData(c, $0, session) }))
    }

    /// `readRecord` and the session's row, in one statement.
    func readRecordWithSession(_ c: Connection, _ sessionID: String) throws -> (SessionRecord, Current)? {
        try GameStore.currentWithSession(c, sessionID: sessionID, kind: Pages.slug)
            .map { ($0.session, Current(record: $0.game, data: nil)) }
    }

    /// On PostgreSQL, the session and game a move posted at the form's version may play without reading them
    /// (`SavedGames`); nil on SQLite, whose read is a local one.
    func remembered(_ request: Request) -> ((String) -> (SessionRecord, Current)?)? {
        guard app.database.dialect == .postgres, let version = request.form["version"].flatMap({ Int($0) }) else {
            return nil
        }
        let now = app.clock.now()
        return { sessionID in
            saved.game(kind: Pages.slug, sessionID: sessionID, version: version, now: now, touchInterval: App.touchInterval)
                .map { ($0.session, Current(record: $0.record, data: nil, remembered: true)) }
        }
    }

    func readPageData(_ c: Connection, _ record: GameRecord, _ session: SessionRecord) throws -> PageData {
        PageData(extra: try Pages.readExtra(c, record, now: app.clock.now()),
                 ranking: try RankingPrompt.read(c, record, session: session),
                 stats: try stats.stats(for: record) {
                     try GameStore.stats(c, sessionID: session.id, kind: Pages.slug, measures: Pages.statistics.count)
                 },
                 versus: try ChallengeVersus.read(c, record))
    }

    /// The current game from `current` when it was read with the session, otherwise read now.
    func loadCurrent(_ visit: Visit, _ current: Current? = nil) throws -> Loaded? {
        let record: GameRecord?
        if let current {
            record = current.record
        } else if !visit.isStored {
            return nil
        } else {
            record = try app.database.read { c in try GameStore.current(c, sessionID: visit.session.id, kind: Pages.slug) }
        }
        guard let record, let game = decode(record) else { return nil }
        return Loaded(record: record, game: game, data: current?.data)
    }

    /// Stores a new game; `startedAt` is when its board was first shown, for a board shown before it was stored;
    /// `daily` the day of a daily board (`DailyStart`) and `level` its daily level, when that is not the game's
    /// (`DailyLevels`: a language's board); `shownAt` the time a board only shown was shown, which stores it once (a
    /// constraint error for the second).
    func insert(_ game: Core, _ visit: Visit, startedAt: Int64? = nil, daily: String? = nil, level: String? = nil,
                practice: Bool = false, shownAt: Int64? = nil) throws -> GameRecord
    {
        saved.forget(kind: Pages.slug, sessionID: visit.session.id)
        let record = try app.database.write { c in
            var record = try GameStore.insert(c, sessionID: visit.session.id, kind: Pages.slug, level: level ?? game.levelKey,
                                              state: game.storedForm, outcome: game.outcome.rawValue, now: visit.now,
                                              daily: daily, practice: practice, shownAt: shownAt)
            // A game timed from the start (Word Search) starts its clock as it is made, or as it was shown.
            if game.clockStarted {
                record.startedAt = startedAt ?? visit.now
                record = try GameStore.update(c, record, now: visit.now) ?? record
            }
            return record
        }
        recent.keep(game, row: record.id, version: record.version, state: record.state)
        GameTallies.started(game: Pages.slug, level: game.levelKey)
        return record
    }

    /// A stored game this build can no longer read is treated as absent: the player gets a new game, not a 500.
    private func decode(_ record: GameRecord) -> Core? {
        if let game = recent.game(row: record.id, version: record.version, state: record.state) { return game }
        guard let game = try? Core(storedForm: record.state) else {
            app.logger.warning("game \(record.id) of kind \(record.kind) could not be decoded; starting anew")
            return nil
        }
        recent.keep(game, row: record.id, version: record.version, state: record.state)
        return game
    }

    static func freshSeed() -> UInt64 {
        UInt64.random(in: .min ... .max)
    }
}
