import Games
@testable import Minesweeper
import Testing

/// A move typed into the move box is the move its tap makes: `e5` uncovers, `f e5` flags, `c e5` chords; case and
/// spacing are forgiven, and anything else is a slip that says what is accepted.
@Suite struct TypedMoveTests {
    let fresh = MinesweeperGame(params: .preset(.beginner), seed: 1)

    @Test(arguments: ["e5", "E5", "  e5  ", "e 5", "uncover e5", "U E5", "open e5"])
    func aCellUncovers(text: String) throws {
        #expect(try fresh.typedMove(text) == fresh.interpret(["action": "reveal", "cell": "e5"]))
        #expect(try fresh.typedMove(text) == .reveal(40))
        #expect(try fresh.interpret([TypedText.field: text]) == .reveal(40))
    }

    @Test(arguments: ["f e5", "F E5", "flag e5", "flag   e 5", "unflag e5"])
    func aFlagIsTheFlagTap(text: String) throws {
        #expect(try fresh.typedMove(text) == fresh.interpret(["action": "flag", "cell": "e5"]))
        #expect(try fresh.typedMove(text) == .flag(40))
    }

    @Test func aFlaggedCellUnflagsAsItsTapDoes() throws {
        var game = fresh
        try game.apply(.flag(40))
        #expect(try game.typedMove("f e5") == game.interpret(["action": "flag", "cell": "e5"]))
        #expect(try game.typedMove("f e5") == .clear(40))
    }

    @Test func flagModeStillUncoversATypedCell() throws {
        var game = fresh
        try game.apply(.setFlagMode(true))
        #expect(try game.typedMove("e5") == .reveal(40))
        #expect(try game.typedMove("f e5") == .flag(40))
    }

    @Test func aChordIsTheNumbersTap() throws {
        var game = try game(on: sixBySix)
        try game.apply(.reveal(0))
        let three = at(2, 2), name = CellName.text(three, width: 6)
        #expect(throws: MinesweeperError.typedNoChord) { try game.typedMove("c \(name)") }
        for mine in [at(3, 1), at(3, 2), at(1, 3)] { try game.apply(.flag(mine)) }
        #expect(try game.typedMove("chord \(name)") == game.interpret(["chord": name]))
        #expect(try game.typedMove("C \(name.uppercased())") == .reveal(three))
    }

    @Test(arguments: ["", "   ", "hello", "e", "5", "x e5", "f", "f e5 e6", "e5 f", "flag",
                      String(repeating: "e5 ", count: 40)])
    func anythingElseIsUnclear(text: String) {
        #expect(throws: MinesweeperError.typedUnclear) { try fresh.typedMove(text) }
    }

    @Test(arguments: ["j1", "a10", "f z99", "aa1", "e05"])
    func aCellOffTheBoardSaysSo(text: String) {
        #expect(throws: MinesweeperError.outOfRange) { try fresh.typedMove(text) }
    }

    @Test func everyRefusalOfATypedMoveHasANote() {
        for error in [MinesweeperError.typedUnclear, .typedNoChord, .outOfRange, .gameOver, .cellIsFlagged,
                      .alreadyRevealed] {
            let name = error.typedSlip
            #expect(name != nil)
            #expect(name.flatMap(MinesweeperError.slip) == error)
        }
        // A tap off the board is still a bad form, not a slip.
        #expect(MinesweeperError.outOfRange.slip == nil)
        #expect(MinesweeperError.typedUnclear.message.contains("f e5"))
    }
}
