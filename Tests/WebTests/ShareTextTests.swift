import Foundation
import Minesweeper
import Storage
import Testing
import TicTacToe
@testable import Web

/// The share text under a finished game: game, level, day of a daily, result and time, the game's measure, the rank
/// if ranked, and an absolute link, with nothing of a daily board in it.
@Suite("Share text")
struct ShareTextTests {
    /// The text in the page's share box, as the browser reads it; nil when the page has none.
    static func shareText(_ page: TestResponse) -> String? {
        guard let open = page.body.range(of: "<textarea id=\"share-text\""),
              let start = page.body.range(of: ">", range: open.upperBound..<page.body.endIndex),
              let end = page.body.range(of: "</textarea>", range: start.upperBound..<page.body.endIndex) else { return nil }
        return String(page.body[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    static func time(_ record: GameRecord) throws -> String {
        LeaderboardBoard.seconds(try #require(record.finishedAt) - (try #require(record.startedAt)))
    }

    static func rate(_ game: MinesweeperGame, _ record: GameRecord) throws -> String {
        let ms = try #require(record.finishedAt) - (try #require(record.startedAt))
        return Hundredths.format(Double(try #require(game.threeBV)) / (Double(ms) / 1000))
    }

    @Test("a ranked daily win: day, time, 3BV/s, #1 today, and its challenge at the public URL")
    func rankedDailyWin() throws {
        let site = try TestSite(publicURL: "https://games.example.org/")
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        #expect(Self.shareText(try player.page()) == nil)
        let won = try player.playToWin { site.clock.advance(by: 1500) }
        let record = try player.record(), game = try player.game()
        let day = DailyDay(at: site.clock.now).title
        #expect(Self.shareText(won) == """
            Minesweeper · Daily Beginner · \(day)
            Won in \(try Self.time(record)) · 3BV/s \(try Self.rate(game, record)) · #1 today
            https://games.example.org/minesweeper/challenge/\(record.id)
            """)
    }

    @Test("a lost daily says its time only: no cell, no 3BV, no replay of the day's board")
    func lostDaily() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        site.clock.advance(by: 2000)
        let lost = try player.playToLose()
        let record = try player.record()
        let text = try #require(Self.shareText(lost))
        #expect(text == """
            Minesweeper · Daily Beginner · \(DailyDay(at: site.clock.now).title)
            Lost in \(try Self.time(record))
            http://127.0.0.1:\(site.port)/minesweeper/challenge/\(record.id)
            """)
        #expect(!text.contains("replay") && !text.contains("3BV"))
    }

    @Test("a level win ranks on its board; a past day's practice ranks nowhere")
    func levelWinAndPractice() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start()
        let won = try player.playToWin { site.clock.advance(by: 1500) }
        var record = try player.record()
        let text = try #require(Self.shareText(won))
        #expect(text.hasPrefix("Minesweeper · Beginner\nWon in \(try Self.time(record)) · 3BV/s "))
        #expect(text.hasSuffix(" · #1 on Minesweeper Beginner\nhttp://127.0.0.1:\(site.port)/minesweeper/challenge/\(record.id)"))

        let yesterday = DailyDay(at: site.clock.now).adding(days: -1)
        #expect(try DailyBoardTests.startDaily(player, day: yesterday.text) == 303)
        let practice = try player.playToWin { site.clock.advance(by: 1500) }
        record = try player.record()
        #expect(record.practice)
        let lines = try #require(Self.shareText(practice)).split(separator: "\n")
        #expect(lines.first == "Minesweeper · Daily Beginner · \(yesterday.title)")
        #expect(lines.count == 3 && !lines[1].contains("#"))
        #expect(lines.last.map(String.init) == "http://127.0.0.1:\(site.port)/minesweeper/challenge/\(record.id)")
    }

    @Test("a Word Search daily win says the words found and its rank, never a word")
    func wordSearchDaily() throws {
        let site = try TestSite()
        defer { site.stop() }
        var play = try WordSearchPlay(site, starting: false)
        #expect(try play.post("/wordsearch/daily", [("level", "easy")]).status == 303)
        let words = try play.stored().game.words
        for index in words.indices {
            site.clock.advance(by: 3000)
            try play.find(index)
        }
        let text = try #require(Self.shareText(play.page))
        let record = try play.stored().record
        #expect(text.hasPrefix("Word Search · Daily Easy"))
        #expect(text.contains("· \(DailyDay(at: site.clock.now).title)\nWon in \(try Self.time(record)) · \(words.count) of \(words.count) words, no reveals · #1 today\n"))
        for word in words { #expect(!text.uppercased().contains(word.uppercased())) }
    }

    @Test("Tic-Tac-Toe says the result against the computer's level")
    func ticTacToe() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try player.newGame(.vsComputer, level: .impossible)
        let end = try player.playToTheEnd(TicTacToePlayer.firstFree)
        let record = try player.record()
        #expect(Self.shareText(end) == """
            Tic-Tac-Toe · Against Impossible
            Lost to Impossible in \(try Self.time(record))
            http://127.0.0.1:\(site.port)/tictactoe/challenge/\(record.id)
            """)
    }
}
