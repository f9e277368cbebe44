import Games
import Minesweeper
import Testing

@Suite struct ParamsTests {
    @Test func presetsAreTheClassicBoards() {
        let sizes = [MinesweeperLevel.beginner, .intermediate, .expert].map {
            let p = MinesweeperParams.preset($0)
            return [p.width, p.height, p.mines]
        }
        #expect(sizes == [[9, 9, 10], [16, 16, 40], [30, 16, 99]])
        #expect(MinesweeperParams.preset(.expert).noGuess)
        #expect(!MinesweeperParams.preset(.expert, noGuess: false).noGuess)
        #expect(MinesweeperLevel.allCases.map(\.title) == ["Beginner", "Intermediate", "Expert", "Custom"])
    }

    @Test func customBoardsAreChecked() throws {
        let params = try MinesweeperParams(width: 50, height: 30, mines: 1491, noGuess: true)
        #expect(params.level == .custom && params.mines == 50 * 30 - 9)
        #expect(throws: MinesweeperError.self) { try MinesweeperParams(width: 4, height: 10, mines: 5, noGuess: true) }
        #expect(throws: MinesweeperError.self) { try MinesweeperParams(width: 51, height: 10, mines: 5, noGuess: true) }
        #expect(throws: MinesweeperError.self) { try MinesweeperParams(width: 10, height: 4, mines: 5, noGuess: true) }
        #expect(throws: MinesweeperError.self) { try MinesweeperParams(width: 10, height: 31, mines: 5, noGuess: true) }
        #expect(throws: MinesweeperError.self) { try MinesweeperParams(width: 10, height: 10, mines: 0, noGuess: true) }
        #expect(throws: MinesweeperError.badParams("A 10 × 10 board takes from 1 to 91 mines.")) {
            try MinesweeperParams(width: 10, height: 10, mines: 92, noGuess: true)
        }
    }

    @Test func formPicksALevel() throws {
        #expect(try MinesweeperParams.parse(["level": "expert"]) == .preset(.expert))
        #expect(try MinesweeperParams.parse([:]) == .preset(.beginner))
        #expect(try MinesweeperParams.parse(["level": "intermediate", "noguess": "0"]) == .preset(.intermediate, noGuess: false))
        // Width and height fields of a preset are ignored.
        #expect(try MinesweeperParams.parse(["level": "beginner", "width": "40"]).width == 9)
        #expect(throws: MinesweeperError.badParams("Choose Beginner, Intermediate, Expert or Custom.")) {
            try MinesweeperParams.parse(["level": "nightmare"])
        }
    }

    @Test func customFormFollowsTheCheckbox() throws {
        let fields: FormFields = ["level": "custom", "width": "20", "height": "10", "mines": "30"]
        let unticked = try MinesweeperParams.parse(fields)
        #expect(unticked.level == .custom && unticked.width == 20 && unticked.height == 10 && unticked.mines == 30)
        #expect(!unticked.noGuess)
        #expect(try MinesweeperParams.parse(fields.merging(["noguess": "on"]) { $1 }).noGuess)
        #expect(try MinesweeperParams.parse(fields.merging(["noguess": "1"]) { $1 }).noGuess)
        #expect(throws: MinesweeperError.self) { try MinesweeperParams.parse(fields.merging(["noguess": "maybe"]) { $1 }) }
        #expect(throws: MinesweeperError.self) { try MinesweeperParams.parse(fields.merging(["width": "twenty"]) { $1 }) }
        #expect(throws: MinesweeperError.self) { try MinesweeperParams.parse(fields.filter { $0.key != "mines" }) }
        #expect(throws: MinesweeperError.self) { try MinesweeperParams.parse(fields.merging(["height": "-3"]) { $1 }) }
    }
}
