import Games
@testable import Minesweeper
import Testing

/// Rows written by the server before the game contract (the same hand-written layout), saved verbatim: each must
/// load as the game its params, seed and moves make, and be written back byte for byte.
@Suite struct SavedRowsTests {
    struct Row: Sendable, CustomStringConvertible {
        let params: MinesweeperParams
        let seed: UInt64
        let moves: [MinesweeperMove]
        let text: String
        var description: String { text }
    }

    static let rows: [Row] = [
        Row(params: .preset(.beginner), seed: 1, moves: [],
            text: #"{"params":{"level":"beginner","width":9,"height":9,"mines":10,"noGuess":true},"seed":1,"cells":".................................................................................","flagMode":false,"marks":false,"moves":0}"#),
        Row(params: .preset(.beginner), seed: 2, moves: [.reveal(40)],
            text: #"{"params":{"level":"beginner","width":9,"height":9,"mines":10,"noGuess":true},"seed":2,"mines":"a00000310000810c10000","cells":"...........oooo.....oooo.....oooo...oooooo...oooooo...oooooooo...ooooooo..ooooooo","flagMode":false,"marks":false,"moves":1}"#),
        Row(params: .preset(.expert), seed: 3,
            moves: [.toggleQuestionMarks, .flag(0), .flag(1), .flag(1), .reveal(200), .toggleFlagMode],
            text: #"{"params":{"level":"expert","width":30,"height":16,"mines":99,"noGuess":true},"seed":3,"mines":"4981000072001f009180301410a1424800020000c4100400400b82088001a9780801001922401c20208095a45440508001244000480d95048020c000","cells":"F?.......................................................................................................................................................................ooooo........................oooooo........................oooooo........................ooooo...........................ooo...........................................................................................................................................................................................","flagMode":true,"marks":true,"moves":4}"#),
        Row(params: try! MinesweeperParams(width: 7, height: 5, mines: 20, noGuess: false), seed: 4,
            moves: [.reveal(0), .reveal(34)],
            text: #"{"params":{"level":"custom","width":7,"height":5,"mines":20,"noGuess":false},"seed":4,"mines":"c122fb5f3","cells":"oo.....oo.....oo..................o","flagMode":false,"marks":false,"moves":2}"#),
        Row(params: .preset(.intermediate, noGuess: false), seed: 5, moves: [.reveal(100), .reveal(255)],
            text: #"{"params":{"level":"intermediate","width":16,"height":16,"mines":40,"noGuess":false},"seed":5,"mines":"00480080088426cc002000014800048a8161000020000000d0000014410022a3","cells":"oooooooooo......oooooooooo......ooooooo...........ooo.............ooooo...........ooooo............oooo............ooo........................................................................................................................oo..............oo","flagMode":false,"marks":false,"moves":2}"#),
    ]

    @Test(arguments: rows)
    func savedRowLoadsAndIsWrittenTheSame(row: Row) throws {
        let game = try MinesweeperGame.replaying(params: row.params, seed: row.seed, moves: row.moves)
        let loaded = try MinesweeperGame(storedForm: row.text)
        #expect(loaded == game)
        #expect(loaded.storedForm == row.text)
        #expect(game.storedForm == row.text)
    }

    /// A game as JSONEncoder wrote it (rows from before the hand-written layout, keys in its order) still loads,
    /// and is written back in the layout.
    @Test func encoderRowsLoad() throws {
        let text = #"{"seed":2,"mines":"a00000310000810c10000","moves":1,"cells":"...........oooo.....oooo.....oooo...oooooo...oooooo...oooooooo...ooooooo..ooooooo","params":{"height":9,"noGuess":true,"width":9,"mines":10,"level":"beginner"},"flagMode":false,"marks":false}"#
        let game = try MinesweeperGame(storedForm: text)
        #expect(game.params == .preset(.beginner) && game.seed == 2 && game.moveCount == 1 && game.revealedCount == 46)
        #expect(game.storedForm.hasPrefix(#"{"params":{"level":"beginner","width":9,"height":9,"mines":10,"noGuess":true},"seed":2,"mines":"a00000310000810c10000","#))
        #expect(try MinesweeperGame(storedForm: game.storedForm) == game)
    }
}
