import Games
@testable import Minesweeper
import Testing

@Suite struct ContractTests {
    static let allParams: [MinesweeperParams] = [
        .preset(.beginner), .preset(.intermediate, noGuess: false), .preset(.expert), .preset(.beginner, noGuess: false),
    ]

    /// Mostly taps on covered cells and chords on numbers, sometimes toggles and anything a form could hold.
    static func form(_ game: MinesweeperGame, _ random: inout SeededGenerator) -> FormFields {
        let cells = game.width * game.height
        let cell = String(random.draw(below: cells))
        switch random.draw(below: 20) {
        case 0: return ["mode": "1"]
        case 1: return ["marks": "1", "action": "reveal", "cell": cell]
        case 2..<4:
            let numbers = (0..<cells).filter { game.chords(at: $0) }
            return ["chord": String(numbers.isEmpty ? 0 : numbers.draw(using: &random))]
        case 4..<12: return ["cell": cell]
        case 12..<18: return ["action": ["reveal", "flag"].draw(using: &random), "cell": cell]
        default:
            return [["cell": "-1"], ["cell": String(cells)], ["action": "dig", "cell": "0"], ["chord": "x"], [:],
                    ["cell": "007"], ["action": "flag"]].draw(using: &random)
        }
    }

    @Test(arguments: 0..<60)
    func randomPlayReplays(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var game = MinesweeperGame(params: Self.allParams.draw(using: &random), seed: random.next())
        let moves = play(&game, steps: 150, using: &random, form: Self.form)
        try checkReplay(game, moves: moves)
    }

    @Test(arguments: [MinesweeperMove.reveal(0), .reveal(37), .flag(0), .flag(1_499), .question(7), .clear(0),
                      .setFlagMode(true), .setFlagMode(false), .setQuestionMarks(true), .setQuestionMarks(false),
                      .toggleFlagMode, .toggleQuestionMarks, .reveal(Int.max)])
    func textRoundTrip(move: MinesweeperMove) {
        #expect(MinesweeperMove(text: move.text) == move)
    }

    @Test func textsAreShort() {
        #expect(MinesweeperMove.reveal(37).text == "r37" && MinesweeperMove.flag(37).text == "f37")
        #expect(MinesweeperMove.question(37).text == "q37" && MinesweeperMove.clear(37).text == "c37")
        #expect(MinesweeperMove.toggleFlagMode.text == "m" && MinesweeperMove.toggleQuestionMarks.text == "q")
    }

    @Test func onlyTheSettingsAreSettings() {
        #expect([MinesweeperMove.setFlagMode(true), .setQuestionMarks(false)].allSatisfy { $0.isSetting })
        // Old logs' toggles replay as the moves they were.
        #expect(![MinesweeperMove.reveal(1), .flag(1), .question(1), .clear(1), .toggleFlagMode, .toggleQuestionMarks]
            .contains { $0.isSetting })
    }

    @Test(arguments: ["", "r", "f", "r037", "r-1", "r+1", "r 1", "r1 ", "R1", "mm", "m1", "q ", "x1", "r1.0",
                      "r99999999999999999999", "c-5", "q05", "m+1", "q+ ", "z5"])
    func textRefused(text: String) {
        #expect(MinesweeperMove(text: text) == nil)
    }

    @Test func setupFormsAndSharedLinks() throws {
        #expect(try MinesweeperGame.params(from: ["level": "expert"]) == .preset(.expert))
        #expect(try MinesweeperGame.seed(from: ["level": "expert"]) == nil)
        #expect(try MinesweeperGame.seed(from: ["seed": ""]) == nil)
        // A shared board: the same size and mines, unranked, from the link's seed.
        let shared: FormFields = ["level": "expert", "seed": "1491"]
        let params = try MinesweeperGame.params(from: shared)
        #expect(params == (try MinesweeperParams(width: 30, height: 16, mines: 99, noGuess: true)))
        #expect(params.level == .custom)
        #expect(try MinesweeperGame.seed(from: shared) == 1491)
        #expect(throws: MinesweeperError.badParams("That board's seed is not a number.")) {
            try MinesweeperGame.seed(from: ["seed": "abc"])
        }
    }

    @Test func timingAndLevel() throws {
        var game = MinesweeperGame(params: .preset(.intermediate), seed: 3)
        #expect(!game.clockStarted && game.levelKey == "intermediate")
        try game.apply(.flag(5))
        try game.apply(.toggleFlagMode)
        #expect(!game.clockStarted, "flags before the first uncover do not start the clock")
        try game.apply(.reveal(100))
        #expect(game.clockStarted)
    }

    @Test func formErrors() {
        #expect(MinesweeperError.badMove("x").isFormError && MinesweeperError.badParams("x").isFormError)
        #expect(MinesweeperError.outOfRange.isFormError)
        for error in [MinesweeperError.cellIsFlagged, .alreadyRevealed, .gameOver] {
            #expect(!error.isFormError)
        }
    }
}
