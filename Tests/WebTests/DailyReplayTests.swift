import Foundation
import Games
import Minesweeper
import Storage
import Testing
@testable import Web

/// The learn-then-replay attack on today's daily Expert board: one cookie learns the board, a fresh cookie replays
/// only its 3BV cells at a steady pace on the (test) server clock. A ranked try has no undo, so it teaches no more than
/// its player uncovered before the first mine; a board learnt whole another way (practice after the ranked try, which
/// may undo) and replayed faster than a person plays is held. docs/games.md ("Fair without accounts") says what is left.
@Suite("Daily learn-then-replay")
struct DailyReplayTests {
    static let firstClick = 40
    static let paces = [2.0, 8.5]

    /// What a learner saw of the board: the numbers of the cells it uncovered, and the mines it hit.
    struct Knowledge {
        var numbers: [Int: Int] = [:]
        var mines: Set<Int> = []

        mutating func learn(_ game: MinesweeperGame) {
            for cell in 0..<(game.width * game.height) {
                switch game.cell(cell) {
                case .revealed(let number): numbers[cell] = number
                case .explodedMine: mines.insert(cell)
                default: break
                }
            }
        }
    }

    /// A scripted cookie posting straight to the move and undo routes, with its session's token and its game's version.
    struct Script {
        let player: MinesweeperPlayer
        let csrf: String

        /// A fresh cookie with today's daily Expert board started (ranked when it is the cookie's first try).
        init(_ site: TestSite, player: MinesweeperPlayer? = nil, practice: Bool = false) throws {
            self.player = player ?? MinesweeperPlayer(site)
            #expect(try DailyBoardTests.startDaily(self.player, level: "expert", practice: practice) == 303)
            csrf = try #require(try self.player.page().hidden("csrf"))
        }

        @discardableResult
        func post(_ path: String, _ fields: [(String, String)] = []) throws -> TestResponse {
            try player.client.post(path, fields + [("csrf", csrf), ("version", "\(try player.record().version)")])
        }

        @discardableResult
        func reveal(_ cell: Int) throws -> TestResponse { try post("/minesweeper/move", [("action", "reveal"), ("cell", "\(cell)")]) }
    }

    /// The issue's learner: uncovers every covered cell in board order and tries to undo each mine, going on while
    /// undo is allowed; answers what it saw.
    static func clickEverythingUndoingMines(_ script: Script) throws -> Knowledge {
        var knowledge = Knowledge()
        #expect(try script.reveal(firstClick).status == 303)
        var cell = 0
        while cell < 480, try script.player.game().outcome == .playing {
            defer { cell += 1 }
            guard try script.player.game().cell(cell) == .covered else { continue }
            #expect(try script.reveal(cell).status == 303)
            guard try script.player.game().outcome == .lost else { continue }
            knowledge.learn(try script.player.game())
            guard try script.post("/minesweeper/undo").status == 303 else { break }
        }
        knowledge.learn(try script.player.game())
        return knowledge
    }

    /// A fresh cookie's ranked try replaying what `knowledge` holds, one click every 1/`pace` s on the server clock:
    /// the same first click, each known empty cell (an opening), each known number left covered (the 3BV cells),
    /// then, past what it knows, the covered cells in board order that are not known mines. Answers its final game.
    static func replay(_ site: TestSite, _ knowledge: Knowledge, pace: Double) throws -> (Script, MinesweeperGame) {
        let script = try Script(site)
        #expect(try script.player.record().practice == false, "a fresh cookie's first try is ranked")
        let started = site.clock.now
        #expect(try script.reveal(firstClick).status == 303)
        for click in 1..<480 {
            let game = try script.player.game()
            guard game.outcome == .playing else { break }
            let covered = (0..<480).filter { game.cell($0) == .covered }
            let next = covered.first { knowledge.numbers[$0] == 0 } ?? covered.first { knowledge.numbers[$0] != nil }
                ?? covered.first { !knowledge.mines.contains($0) }
            site.clock.set(started + Int64((Double(click) * 1000 / pace).rounded()))
            #expect(try script.reveal(try #require(next)).status == 303)
        }
        return (script, try script.player.game())
    }

    /// The replay's result row on the daily board, if it has one, as (held reason, whether it shows under `name`).
    static func result(_ site: TestSite, _ script: Script, name: String) throws -> (held: String?, shown: Bool)? {
        let id = try script.player.record().id
        guard let score = try script.player.scores().first(where: { $0.int64("game_id") == id }) else { return nil }
        let page = try script.player.page()
        if let scoreID = score.int64("id") {
            _ = try script.player.client.postForm("/leaderboard/name", from: page, [("score", "\(scoreID)"), ("name", name)])
        }
        let board = try site.client().get("/leaderboard?game=minesweeper&period=daily")
        let day = try DailyBoardTests.board(board.body, "daily-expert-\(DailyBoardTests.today(site))")
        return (score.string("held"), day.contains(name))
    }

