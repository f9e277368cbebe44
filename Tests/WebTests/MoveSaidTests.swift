import Games
import Minesweeper
import Testing
import TicTacToe
import UltimateTicTacToe
import WordSearch
@testable import Web

/// Every move said in one sentence, made from the game as saved and the address the move led to; a page no move
/// led to says nothing.
@Suite("What a move said")
struct MoveSaidTests {
    // MARK: - Minesweeper

    /// A Beginner board opened at its centre: a number, a covered cell beside it, and its mines.
    private func minefield() throws -> (game: MinesweeperGame, number: Int, covered: Int, mine: Int) {
        var game = MinesweeperGame(params: .preset(.beginner), seed: 7)
        try game.apply(.reveal(40))
        let field = try #require(game.mineField)
        let number = try #require((0..<81).first { if case .revealed(let n) = game.cell($0) { n > 0 } else { false } })
        let covered = try #require((0..<81).first { game.cell($0) == .covered && !field.isMine($0) })
        let mine = try #require((0..<81).first { field.isMine($0) })
        return (game, number, covered, mine)
    }

    private func said(_ game: MinesweeperGame, _ query: [String: String], note: Bool = false) -> String? {
        MinesweeperSaid.sentence(game, query: query, note: note)
    }

    @Test("Minesweeper: an uncover, an empty cell, a flag, a question mark, a flag off, a chord")
    func minesweeperMoves() throws {
        var (game, number, covered, mine) = try minefield()
        let name = { CellName.text($0, width: 9) }
        let opened = game.revealedCount
        guard case .revealed(let n) = game.cell(number) else { Issue.record("not a number"); return }
        #expect(said(game, ["at": "\(number)"]) == "\(name(number)): \(n). \(opened) cells opened. 10 mines left.")
        #expect(said(game, ["at": "40"]) == "e5: empty. \(opened) cells opened. 10 mines left.")
        #expect(said(game, ["at": "\(number)", "chord": ""]) == "Chord on \(name(number)). \(opened) cells opened. 10 mines left.")
        try game.apply(.flag(mine))
        #expect(said(game, ["at": "\(mine)"]) == "Flag on \(name(mine)). 9 mines left.")
        try game.apply(.question(mine))
        #expect(said(game, ["at": "\(mine)"]) == "Question mark on \(name(mine)). 10 mines left.")
        try game.apply(.clear(mine))
        #expect(said(game, ["at": "\(mine)"]) == "Flag off \(name(mine)). 10 mines left.")
        try game.apply(.setQuestionMarks(true))
        #expect(said(game, ["at": "\(mine)"]) == "Question mark off \(name(mine)). 10 mines left.")
        try game.apply(.reveal(covered))
        #expect(said(game, ["at": "\(covered)"])?.hasPrefix("\(name(covered)): ") == true)
    }

    @Test("Minesweeper: a mine, a chord onto a mine, a win, an undo; nothing on a page no move led to")
    func minesweeperEnds() throws {
        let (game, number, _, mine) = try minefield()
        var lost = game
        try lost.apply(.reveal(mine))
        #expect(said(lost, ["at": "\(mine)"]) == "\(CellName.text(mine, width: 9)): mine. You lost.")
        #expect(said(lost, ["at": "\(number)", "chord": ""]) == "Chord on \(CellName.text(number, width: 9)) hit a mine. You lost.")
        var won = game
        let field = try #require(won.mineField)
        for cell in 0..<81 where !field.isMine(cell) && won.cell(cell) == .covered { try won.apply(.reveal(cell)) }
        #expect(won.outcome == .won)
        let last = try #require((0..<81).last { !field.isMine($0) })
        #expect(said(won, ["at": "\(last)"])?.hasSuffix(". Every safe cell is open: you win!") == true)
        #expect(said(game, ["undone": ""]) == "Mine taken back. \(game.revealedCount) cells opened. 10 mines left.")
        #expect(said(game, [:]) == nil)
        #expect(said(game, ["started": ""]) == nil)
        #expect(said(game, ["at": "mode"]) == nil)
        #expect(said(game, ["at": "\(number)"], note: true) == nil)
        #expect(said(game, ["at": "81"]) == nil)
    }

    // MARK: - Word Search

