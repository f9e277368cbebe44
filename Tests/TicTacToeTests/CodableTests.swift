import Foundation
import Games
import Testing
@testable import TicTacToe

@Suite("Saving and loading a game")
struct CodableTests {
    private func roundTrip(_ game: TicTacToeGame) throws -> TicTacToeGame {
        try JSONDecoder().decode(TicTacToeGame.self, from: JSONEncoder().encode(game))
    }

    /// The JSON of a game as a dictionary, to damage one field.
    private func fields(of game: TicTacToeGame) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game))
        return try #require(object as? [String: Any])
    }

    private func decode(_ fields: [String: Any]) throws -> TicTacToeGame {
        try JSONDecoder().decode(TicTacToeGame.self, from: JSONSerialization.data(withJSONObject: fields))
    }

    @Test("A game loads exactly as it was saved, and the computer goes on choosing the same",
          arguments: TicTacToeLevel.allCases, Mark.allCases)
    func continuesTheSame(level: TicTacToeLevel, human: Mark) throws {
        for seed in 0..<UInt64(10) {
            var game = TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, level: level, human: human), seed: seed)
            var loaded = try roundTrip(game)
            #expect(loaded == game)
            // Play the same first free squares on both until the end: the replies must match.
            while game.state == .inProgress {
                let position = try #require(game.board.emptyPositions.first)
                try game.apply(.place(position: position, mark: nil))
                try loaded.apply(.place(position: position, mark: nil))
                #expect(loaded == game)
                loaded = try roundTrip(loaded)
                #expect(loaded == game)
            }
        }
    }

    @Test("A finished two-player game loads as it was")
    func finishedTwoPlayer() throws {
        let game = try twoPlayerGame(playing: [0, 3, 1, 4, 2])
        let loaded = try roundTrip(game)
        #expect(loaded == game)
        #expect(loaded.state == .won(.x))
        #expect(loaded.board.winningLine == [0, 1, 2])
    }

    @Test("The board is stored as its layout")
    func boardLayoutStored() throws {
        let game = try twoPlayerGame(playing: [4, 0])
        #expect(try fields(of: game)["board"] as? String == "O...X....")
    }

    @Test("A damaged row is refused, not loaded", arguments: [
        ("board", "XO" as any Sendable),                      // not nine squares
        ("board", "XXXX....." as any Sendable),               // X far ahead of O
        ("board", "OO......." as any Sendable),               // O ahead of X
        ("board", "XXX.OO..." as any Sendable),               // X has a line but the state says in progress
        ("lastComputerMove", 7 as any Sendable),              // an empty square
    ])
    func damaged(field: String, value: any Sendable) throws {
        var stored = try fields(of: TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, human: .x), seed: 1))
        stored[field] = value
        #expect(throws: DecodingError.self) { try decode(stored) }
    }

    @Test("A row where it is the computer's turn is refused")
    func computersTurn() throws {
        var stored = try fields(of: TicTacToeGame(params: TicTacToeParams(mode: .vsComputer, human: .o), seed: 1))
        stored["board"] = "........."
        stored["lastComputerMove"] = nil
        #expect(throws: DecodingError.self) { try decode(stored) }
    }

    @Test("A row whose state does not match its board is refused")
    func stateMismatch() throws {
        let game = try twoPlayerGame(playing: [0, 3, 1, 4, 2])
        var stored = try fields(of: game)
        stored["state"] = try fields(of: try twoPlayerGame(playing: []))["state"]
        #expect(throws: DecodingError.self) { try decode(stored) }
    }
}