    @Test("the undo-learn-replay: the learner's ranked try ends at its first mine, so a replay at 2 and 8.5 clicks/s cannot finish")
    func undoLearnReplay() throws {
        let site = try TestSite(moderation: PaceTests.checked)
        defer { site.stop() }
        let learner = try Script(site)
        let knowledge = try Self.clickEverythingUndoingMines(learner)
        let record = try learner.player.record()
        #expect(record.outcome == "lost" && record.undos == 0 && record.deaths == 0)
        #expect(knowledge.mines.count == 1, "it knows the one mine that ended its try, no other")

        for pace in Self.paces {
            let (script, game) = try Self.replay(site, knowledge, pace: pace)
            #expect(game.outcome == .lost, "at \(pace) clicks/s it has to step into cells it never saw, and meets a mine")
            #expect(try Self.result(site, script, name: "Replay\(Int(pace * 10))") == nil, "at \(pace) clicks/s")
        }
        #expect(try site.app.database.read { c in try c.query("SELECT id FROM scores") }.isEmpty)
    }

    @Test("a board learnt whole in practice and replayed at 8.5 clicks/s is held; at 2 clicks/s it ranks as a person's would")
    func learntInPracticeThenReplayed() throws {
        let site = try TestSite(moderation: PaceTests.checked)
        defer { site.stop() }
        let learner = try Script(site)
        _ = try Self.clickEverythingUndoingMines(learner)
        // After its ranked try, the same board as practice, where undo is allowed: it learns every mine.
        let practice = try Script(site, player: learner.player, practice: true)
        #expect(try practice.player.record().practice)
        let knowledge = try Self.clickEverythingUndoingMines(practice)
        let record = try practice.player.record()
        #expect(record.outcome == "won" && record.undos > 0 && record.deaths == record.undos)
        #expect(knowledge.mines.isSubset(of: Set(try practice.player.mines())))
        #expect(knowledge.numbers.count == 480 - 99, "it has seen every safe cell")

        let (fast, fastGame) = try Self.replay(site, knowledge, pace: 8.5)
        #expect(fastGame.outcome == .won)
        let threeBV = try #require(fastGame.threeBV)
        #expect(fastGame.moveCount == threeBV, "only the 3BV cells")
        let held = try #require(try Self.result(site, fast, name: "Replay85"))
        #expect(held.held?.contains("3BV/s, above the 5.64 a person reaches on Expert") == true, "\(held.held ?? "not held")")
        #expect(!held.shown, "a held result is on no board")

        // At a person's pace (about 70 s on Expert) the replay is a fast person's first try, as far as a server
        // without accounts can tell: it ranks, and the docs say so.
        let (slow, slowGame) = try Self.replay(site, knowledge, pace: 2)
        #expect(slowGame.outcome == .won)
        let ranked = try #require(try Self.result(site, slow, name: "Replay20"))
        #expect(ranked.held == nil && ranked.shown)
    }

    @Test("a ranked daily try offers no Undo, on its page or in its in-place answer; an Undo post is refused and changes nothing")
    func rankedTryHasNoUndo() throws {
        let site = try TestSite()
        defer { site.stop() }
        let player = MinesweeperPlayer(site)
        #expect(try DailyBoardTests.startDaily(player) == 303)
        #expect(try player.reveal(Self.firstClick).status == 303)
        let mine = try #require(try player.mines().first)
        let page = try player.page()
        var fields = [("action", "reveal"), ("cell", "\(mine)")]
        fields += [("csrf", try #require(page.hidden("csrf"))), ("version", try #require(page.hidden("version")))]
        let inPlace = try player.client.post("/minesweeper/move", fields, headers: [("X-Minigames-Fragment", "1")])
        #expect(inPlace.status == 200 && inPlace.body.contains("data-fragment=\"main\""))
        let lost = try player.page()
        for answer in [inPlace, lost] {
            #expect(answer.body.contains("That was a mine, and it ends this ranked try."))
            #expect(!answer.body.contains("/minesweeper/undo") && !answer.body.contains(UndoTests.undoButton))
        }
        let before = try player.record()
        let refused = try UndoTests.undo(player.client, "minesweeper", from: lost)
        #expect(refused.status == 422)
        #expect(refused.body.contains("A ranked daily try has no undo: its first mine ends it. Nothing was changed."))
        #expect(!refused.body.contains("/minesweeper/undo"))
        #expect(try player.record() == before)
        #expect(try UndoTests.log(site, before).last != MoveLog.undo)

        // Practice on the same board never ranks, and may undo.
        #expect(try DailyBoardTests.startDaily(player, practice: true) == 303)
        let practiceLost = try player.playToLose(firstClick: Self.firstClick)
        #expect(try player.record().practice)
        #expect(practiceLost.body.contains(UndoTests.undoButton) && practiceLost.body.contains("That was a mine. Today"))
        #expect(try UndoTests.undo(player.client, "minesweeper", from: practiceLost).status == 303)
        #expect(try player.record().outcome == "playing" && player.record().undos == 1)
    }
}
