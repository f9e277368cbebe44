import Foundation
import Storage
import Testing

/// How each `SavedRows` fixture is made: real games played through the routes on this build, then
/// the rows read back with SQL. Run only when recording (`RECORD_SAVED_PAGES=1`).
struct SavedScenario: Sendable {
    let name: String
    /// Keep the session's finished games too (Tic-Tac-Toe's tally and the previous board), not only the current one.
    var history = false
    let play: @Sendable (SavedPlay) throws -> Void
}

extension SavedScenario {
    static let all: [SavedScenario] = minesweeper + wordSearch + ticTacToe + [leaderboard]

    // MARK: - Minesweeper

    static let minesweeper: [SavedScenario] = [
        SavedScenario(name: "minesweeper-beginner-new") { play in
            try play.get("/minesweeper")
        },
        SavedScenario(name: "minesweeper-part-way") { play in
            try play.get("/minesweeper")
            try play.reveal(40)
            try play.revealSafe(2)
            try play.flag(try #require(try play.mines().first))
        },
        SavedScenario(name: "minesweeper-flag-mode") { play in
            try play.get("/minesweeper")
            try play.reveal(40)
            try play.post("/minesweeper/move", [("mode", "1")])
            let mine = try #require(try play.mines().last)
            try play.flag(mine)
            play.vars["flagged"] = "\(mine)"
        },
        SavedScenario(name: "minesweeper-question-marks") { play in
            try play.get("/minesweeper")
            try play.reveal(40)
            try play.post("/minesweeper/move", [("marks", "1")])
            try play.post("/minesweeper/move", [("mode", "1")])
            let questioned = try #require(try play.safeCovered().first)
            try play.flag(questioned)
            try play.flag(questioned)
            try play.flag(try #require(try play.mines().first))
            play.vars["questioned"] = "\(questioned)"
        },
        SavedScenario(name: "minesweeper-lost") { play in
            try play.get("/minesweeper")
            try play.reveal(40)
            try play.flag(try #require(try play.safeCovered().last))  // a wrong flag
            let mines = try play.mines()
            try play.flag(mines[1])  // a right one
            try play.reveal(mines[0])
            #expect(try play.outcome("minesweeper") == "lost")
        },
        SavedScenario(name: "minesweeper-won") { play in
            try play.get("/minesweeper")
            try play.reveal(40)
            try play.minesweeperWin()
        },
        SavedScenario(name: "minesweeper-won-named") { play in
            try play.get("/minesweeper")
            try play.reveal(40)
            try play.minesweeperWin()
            try nameOwnScore(play, "Ada <Lovelace>")
        },
        SavedScenario(name: "minesweeper-expert-part-way") { play in
            try play.minesweeperNew([("level", "expert")])
            try play.reveal(8 * 30 + 15)
            try play.revealSafe(3)
            for mine in try play.mines().prefix(2) { try play.flag(mine) }
        },
        SavedScenario(name: "minesweeper-custom") { play in
            try play.minesweeperNew([("level", "custom"), ("width", "12"), ("height", "7"), ("mines", "10"), ("noguess", "off")])
            try play.reveal(3 * 12 + 6)
            try play.revealSafe(2)
        },
        SavedScenario(name: "minesweeper-custom-lost") { play in
            try play.minesweeperNew([("level", "custom"), ("width", "12"), ("height", "7"), ("mines", "10"), ("noguess", "off")])
            try play.reveal(3 * 12 + 6)
            try play.reveal(try #require(try play.mines().first))
            #expect(try play.outcome("minesweeper") == "lost")
        },
    ]

    /// Names the session's own game score through the ranking form, as the overlay does.
    static func nameOwnScore(_ play: SavedPlay, _ name: String) throws {
        let score = try play.site.app.database.read { c in
            try c.queryOne("SELECT id FROM scores WHERE session_id = ?", [.text(play.sessionID)])?.int64("id")
        }
        try play.post("/leaderboard/name", [("score", "\(try #require(score))"), ("name", name)])
    }

    // MARK: - Word Search

    static let customWords = [("custom", "text"), ("words", "SWIFT\nSERVER\nSQLITE\nCOOKIE\nTEMPLATE"),
                              ("size", "10"), ("reveals", "2")]

    static let wordSearch: [SavedScenario] = [
        SavedScenario(name: "wordsearch-easy-new") { play in
            try play.get("/wordsearch")
        },
        SavedScenario(name: "wordsearch-pending") { play in
            try play.get("/wordsearch")
            try play.find(0)
            try play.tap(try play.words()[1].start)
        },
        SavedScenario(name: "wordsearch-found-revealed") { play in
            try play.get("/wordsearch")
            try play.find(0)
            try play.find(2)
            try play.revealWord(1)
            play.vars["found"] = "0"
        },
        SavedScenario(name: "wordsearch-won") { play in
            try play.get("/wordsearch")
            for index in try play.words().indices { try play.find(index) }
            #expect(try play.outcome("wordsearch") == "won")
        },
        SavedScenario(name: "wordsearch-custom-found") { play in
            try play.post("/wordsearch/new", customWords)
            try findSwiftLast(play)
        },
        // A row with a first tap waiting and the last message still set. A tap on this build clears the
        // message, so this one row is the played game above with `pendingStart` written into its state.
        SavedScenario(name: "wordsearch-custom-pending-found") { play in
            try play.post("/wordsearch/new", customWords)
            try findSwiftLast(play)
            let words = try play.words()
            let pending = try #require(words.first { $0.word == "COOKIE" }).start
            try play.site.app.database.write { c in
                _ = try c.execute(
                    """
                    UPDATE games SET state = replace(state, '"moveCount":', '"pendingStart":' || ? || ',"moveCount":')
                    WHERE session_id = ? AND kind = 'wordsearch'
                    """, [.integer(Int64(pending)), .text(play.sessionID)])
            }
            #expect(try play.state("wordsearch")["pendingStart"] as? Int == pending)
            #expect(try play.state("wordsearch")["lastMessage"] as? String == "Found SWIFT!")
        },
    ]

    static func findSwiftLast(_ play: SavedPlay) throws {
        let words = try play.words()
        try play.find(try #require(words.firstIndex { $0.word == "SQLITE" }))
        try play.find(try #require(words.firstIndex { $0.word == "SWIFT" }))
        #expect(try play.state("wordsearch")["lastMessage"] as? String == "Found SWIFT!")
    }

    // MARK: - Tic-Tac-Toe

    /// Plays games with `choose` until one ends with `outcome`.
    static func playUntil(_ outcome: String, _ play: SavedPlay, mode: String = "computer", level: String,
                          _ choose: ([Character], Character) -> Int) throws {
        for _ in 0..<30 {
            try play.ticTacToeNew(mode, level: level)
            try play.playToTheEnd(choose)
            if try play.outcome("tictactoe") == outcome { return }
        }
        Issue.record("no \(outcome) against \(level) in 30 games")
    }

    static func twoPlayersWin(_ play: SavedPlay) throws {
        try play.ticTacToeNew("two-players")
        for cell in [0, 3, 1, 4, 2] { try play.play(cell) }
    }

    static let ticTacToe: [SavedScenario] = [
        SavedScenario(name: "tictactoe-fresh") { play in
            try play.get("/tictactoe")
        },
        SavedScenario(name: "tictactoe-part-way") { play in
            try play.ticTacToeNew("computer", level: "medium")
            try play.play(4)
        },
        SavedScenario(name: "tictactoe-won") { play in
            try playUntil("won", play, level: "easy", SavedPlay.perfect)
        },
        SavedScenario(name: "tictactoe-lost") { play in
            try playUntil("lost", play, level: "impossible", SavedPlay.firstFree)
        },
        SavedScenario(name: "tictactoe-draw") { play in
            try playUntil("draw", play, level: "impossible", SavedPlay.perfect)
        },
        SavedScenario(name: "tictactoe-two-players") { play in
            try play.ticTacToeNew("two-players")
            for cell in [0, 4, 8] { try play.play(cell) }
        },
        SavedScenario(name: "tictactoe-two-players-won") { play in
            try twoPlayersWin(play)
        },
        SavedScenario(name: "tictactoe-tally", history: true) { play in
            try playUntil("won", play, level: "easy", SavedPlay.perfect)
            try playUntil("draw", play, level: "impossible", SavedPlay.perfect)
            try playUntil("lost", play, level: "impossible", SavedPlay.firstFree)
            try playUntil("won", play, level: "medium", SavedPlay.perfect)
            try twoPlayersWin(play)
            try play.ticTacToeNew("computer", level: "medium")
        },
        // "Play again" a moment ago: the finished board fades out of the new one for 10 s.
        SavedScenario(name: "tictactoe-ghost", history: true) { play in
            try twoPlayersWin(play)
            try play.post("/tictactoe/new", [("again", "1")])
        },
    ]

    // MARK: - Leaderboard

    static let day: Int64 = 24 * 3600 * 1000

    /// Score rows written by SQL: named and unnamed, today, earlier this week (the clock's day is a Thursday)
    /// and long ago, with the session's own named row 13th of all time on the Beginner board.
    static let leaderboard = SavedScenario(name: "leaderboard") { play in
        let now = play.site.clock.now
        let names = ["Zoë & Bob", "Linus", "<b>Hacker</b>", "Margaret", "Alan", "Grace", "Edsger", "Barbara",
                     "Donald", "Ken", "Dennis", "Frances"]
        for (i, name) in names.enumerated() {
            let at = i < 4 ? now - Int64(i + 1) * 600_000 : i < 8 ? now - 2 * day - Int64(i) * 1000 : now - 10 * day
            try play.insertScore(board: "minesweeper/beginner", own: false, value: 21_000 + Int64(i) * 1_700,
                                 detail: 1.25 + Double(i) * 0.13, name: name, at: at)
        }
        try play.insertScore(board: "minesweeper/beginner", own: false, value: 9_500, detail: 4.5, name: nil, at: now - 60_000)
        try play.insertScore(board: "minesweeper/beginner", own: true, value: 47_350, detail: 0.87, name: "Me & you",
                             at: now - 3_600_000)
        try play.insertScore(board: "minesweeper/expert", own: false, value: 98_765, detail: 2.01, name: "Linus",
                             at: now - 2 * day)
        try play.insertScore(board: "minesweeper/expert", own: false, value: 754_321, detail: 0.35, name: "Alan",
                             at: now - 40 * day)
        for (i, penalty) in [0, 0, 1, 2].enumerated() {
            try play.insertScore(board: "wordsearch/easy", own: false, value: 30_000 + Int64(i) * 7_000,
                                 penalty: Int64(penalty), detail: 8, name: names[i], at: now - Int64(i) * day)
        }
        try play.insertScore(board: "wordsearch/easy", own: true, value: 25_000, penalty: 1, detail: 7, name: "Me & you",
                             at: now - 5_000)
        try play.insertScore(board: "wordsearch/hard", own: false, value: 183_000, detail: 20, name: "Barbara",
                             at: now - 3 * day)
        for (i, streak) in [7, 4, 4, 1].enumerated() {
            try play.insertScore(board: "tictactoe/impossible-streak", own: false, value: Int64(streak),
                                 higherIsBetter: true, name: names[i + 4], at: now - Int64(i) * 2 * day)
        }
        try play.insertScore(board: "tictactoe/impossible-streak", own: true, value: 2, higherIsBetter: true,
                             name: "Me & you", at: now - 120_000)
        try play.insertScore(board: "tictactoe/medium-wins", own: false, value: 1, higherIsBetter: true, name: "Ken",
                             at: now - 15 * day)
        try play.site.app.database.write { c in
            _ = try c.execute("UPDATE sessions SET name = ? WHERE id = ?", [.text("Me & you"), .text(play.sessionID)])
        }
    }
}
