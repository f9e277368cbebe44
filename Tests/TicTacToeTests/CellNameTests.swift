import Games
import Testing
import TicTacToe

/// Cell buttons post a cell's name ("b2"), which a text browser shows beside the cell; an index still reads.
@Suite("Cell names")
struct CellNameTests {
    @Test("Names run a, b, … z, aa by column and 1, 2 … by row, and read back")
    func roundTrip() {
        #expect(CellName.text(0, width: 3) == "a1")
        #expect(CellName.text(4, width: 3) == "b2")
        #expect(CellName.text(8, width: 3) == "c3")
        #expect(CellName.text(29, width: 30) == "ad1")
        #expect(CellName.text(479, width: 30) == "ad16")
        #expect(CellName.column(25) == "z" && CellName.column(26) == "aa" && CellName.column(51) == "az" && CellName.column(52) == "ba")
        for (width, height) in [(3, 3), (9, 9), (30, 16), (50, 30)] {
            for index in 0..<(width * height) {
                #expect(CellName.index(CellName.text(index, width: width), width: width, height: height) == index)
            }
        }
    }

    @Test("An index still reads; a name off the board or malformed does not", arguments: [
        ("4", 4), ("-1", -1), ("b2", 4), ("c3", 8), ("d1", nil), ("a4", nil), ("a0", nil), ("a01", nil), ("B2", nil),
        ("b", nil), ("2b", nil), ("", nil), ("b2 ", nil), ("aaaa1", nil), ("a99999", nil), ("1234567890", nil),
    ] as [(String, Int?)])
    func reading(text: String, index: Int?) {
        #expect(CellName.index(text, width: 3, height: 3) == index)
    }

    @Test("Tic-Tac-Toe takes a square by its name or its index; a name off the board is refused")
    func ticTacToe() throws {
        let game = TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers, level: .easy, human: .x), seed: 1)
        #expect(try game.interpret(["cell": "b2", "mark": "X"]) == .place(position: 4, mark: .x))
        #expect(try game.interpret(["cell": "4", "mark": "X"]) == .place(position: 4, mark: .x))
        #expect(throws: TicTacToeError.self) { try game.interpret(["cell": "d4", "mark": "X"]) }
    }
}
