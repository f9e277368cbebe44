import Games
import Storage
import TicTacToe

extension TicTacToeGame: PlayableGame {
    static var kind: String { "tictactoe" }
    static var section: PageChrome.Section { .ticTacToe }

    static func start(_ fields: [String: String], seed: UInt64) throws(TicTacToeError) -> TicTacToeGame {
        TicTacToeGame(params: try TicTacToeParams.parse(fields), seed: seed)
    }

    func playAgain(seed: UInt64) -> TicTacToeGame {
        TicTacToeGame(params: params, seed: seed)
    }

    static func parseMove(_ fields: [String: String], in game: TicTacToeGame) throws(TicTacToeError) -> TicTacToeMove {
        try parseMove(fields)
    }

    /// The page after a move names the square just played, so that piece snaps in too (not only the computer's reply).
    static func pageQuery(after move: TicTacToeMove) -> String? {
        switch move {
        case .place(let position, _): "\(TicTacToePage.playedParameter)=\(position)"
        }
    }

    static func status(of error: TicTacToeError) -> Int {
        switch error {
        case .badMove, .badParams, .outOfRange: 400
        case .cellNotEmpty, .xExpected, .oExpected, .gameNotInProgress: 422
        }
    }

    /// Two-player games and each computer level are tallied (and ranked) apart.
    var levelKey: String { params.mode == .twoPlayers ? "two-players" : params.level.rawValue }
    var hasStarted: Bool { moveCount > 0 }

    static func gameFinished(_ c: Connection, game: TicTacToeGame, record: GameRecord, now: Int64) throws {
        try TicTacToeRecords.update(c, game: game, record: record, now: now)
    }

    static func pageModel(_ view: GameView<TicTacToeGame>) throws -> TicTacToePage {
        try TicTacToePage(view)
    }
}
