import Foundation
import Games
import Minesweeper
import Storage
import Testing
import TicTacToe
@testable import Web

/// Undo through the shared controller (`POST /<game>/undo`): each game's rule, the log entry, the marks, and that a
/// marked game ranks on no board.
@Suite("Undo")
struct UndoTests {
    static let undoButton = #"<button type="submit" class="secondary">Undo</button>"#
    static let markNote = "Undo used: this game does not rank."

    static func undo(_ client: TestClient, _ slug: String, from page: TestResponse) throws -> TestResponse {
        try client.postForm("/\(slug)/undo", from: page, [])
    }

    static func log(_ site: TestSite, _ record: GameRecord) throws -> [String] {
        try site.app.database.read { c in try MoveLogStore.moves(c, gameID: record.id) }.map(\.text)
    }

    @Test("Minesweeper: after a mine, Undo takes that uncover back; the game goes on, marked, with a death counted")
    func minesweeperAfterDeath() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        #expect(!(try player.page().body.contains(Self.undoButton)), "no undo before a mine")
        _ = try player.reveal(40)
        let beforeMine = try player.game()
        let lost = try player.playToLose()
        #expect(lost.body.contains(Self.undoButton))
        #expect(lost.body.contains(#"class="bar-form bar-undo""#), "Undo in the game bar too, for after \"See the board\"")
        let answer = try Self.undo(player.client, "minesweeper", from: lost)
        #expect(answer.status == 303 && answer.location == "/minesweeper?undone")
        // The page it leads to says so first in its play area.
        #expect(try player.page("/minesweeper?undone").body.contains("<div class=\"play-area\" id=\"play\"><p class=\"visually-hidden\" id=\"said\" data-announce>Mine taken back. "))
        let record = try player.record()
        #expect(record.outcome == "playing" && record.finishedAt == nil && record.undos == 1 && record.deaths == 1)
        #expect(try player.game() == beforeMine, "the board is as it was before the mine")
        #expect(try Self.log(site, record).last == MoveLog.undo)
        let page = try player.page()
        #expect(page.body.contains(Self.markNote))
        #expect(page.body.contains(#"<span class="visually-hidden">Deaths</span></span> <span id="deaths">1</span>"#))
        #expect(!page.body.contains(Self.undoButton), "no undo while playing on")
        // Won after all: no score on any board.
        let won = try player.playToWin()
        #expect(won.body.contains("Beginner, won after 1 undo.") && !won.body.contains("no mine touched"))
        #expect(try player.scores().isEmpty)
        #expect(try player.record().outcome == "won")
    }

    @Test("Minesweeper: no undo while playing, and none after a win, whose score stays")
    func minesweeperRefusals() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        _ = try player.reveal(40)
        let playing = try Self.undo(player.client, "minesweeper", from: try player.page())
        #expect(playing.status == 422 && playing.body.contains("There is no move to take back."))
        let won = try player.playToWin()
        #expect(!won.body.contains(Self.undoButton))
        let refused = try Self.undo(player.client, "minesweeper", from: won)
        #expect(refused.status == 422 && refused.body.contains("the win is recorded"))
        #expect(try player.record().undos == 0 && player.record().outcome == "won")
        #expect(try player.scores().count == 1)
    }

    @Test("A double-submitted Undo applies once")
    func doubleSubmit() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        try player.start([("level", "beginner"), ("noguess", "off")])
        let lost = try player.playToLose()
        #expect(try Self.undo(player.client, "minesweeper", from: lost).status == 303)
        let again = try Self.undo(player.client, "minesweeper", from: lost)
        #expect(again.status == 409 && again.body.contains("older view of this game"))
        let record = try player.record()
        #expect(record.undos == 1 && record.deaths == 1)
        #expect(try Self.log(site, record).filter { $0 == MoveLog.undo }.count == 1)
    }

    @Test("Tic-Tac-Toe against the computer: Undo takes back your move and the computer's reply")
    func ticTacToeVsComputer() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let start = try player.newGame(.vsComputer, level: .easy)
        #expect(!start.body.contains(Self.undoButton))
        let after = try player.play(4, from: start)
        #expect(try player.game().moveCount == 2)
        #expect(after.body.contains(Self.undoButton))
        #expect(try Self.undo(player.client, "tictactoe", from: after).status == 303)
        #expect(try player.game().moveCount == 0)
        let record = try player.record()
        #expect(record.undos == 1 && record.deaths == 0)
        #expect(try Self.log(site, record) == ["X4", MoveLog.undo])
        #expect(try player.page().body.contains(Self.markNote))
    }

    @Test("Tic-Tac-Toe between two players: Undo takes back the last move only; a won game is never taken back")
    func ticTacToeTwoPlayers() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        var page = try player.newGame(.twoPlayers)
        for cell in [0, 3, 1] { page = try player.play(cell, from: page) }
        #expect(try Self.undo(player.client, "tictactoe", from: page).status == 303)
        #expect(TicTacToePlayer.layout(try player.page()) == "X..O.....")
        page = try player.play(1, from: try player.page())
        page = try player.play(4, from: page)
        page = try player.play(2, from: page)
        #expect(try player.game().outcome == .won)
        #expect(!page.body.contains(Self.undoButton))
        let refused = try Self.undo(player.client, "tictactoe", from: page)
        #expect(refused.status == 422 && refused.body.contains("the win is recorded"))
        #expect(try player.game().outcome == .won)
    }

    @Test("Tic-Tac-Toe after a loss: Undo reopens the game, marked, and it never counts for the boards")
    func ticTacToeAfterLoss() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        try TicTacToeRecordsTests.tieImpossible(player)
        try TicTacToeRecordsTests.loseToImpossible(player)
        let lost = try player.page()
        #expect(lost.body.contains(Self.undoButton))
        #expect(try Self.undo(player.client, "tictactoe", from: lost).status == 303)
        let record = try player.record()
        #expect(record.outcome == "playing" && record.finishedAt == nil && record.undos == 1)
        // Finished as a tie, the marked game neither extends the streak nor records one...
        let finished = try player.playToTheEnd(TicTacToePlayer.perfect)
        #expect(try player.game().outcome == .draw)
        #expect(!finished.body.contains("Your name for the leaderboard"))
        #expect(try TicTacToeRecordsTests.rows(site, TicTacToePages.impossibleStreak).map(\.value) == [1])
        // ...and it ends the streak as a loss would: the next tie starts again from one.
        try TicTacToeRecordsTests.tieImpossible(player)
        try TicTacToeRecordsTests.tieImpossible(player)
        #expect(try TicTacToeRecordsTests.rows(site, TicTacToePages.impossibleStreak).map(\.value) == [2])
    }

    @Test("Tic-Tac-Toe: a marked win against Medium is no win on its board")
    func markedWinsDoNotCount() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        for _ in 0..<20 {
            try player.newGame(.vsComputer, level: .medium)
            let page = try player.play(TicTacToePlayer.perfect(try player.game()), from: try player.page())
            #expect(try Self.undo(player.client, "tictactoe", from: page).status == 303)
            try player.playToTheEnd(TicTacToePlayer.perfect)
            if try player.game().outcome == .won { break }
        }
        #expect(try player.game().outcome == .won && player.record().undos == 1)
        #expect(try TicTacToeRecordsTests.rows(site, TicTacToePages.mediumWins).isEmpty)
    }

    @Test("A game whose log does not lead to it (begun before moves were kept) refuses undo and is left as it was")
    func gameFromBeforeTheLog() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = TicTacToePlayer(site)
        let page = try player.play(4, from: try player.newGame(.vsComputer, level: .easy))
        _ = try site.app.database.write { c in try c.execute("DELETE FROM game_moves", []) }
        let before = try player.record()
        let refused = try Self.undo(player.client, "tictactoe", from: page)
        #expect(refused.status == 422 && refused.body.contains("began before its moves were kept"))
        #expect(try player.record() == before)
    }

    @Test("Word Search has no undo: no button, and no route")
    func wordSearchHasNone() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let page = try client.get("/wordsearch")
        #expect(!page.body.contains(Self.undoButton))
        let answer = try client.postForm("/wordsearch/undo", from: page, [])
        #expect([404, 405].contains(answer.status))
    }
}
