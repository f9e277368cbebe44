import Games
import Minesweeper
import Storage

extension MinesweeperGame: PlayableGame {
    static var kind: String { "minesweeper" }
    static var section: PageChrome.Section { .minesweeper }

    /// A new board from the setup form. A shared link's `seed` replays that board, played as a
    /// custom board of the same size: the layout depends only on size, mines, seed and first click,
    /// so the mines are the same, but a board whose seed was known before the start never ranks.
    static func start(_ fields: [String: String], seed: UInt64) throws(MinesweeperError) -> MinesweeperGame {
        let params = try MinesweeperParams.parse(fields)
        guard let shared = fields["seed"], !shared.isEmpty else { return MinesweeperGame(params: params, seed: seed) }
        guard let sharedSeed = UInt64(shared) else { throw .badParams("That board's seed is not a number.") }
        let unranked = try MinesweeperParams(width: params.width, height: params.height, mines: params.mines,
                                             noGuess: params.noGuess)
        return MinesweeperGame(params: unranked, seed: sharedSeed)
    }

    func playAgain(seed: UInt64) -> MinesweeperGame {
        MinesweeperGame(params: params, seed: seed)
    }

    /// A tap on an uncovered number posts `chord` instead of `cell`, so it chords in flag mode too.
    static func parseMove(_ fields: [String: String], in game: MinesweeperGame) throws(MinesweeperError) -> MinesweeperMove {
        if fields["mode"] == nil, fields["marks"] == nil, let chord = fields["chord"] {
            guard let cell = Int(chord) else { throw .badMove("That move does not name a cell.") }
            return .reveal(cell)
        }
        return try parseMove(fields)
    }

    /// The page after a move focuses what was just played: the cell, or the toggle that was pressed.
    static func pageQuery(after move: MinesweeperMove) -> String? {
        switch move {
        case .reveal(let cell), .flag(let cell): "at=\(cell)"
        case .toggleFlagMode: "at=mode"
        case .toggleQuestionMarks: "at=marks"
        }
    }

    static func status(of error: MinesweeperError) -> Int {
        switch error {
        case .badMove, .badParams, .outOfRange: 400
        case .cellIsFlagged, .alreadyRevealed, .gameOver: 422
        }
    }

    var levelKey: String { params.level.rawValue }
    var hasStarted: Bool { started }

    /// A won classic board goes on its leaderboard (custom boards are not ranked), timed from
    /// the first uncover to the last, with its 3BV/s.
    static func gameFinished(_ c: Connection, game: MinesweeperGame, record: GameRecord, now: Int64) throws {
        guard game.outcome == .won, let boards = LeaderboardBoards.minesweeper(game.levelKey) else { return }
        try boards.recordWin(c, record, now: now) { milliseconds in
            Double(game.threeBV ?? 0) / (Double(milliseconds) / 1000)
        }
    }

    static func pageModel(_ view: GameView<MinesweeperGame>) throws -> MinesweeperPage {
        try MinesweeperPage(view)
    }
}
