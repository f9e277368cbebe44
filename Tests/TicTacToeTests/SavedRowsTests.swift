import Games
import Testing
@testable import TicTacToe

/// Rows written by the server before the game contract (JSONEncoder, keys in any order), saved verbatim: each
/// must load as the game its params, seed and moves make.
@Suite("Rows saved by earlier builds")
struct SavedRowsTests {
    struct Row: Sendable, CustomStringConvertible {
        let params: TicTacToeParams
        let seed: UInt64
        let positions: [Int]
        let text: String
        var description: String { text }
    }

    static let rows: [Row] = [
        Row(params: TicTacToeParams(mode: .vsComputer, level: .impossible, human: .x), seed: 1, positions: [],
            text: #"{"board":".........","rng":{"state":1},"state":{"inProgress":{}},"seed":1,"params":{"mode":"computer","level":"impossible","human":"X"}}"#),
        Row(params: TicTacToeParams(mode: .vsComputer, level: .easy, human: .o), seed: 42, positions: [],
            text: #"{"rng":{"state":11400714819323198527},"params":{"mode":"computer","human":"O","level":"easy"},"state":{"inProgress":{}},"lastComputerMove":1,"seed":42,"board":".X......."}"#),
        Row(params: TicTacToeParams(mode: .vsComputer, level: .medium, human: .x), seed: 7, positions: [4],
            text: #"{"state":{"inProgress":{}},"seed":7,"board":"O...X....","rng":{"state":4354685564936845361},"lastComputerMove":0,"params":{"mode":"computer","level":"medium","human":"X"}}"#),
        Row(params: TicTacToeParams(mode: .twoPlayers), seed: 3, positions: [0, 4, 1, 5, 2],
            text: #"{"board":"XXX.OO...","rng":{"state":3},"state":{"won":{"_0":"X"}},"seed":3,"params":{"mode":"two-players","human":"X","level":"impossible"}}"#),
        Row(params: TicTacToeParams(mode: .vsComputer, level: .easy, human: .x), seed: 99, positions: [0, 1, 3, 5, 6],
            text: #"{"state":{"won":{"_0":"X"}},"seed":99,"board":"XXOXOXXOO","rng":{"state":8709371129873690807},"params":{"mode":"computer","human":"X","level":"easy"}}"#),
    ]

    @Test("A saved row loads as the game it describes, and is stored again as one text", arguments: rows)
    func savedRowLoads(row: Row) throws {
        var game = TicTacToeGame(params: row.params, seed: row.seed)
        for (index, position) in row.positions.enumerated() {
            let mark: Mark? = row.params.mode == .twoPlayers ? (index.isMultiple(of: 2) ? .x : .o) : nil
            try game.apply(.place(position: position, mark: mark))
        }
        let loaded = try TicTacToeGame(storedForm: row.text)
        #expect(loaded == game)
        #expect(try TicTacToeGame(storedForm: loaded.storedForm) == game)
        #expect(loaded.storedForm == game.storedForm)
    }

    @Test("A text that is not a game is refused with the reason")
    func refused() {
        #expect(throws: StoredFormError.self) { try TicTacToeGame(storedForm: "") }
        #expect(throws: StoredFormError.self) {
            try TicTacToeGame(storedForm: #"{"board":"XX.......","rng":{"state":1},"state":{"inProgress":{}},"seed":1,"params":{"mode":"two-players","level":"easy","human":"X"}}"#)
        }
    }
}
