import Games
import Storage

/// A match between two sessions as the site reads it: the stored row and its round's game (the core in its
/// two-player form, so its rules and its stored form are the one-device game's). The stored row names the sides
/// by seat: "X" for the side that opens a round (the first of `Side.allCases`), "O" for the other.
struct OnlineMatch<Core: TwoPlayerGame>: Sendable {
    typealias Side = Core.Side
    var record: OnlineMatchRecord
    var game: Core

    /// How long the side to move may stay silent before the other side can claim the round.
    static var silence: Int64 { 10 * 60 * 1000 }

    /// Who is looking at a match.
    enum Role: Equatable {
        case player(Side)
        /// Not a player, and a side is free: this visitor may take it.
        case invited(Side)
        case spectator
    }

    /// How a round stands.
    enum Result: Equatable {
        case playing
        case won(Side)
        case draw
    }

    /// A stored match, or nil when its game cannot be read (treated as no match: a 404, not a 500).
    init?(_ record: OnlineMatchRecord) {
        guard let game = try? Core(storedForm: record.state) else { return nil }
        self.record = record
        self.game = game
    }

    /// A new match of `slug` at a new link: its creator sits on `side`, the other side waits for whoever opens it.
    init(token: String, game slug: String, creator: String, side: Side, now: Int64) {
        game = Core.betweenTwoPlayers()
        let opens = side == Self.opening
        record = OnlineMatchRecord(
            token: token, xSession: opens ? creator : nil, oSession: opens ? nil : creator,
            state: game.storedForm, version: 1, result: "playing", ending: nil, round: 1, turnStartedAt: now,
            createdAt: now, updatedAt: now, game: slug)
    }

    /// The side that opens a round, seated as "X".
    static var opening: Side { Side.allCases[0] }

    /// The side's seat as stored ("X" or "O").
    static func seat(_ side: Side) -> String { side == opening ? "X" : "O" }

    static func side(seat: String?) -> Side? {
        switch seat {
        case "X": opening
        case "O": opening.other
        default: nil
        }
    }

    func session(of side: Side) -> String? {
        side == Self.opening ? record.xSession : record.oSession
    }

    func side(of sessionID: String) -> Side? {
        Side.allCases.first { session(of: $0) == sessionID }
    }

    var freeSide: Side? {
        Side.allCases.first { session(of: $0) == nil }
    }

    /// Both sides have a player: the round can be played.
    var isSeated: Bool { freeSide == nil }

    func role(of sessionID: String) -> Role {
        if let side = side(of: sessionID) { return .player(side) }
        if let free = freeSide { return .invited(free) }
        return .spectator
    }

    var result: Result {
        if record.result == "draw" { return .draw }
        return Self.side(seat: record.result).map(Result.won) ?? .playing
    }

    var isOver: Bool { result != .playing }

    /// The side that offered a rematch of the finished round, until the other side accepts it.
    var rematchOffer: Side? {
        Self.side(seat: record.rematchOffer)
    }

    /// When `side` may claim the round: the other side is to move and has been silent for `silence`.
    func claimableAt(by side: Side) -> Int64? {
        guard !isOver, isSeated, game.turn != side else { return nil }
        return record.turnStartedAt + Self.silence
    }
}
