import Foundation
import Minesweeper
import Storage
import Testing
@testable import Web

/// Daily boards: the same board for everyone on a UTC day, from a seed only the server can derive; one ranked try
/// per session, past days as practice, and a daily leaderboard for today and yesterday.
@Suite("Daily boards")
struct DailyBoardTests {
    static let day = DailyDay.milliseconds

    /// Starts a daily board through the game page's form (`day` empty: today), answering its status.
    @discardableResult
    static func startDaily(_ player: MinesweeperPlayer, level: String = "beginner", day: String? = nil,
                           practice: Bool = false) throws -> Int {
        var fields = [("level", level)]
        if let day { fields.append(("day", day)) }
        if practice { fields.append(("practice", "1")) }
        return try player.client.postForm("/minesweeper/daily", from: try player.page(), fields).status
    }

    static func today(_ site: TestSite) -> String { DailyDay(at: site.clock.now).text }

    @Test("today's board is the same for two sessions, and another one tomorrow")
    func sameForEveryone() throws {
        let site = try TestSite()
        defer { site.stop() }
        let alice = MinesweeperPlayer(site), bob = MinesweeperPlayer(site)
        for player in [alice, bob] {
            #expect(try Self.startDaily(player) == 303)
            #expect(try player.reveal(40).status == 303)
        }
        #expect(try alice.mines() == bob.mines())
        #expect(try alice.record().daily == Self.today(site))
        #expect(try alice.record().practice == false)
        let page = try alice.page()
        #expect(page.body.contains("Daily Beginner — \(DailyDay(at: site.clock.now).title)"))
        #expect(page.body.contains("· ranked"))

        site.clock.advance(by: Self.day)
        #expect(try Self.startDaily(alice) == 303)
        #expect(try alice.reveal(40).status == 303)
        #expect(try alice.record().daily == Self.today(site))
        #expect(try alice.mines() != bob.mines())
    }

