import Games
@testable import Minesweeper
import Testing

/// What a posted form means in the current game: the core decides uncover, chord or flag.
@Suite struct InterpretTests {
    let fresh = MinesweeperGame(params: .preset(.beginner), seed: 1)

    @Test func formsBecomeMoves() throws {
        #expect(try fresh.interpret(["action": "reveal", "cell": "37"]) == .reveal(37))
        #expect(try fresh.interpret(["action": "flag", "cell": "0"]) == .flag(0))
        // The setting buttons switch a setting (never a logged move).
        #expect(try fresh.interpret(["mode": "1"]) == .setFlagMode(true))
        #expect(try fresh.interpret(["marks": ""]) == .setQuestionMarks(true))
        #expect(try fresh.interpret(["action": "reveal", "mode": "1"]) == .setFlagMode(true))
        #expect(try fresh.interpret(["chord": "5", "marks": "1"]) == .setQuestionMarks(true))
        #expect(try fresh.interpret(["chord": "5"]) == .reveal(5))
        #expect(try fresh.interpret(["cell": "3"]) == .reveal(3))
        // Range is the game's business: a negative cell reads and is refused when applied.
        #expect(try fresh.interpret(["action": "reveal", "cell": "-4"]) == .reveal(-4))
    }

    @Test(arguments: [
        ["action": "reveal"],
        ["action": "reveal", "cell": "three"],
        ["action": "reveal", "cell": "99999999999999999999"],
        ["action": "explode", "cell": "3"],
        ["cell": ""],
        ["chord": "x"],
        [:],
    ])
    func badFormsAreRefused(fields: [String: String]) {
        #expect {
            try fresh.interpret(fields)
        } throws: { error in
            guard let error = error as? MinesweeperError, case .badMove(let text) = error else { return false }
            return !text.isEmpty && error.isFormError
        }
    }

    /// The 6×6 board after uncovering the top-left corner: (2, 2) shows 3, with mines at (3, 1), (3, 2) and
    /// (1, 3), and (2, 3) and (3, 3) still covered.
    @Test func aTapOnANumberChordsOnceItsFlagsArePlaced() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(0))
        let three = at(2, 2)
        #expect(game.cell(three) == .revealed(3))
        #expect(!game.chords(at: three), "no flags yet")
        try game.apply(.flag(at(3, 1)))
        try game.apply(.flag(at(3, 2)))
        #expect(!game.chords(at: three), "two flags of three")
        try game.apply(.flag(at(1, 3)))
        #expect(game.chords(at: three), "all three flags: its covered neighbours can be uncovered")
        try game.apply(.toggleFlagMode)
        #expect(try game.interpret(["cell": String(three)]) == .reveal(three), "a chord even in flag mode")
        #expect(try game.interpret(["cell": String(at(5, 5))]) == .flag(at(5, 5)))
        #expect(!game.chords(at: 0) && !game.chords(at: at(3, 0)) && !game.chords(at: -1) && !game.chords(at: 99))
    }

    @Test func aNumberWithNothingLeftToUncoverDoesNotChord() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(0))
        // (2, 1) shows 3 with (3, 0), (3, 1), (3, 2) all mines: flag them, and it has no covered neighbour.
        let three = at(2, 1)
        for mine in [at(3, 0), at(3, 1), at(3, 2)] { try game.apply(.flag(mine)) }
        #expect(game.cell(three) == .revealed(3))
        #expect(!game.chords(at: three), "its other neighbours were uncovered with the corner")
    }
}