    @Test("Word Search: a first letter, a find, a miss, a reveal, the last word; nothing without a move")
    func wordSearch() throws {
        var game = WordSearchGame(params: try WordSearchGame.params(from: ["level": "easy"]), seed: 3)
        let name = { CellName.text($0, width: game.width) }
        let word = game.placed[0], end = word.end(width: game.width)
        try game.apply(.tap(word.start))
        #expect(WordSearchSaid.sentence(game, query: ["at": "\(word.start)"], note: false)
                == "\(name(word.start)) chosen: \(game.letter(word.start)).")
        try game.apply(.tap(end))
        let left = game.words.count - 1
        #expect(WordSearchSaid.sentence(game, query: ["at": "\(end)"], note: false)
                == "Found \(word.word), \(name(word.start)) to \(name(end)). \(left) words left.")
        try game.apply(.select(from: word.start, to: word.start + 1 == end ? word.start : word.start + 1))
        #expect(WordSearchSaid.sentence(game, query: ["at": "\(word.start)"], note: false) == game.lastMessage)
        try game.apply(.reveal(wordIndex: 1))
        let revealed = game.placed[1]
        #expect(WordSearchSaid.sentence(game, query: ["revealed": "1"], note: false)
                == "Revealed \(revealed.word), \(name(revealed.start)) to \(name(revealed.end(width: game.width))). \(left - 1) words left.")
        for index in 2..<game.placed.count {
            try game.apply(.select(from: game.placed[index].start, to: game.placed[index].end(width: game.width)))
        }
        #expect(WordSearchSaid.sentence(game, query: ["at": "\(game.placed.last!.start)"], note: false)?
            .hasSuffix(". All words found!") == true)
        #expect(WordSearchSaid.sentence(game, query: [:], note: false) == nil)
        #expect(WordSearchSaid.sentence(game, query: ["at": "0"], note: true) == nil)
    }

    // MARK: - Tic-Tac-Toe and Ultimate

    @Test("Tic-Tac-Toe: you and the computer, two players, an end, an undo; nothing without a move")
    func ticTacToe() throws {
        var game = TicTacToeGame(params: try TicTacToeGame.params(from: ["mode": "computer", "level": "easy"]), seed: 1)
        try game.apply(.place(position: 4, mark: .x))
        let reply = try #require(game.lastComputerMove)
        #expect(TicTacToeSaid.sentence(game, query: ["played": "4"], note: false)
                == "You b2, computer \(CellName.text(reply, width: 3)). Your turn.")
        #expect(TicTacToeSaid.sentence(game, query: ["played": "\(reply)"], note: false) == nil)
        #expect(TicTacToeSaid.sentence(game, query: [:], note: false) == nil)
        #expect(TicTacToeSaid.sentence(game, query: ["undone": ""], note: false) == "Move taken back. Your turn.")

        var two = TicTacToeGame(params: try TicTacToeGame.params(from: ["mode": "two-players"]), seed: 1)
        for (square, mark) in [(0, Mark.x), (3, .o), (1, .x), (4, .o)] { try two.apply(.place(position: square, mark: mark)) }
        #expect(TicTacToeSaid.sentence(two, query: ["played": "4"], note: false) == "O b2. X to move.")
        try two.apply(.place(position: 2, mark: .x))
        #expect(TicTacToeSaid.sentence(two, query: ["played": "2"], note: false) == "X c1. X wins!")
    }

    @Test("Ultimate: the board you are sent to, or any open board; two players say who played")
    func ultimate() throws {
        var game = UltimateTicTacToeGame(params: try UltimateTicTacToeGame.params(from: ["mode": "two-players"]), seed: 1)
        // e5 is the centre board's centre: it sends O to the centre board.
        try game.apply(.place(cell: 40, mark: .x))
        #expect(UltimateTicTacToeSaid.sentence(game, query: ["played": "40"], note: false)
                == "X centre b2. O to move: play in the centre board.")
        #expect(UltimateTicTacToeSaid.sentence(game, query: ["played": "e5"], note: false)
                == "X centre b2. O to move: play in the centre board.")
        var computer = UltimateTicTacToeGame(params: try UltimateTicTacToeGame.params(from: ["mode": "computer", "level": "easy"]), seed: 1)
        try computer.apply(.place(cell: 0, mark: .x))
        let reply = try #require(computer.lastComputerMove)
        let said = try #require(UltimateTicTacToeSaid.sentence(computer, query: ["played": "0"], note: false))
        #expect(said.hasPrefix("You top-left a1, computer \(UltimateTicTacToePage.shortPlace(ofCell: reply)). Your turn: play in "))
        #expect(UltimateTicTacToeSaid.sentence(computer, query: [:], note: false) == nil)
    }
}