    @Test("the seed comes from the oldest server key and the day, and no page shows it")
    func seedIsTheServers() throws {
        let oldKey = String(repeating: "ab", count: 32), newKey = String(repeating: "cd", count: 32)
        let seed = { (keys: [String], day: String) in
            SessionKeys(hexSecrets: keys).dailySeed(kind: "minesweeper", level: "beginner", day: day)
        }
        #expect(seed([oldKey], "2026-11-24") != seed([newKey], "2026-11-24"))
        #expect(seed([oldKey], "2026-11-24") != seed([oldKey], "2026-11-25"))
        // Adding a key (the newest signs) leaves today's board as it was.
        #expect(seed([newKey, oldKey], "2026-11-24") == seed([oldKey], "2026-11-24"))

        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try Self.startDaily(player) == 303)
        let game = try player.game()
        let seedText = String(game.seed)
        var pages = [try player.page().body]
        try player.playToLose()
        pages.append(try player.page().body)
        pages.append(try player.client.get("/daily").body)
        pages.append(try player.client.get("/leaderboard?game=minesweeper&period=daily").body)
        for body in pages {
            #expect(!body.contains(seedText))
            #expect(!body.contains("share="))
        }
    }

    @Test("one ranked try: a second start resumes it, then shows it finished; practice never ranks")
    func oneRankedTry() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try Self.startDaily(player) == 303)
        #expect(try player.reveal(40).status == 303)
        let attempt = try player.record()
        // Another game, then today's board again: the same game, as it was left, is the current one.
        try player.start([("level", "expert")])
        #expect(try player.record().level == "expert")
        #expect(try Self.startDaily(player) == 303)
        let resumed = try player.record()
        #expect(resumed.daily == attempt.daily && !resumed.practice)
        #expect(resumed.state == attempt.state && resumed.version == attempt.version)
        #expect(try site.app.database.read { c in try MoveLogStore.moves(c, gameID: resumed.id) }.count == 1)

        try player.playToWin()
        let won = try player.record()
        let scores = try player.scores()
        #expect(scores.count == 1)
        #expect(scores.first?.string("board") == "minesweeper/daily-beginner-\(Self.today(site))")
        // Starting it again, even after another game, shows the finished game and links to its replay.
        try player.start([("level", "beginner")])
        #expect(try Self.startDaily(player) == 303)
        let shown = try player.record()
        #expect(shown.outcome == "won" && shown.daily == won.daily && !shown.practice)
        #expect(try player.scores().first?.int64("game_id") == shown.id)
        let page = try player.page()
        #expect(page.body.contains("href=\"/minesweeper/replay/\(shown.id)\""))
        #expect(page.body.contains("on the Minesweeper Daily Beginner"))

        // Today's board again, asked for as practice: a new game that ranks nowhere.
        #expect(try Self.startDaily(player, practice: true) == 303)
        let practice = try player.record()
        #expect(practice.practice && practice.daily == won.daily && practice.id != shown.id)
        try player.playToWin()
        #expect(try player.scores().count == 1)
        #expect(try player.page().body.contains("· practice, not ranked"))
    }

    @Test("a past day's board is practice; a coming day's and a day too old are refused")
    func pastAndFutureDays() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let today = DailyDay(at: site.clock.now)
        #expect(try Self.startDaily(player, day: today.adding(days: -1).text) == 303)
        let past = try player.record()
        #expect(past.practice && past.daily == today.adding(days: -1).text)
        try player.playToWin()
        #expect(try player.scores().isEmpty)

        #expect(try Self.startDaily(player, day: today.adding(days: 1).text) == 403)
        #expect(try Self.startDaily(player, day: today.adding(days: -Int64(DailyDay.oldest) - 1).text) == 400)
        #expect(try Self.startDaily(player, day: "2026-02-31") == 400)
        #expect(try Self.startDaily(player, level: "custom") == 400)
        #expect(try player.record().id == past.id)
        // The same past board, the same mines.
        let other = MinesweeperPlayer(site)
        #expect(try Self.startDaily(other, day: today.adding(days: -1).text) == 303)
        #expect(try other.reveal(40).status == 303)
        #expect(try other.mines() == player.mines())
    }

    @Test("the daily leaderboard shows today's and yesterday's results; a daily win is not on the level board")
    func leaderboardWindows() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try Self.startDaily(player) == 303)
        let won = try player.playToWin()
        let score = try #require(won.hidden("score"))
        #expect(try player.client.postForm("/leaderboard/name", from: won, [("score", score), ("name", "Dora")]).status == 303)
        let dayOne = Self.today(site)
        let level = try player.client.get("/leaderboard?game=minesweeper")
        #expect(!level.body.contains("Dora"))
        let todayPage = try player.client.get("/leaderboard?game=minesweeper&period=daily")
        #expect(todayPage.status == 200)
        #expect(todayPage.body.contains("href=\"/leaderboard?game=tictactoe&amp;period=all\""))
        #expect(todayPage.body.contains("href=\"/leaderboard?game=wordsearch&amp;period=daily\""))
        #expect(try Self.board(todayPage.body, "daily-beginner-\(dayOne)").contains("Dora"))
        #expect(try Self.board(todayPage.body, "daily-beginner-\(dayOne)").contains("Today"))

        site.clock.advance(by: Self.day)
        let nextDay = try player.client.get("/leaderboard?game=minesweeper&period=daily")
        let yesterday = try Self.board(nextDay.body, "daily-beginner-\(dayOne)")
        #expect(yesterday.contains("Dora") && yesterday.contains("Yesterday"))
        #expect(try !Self.board(nextDay.body, "daily-beginner-\(Self.today(site))").contains("Dora"))
        site.clock.advance(by: Self.day)
        #expect(!(try player.client.get("/leaderboard?game=minesweeper&period=daily").body.contains("Dora")))
        #expect(try player.client.get("/leaderboard?game=tictactoe&period=daily").status == 404)
    }

    @Test("the daily page starts each board and says what became of today's try")
    func dailyPage() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/daily")
        #expect(page.status == 200)
        for action in ["/minesweeper/daily", "/wordsearch/daily"] { #expect(page.body.contains("action=\"\(action)\"")) }
        #expect(try client.get("/").body.contains("href=\"/daily\""))
        #expect(try client.postForm("/wordsearch/daily", from: page, [("level", "easy")]).status == 303)
        let sessionID = try #require(client.sessionID)
        let record = try #require(try site.app.database.read { c in
            try GameStore.current(c, sessionID: sessionID, kind: "wordsearch")
        })
        #expect(record.daily == Self.today(site) && !record.practice && record.startedAt == site.clock.now)
        #expect(try client.get("/daily").body.contains("In play"))
        #expect(try client.post("/minesweeper/daily", [("level", "beginner")]).status == 403)
    }

    /// The section of the leaderboard page for one board; a page without it fails the test (a missing board must
    /// not pass for one that does not list a name).
    static func board(_ body: String, _ level: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let start = try #require(body.range(of: "id=\"board-\(level)\""), "no section for \(level)",
                                 sourceLocation: sourceLocation)
        let rest = body[start.lowerBound...]
        let end = try #require(rest.range(of: "</section>"), "the section for \(level) does not end",
                               sourceLocation: sourceLocation)
        return String(rest[..<end.upperBound])
    }
}
