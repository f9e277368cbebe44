import Games
import Testing
@testable import TicTacToe

@Suite("Reading a move form")
struct MoveParsingTests {
    @Test("Every square with either mark, or none", arguments: 0..<9)
    func goodMoves(position: Int) throws {
        #expect(try blankGame.interpret(["cell": "\(position)", "mark": "X"]) == .place(position: position, mark: .x))
        #expect(try blankGame.interpret(["cell": "\(position)", "mark": "O"]) == .place(position: position, mark: .o))
        #expect(try blankGame.interpret(["cell": "\(position)"]) == .place(position: position, mark: nil))
        #expect(try blankGame.interpret(["cell": "\(position)", "mark": ""]) == .place(position: position, mark: nil))
    }

    @Test("The mark may come in lower case")
    func lowerCaseMark() throws {
        #expect(try blankGame.interpret(["cell": "3", "mark": "o"]) == .place(position: 3, mark: .o))
    }

    @Test("A missing or empty cell asks for a square", arguments: [[:], ["cell": ""], ["mark": "X"]] as [FormFields])
    func missingCell(fields: FormFields) {
        #expect(throws: TicTacToeError.badMove("Choose a square to play.")) { try blankGame.interpret(fields) }
    }

    @Test("A cell that is not a whole number is refused",
          arguments: ["four", "4.0", " 4", "4 ", "+4", "0x4", "1e1", "٤", "４", "99999999999999999999", "-"])
    func nonNumericCell(cell: String) {
        #expect(throws: TicTacToeError.badMove("That square could not be read. Choose a square on the board.")) {
            try blankGame.interpret(["cell": cell])
        }
    }

    @Test("A number off the board is out of range", arguments: ["9", "-1", "10", "123456789", "-12345678"])
    func outOfRange(cell: String) {
        #expect(throws: TicTacToeError.outOfRange) { try blankGame.interpret(["cell": cell]) }
    }

    @Test("A mark other than X or O is refused", arguments: ["Z", "XO", "0", "x ", "✕"])
    func badMark(mark: String) {
        #expect(throws: TicTacToeError.badMove("A piece is either X or O.")) {
            try blankGame.interpret(["cell": "4", "mark": mark])
        }
    }
}

/// Reading a form does not depend on the board: any game reads it the same.
private let blankGame = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 0)
