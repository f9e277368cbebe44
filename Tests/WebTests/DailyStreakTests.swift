import Foundation
import Storage
import Testing
@testable import Web

/// `/daily`'s come back tomorrow: streaks of days played and won from the session's ranked tries, over days the
/// test clock moves through, the time until the next boards, today's players and the calendar of past days.
@Suite("Daily streaks")
struct DailyStreakTests {
    static let day = DailyDay.milliseconds

    /// The text of `/daily`'s `<dd>` after the `<dt>` named `term` in the section of `game`.
    static func streak(_ body: String, game: String, _ term: String) throws -> String {
        let section = try #require(body.range(of: "id=\"days-\(game)\""))
        let rest = body[section.upperBound...]
        let dt = try #require(rest.range(of: "<dt>\(term)</dt><dd>"))
        return String(rest[dt.upperBound...].prefix { $0 != "<" })
    }

    @Test("three fake days: won, lost, won make a played streak of 3 and a won streak of 1, kept until a day is missed")
    func threeDays() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        let first = DailyDay(at: site.clock.now)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        try player.playToWin { site.clock.advance(by: 1500) }
        site.clock.advance(by: Self.day)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        try player.playToLose()
        site.clock.advance(by: Self.day)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        try player.playToWin { site.clock.advance(by: 1500) }

        var page = try player.client.get("/daily").body
        #expect(try Self.streak(page, game: "minesweeper", "Played") == "3 days in a row")
        #expect(try Self.streak(page, game: "minesweeper", "Won") == "1 day in a row")
        #expect(try Self.streak(page, game: "wordsearch", "Played") == "0 days in a row")
        #expect(try Self.streak(page, game: "minesweeper", "Today") == "1 player")
        // The calendar marks the two past days, each a button for that day's board.
        #expect(page.contains("value=\"\(first.text)\" class=\"day won\""))
        #expect(page.contains("value=\"\(first.adding(days: 1).text)\" class=\"day played\""))
        #expect(page.contains("\(first.title.split(separator: " ").prefix(2).joined(separator: " ")), won"))

        // The next day, before its board is played, the streaks still stand; a whole day missed ends them.
        site.clock.advance(by: Self.day)
        page = try player.client.get("/daily").body
        #expect(try Self.streak(page, game: "minesweeper", "Played") == "3 days in a row")
        #expect(try Self.streak(page, game: "minesweeper", "Today") == "0 players")
        site.clock.advance(by: Self.day)
        page = try player.client.get("/daily").body
        #expect(try Self.streak(page, game: "minesweeper", "Played") == "0 days in a row")
        #expect(try Self.streak(page, game: "minesweeper", "Won") == "0 days in a row")
    }

    @Test("the next boards come at 00:00 UTC: the time left, and its moment for the countdown")
    func nextBoards() throws {
        let site = try TestSite()
        defer { site.stop() }
        let today = DailyDay(at: site.clock.now)
        site.clock.set(today.start + 20 * 3_600_000 + 25 * 60_000 + 30_000)
        let page = try site.client().get("/daily").body
        #expect(page.contains("<time datetime=\"\(today.adding(days: 1).text)T00:00:00Z\">00:00 UTC</time>"))
        #expect(page.contains("data-countdown=\"\(today.adding(days: 1).text)T00:00:00Z\">3 h 34 min</span>"))
    }

    @Test("a streak counts days, not tries: two levels on one day are one day")
    func daysNotTries() {
        let today = DailyDay(number: 20_000)
        let tries = [(day: today.text, outcome: "lost"), (day: today.text, outcome: "won"),
                     (day: today.adding(days: -1).text, outcome: "won"), (day: today.adding(days: -3).text, outcome: "won")]
        let history = DailyHistory(tries: tries, today: today)
        #expect(history.playedStreak == 2)
        #expect(history.wonStreak == 2)
        #expect(history.mark(today.adding(days: -2)) == .none)
        #expect(history.mark(today.adding(days: -3)) == .won)
    }
}
