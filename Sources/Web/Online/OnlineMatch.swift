import Storage
import TicTacToe

/// A match between two sessions as the site reads it: the stored row and its round's game (the Tic-Tac-Toe core
/// in two-player mode, so its rules and its stored form are the one-device game's).
struct OnlineMatch: Sendable {
    var record: OnlineMatchRecord
    var game: TicTacToeGame

    /// How long the side to move may stay silent before the other side can claim the round.
    static let silence: Int64 = 10 * 60 * 1000

    /// Who is looking at a match.
    enum Role: Equatable {
        case player(Mark)
        /// Not a player, and a side is free: this visitor may take it.
        case invited(Mark)
        case spectator
    }

    /// How a round stands.
    enum Result: Equatable {
        case playing
        case won(Mark)
        case draw
    }

    /// A stored match, or nil when its game cannot be read (treated as no match: a 404, not a 500).
    init?(_ record: OnlineMatchRecord) {
        guard let game = try? TicTacToeGame(storedForm: record.state) else { return nil }
        self.record = record
        self.game = game
    }

    /// A new match at a new link: its creator sits on `side`, the other side waits for whoever opens the link.
    init(token: String, creator: String, side: Mark, now: Int64) {
        game = Self.newGame()
        record = OnlineMatchRecord(
            token: token, xSession: side == .x ? creator : nil, oSession: side == .o ? creator : nil,
            state: game.storedForm, version: 1, result: "playing", ending: nil, round: 1, turnStartedAt: now,
            createdAt: now, updatedAt: now)
    }

    static func newGame() -> TicTacToeGame {
        // Two players: no computer, so the seed is never drawn from.
        TicTacToeGame(params: TicTacToeParams(mode: .twoPlayers), seed: 0)
    }

    func session(of side: Mark) -> String? {
        side == .x ? record.xSession : record.oSession
    }

    func side(of sessionID: String) -> Mark? {
        Mark.allCases.first { session(of: $0) == sessionID }
    }

    var freeSide: Mark? {
        Mark.allCases.first { session(of: $0) == nil }
    }

    /// Both sides have a player: the round can be played.
    var isSeated: Bool { freeSide == nil }

    func role(of sessionID: String) -> Role {
        if let side = side(of: sessionID) { return .player(side) }
        if let free = freeSide { return .invited(free) }
        return .spectator
    }

    var result: Result {
        switch record.result {
        case Mark.x.rawValue: .won(.x)
        case Mark.o.rawValue: .won(.o)
        case "draw": .draw
        default: .playing
        }
    }

    var isOver: Bool { result != .playing }

    /// The side that offered a rematch of the finished round, until the other side accepts it.
    var rematchOffer: Mark? {
        record.rematchOffer.flatMap(Mark.init(rawValue:))
    }

    /// When `side` may claim the round: the other side is to move and has been silent for `silence`.
    func claimableAt(by side: Mark) -> Int64? {
        guard !isOver, isSeated, game.turn != side else { return nil }
        return record.turnStartedAt + Self.silence
    }
}
