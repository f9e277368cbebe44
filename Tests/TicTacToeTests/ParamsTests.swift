import Games
import Testing
@testable import TicTacToe

@Suite("Reading the new-game form")
struct ParamsTests {
    @Test("Missing or empty fields take the defaults: against Impossible, playing X")
    func defaults() throws {
        let expected = TicTacToeParams(mode: .vsComputer, level: .impossible, human: .x)
        #expect(try TicTacToeParams.parse([:]) == expected)
        #expect(try TicTacToeParams.parse(["mode": "", "level": "", "mark": ""]) == expected)
    }

    @Test("Every choice reads back", arguments: Mode.allCases, TicTacToeLevel.allCases)
    func everyChoice(mode: Mode, level: TicTacToeLevel) throws {
        for human in Mark.allCases {
            let fields = ["mode": mode.rawValue, "level": level.rawValue, "mark": human.rawValue]
            #expect(try TicTacToeParams.parse(fields) == TicTacToeParams(mode: mode, level: level, human: human))
        }
    }

    @Test("Case does not matter")
    func caseInsensitive() throws {
        let params = try TicTacToeParams.parse(["mode": "Two-Players", "level": "EASY", "mark": "o"])
        #expect(params == TicTacToeParams(mode: .twoPlayers, level: .easy, human: .o))
    }

    @Test("A value that is not a choice is refused with the field's own message", arguments: [
        (["mode": "online"], "Choose to play against the computer or with two players."),
        (["level": "hard"], "Choose a level: Easy, Medium or Impossible."),
        (["mark": "Y"], "Choose to play X or O."),
        (["mode": "computer", "level": "impossible", "mark": "XO"], "Choose to play X or O."),
    ] as [(FormFields, String)])
    func badValues(fields: FormFields, reason: String) {
        #expect(throws: TicTacToeError.badParams(reason)) { try TicTacToeParams.parse(fields) }
    }

    @Test("Titles for the form")
    func titles() {
        #expect(TicTacToeLevel.allCases.map(\.title) == ["Easy", "Medium", "Impossible"])
        #expect(Mode.allCases.map(\.title) == ["Against the computer", "Two players"])
        #expect(Mark.x.other == .o && Mark.o.other == .x)
    }
}
