/// A game's move log as written: one text per entry, oldest first. An entry `undo` takes back the latest entry
/// not yet taken back (a stack, as Simon Tatham's mid-layer keeps it), so the log only ever grows.
public enum MoveLog {
    /// The text of an undo entry; no game's move is spelled this way.
    public static let undo = "undo"

    /// The entries still in effect, oldest first: the log with each `undo` and the entry it took back removed.
    /// An `undo` with nothing left to take back throws.
    public static func effective(_ log: [String]) throws(ReplayFailure) -> [String] {
        var moves: [String] = []
        for (index, text) in log.enumerated() {
            guard text == undo else {
                moves.append(text)
                continue
            }
            guard moves.popLast() != nil else {
                throw ReplayFailure(entry: index, text: text, reason: "there is no move left to take back")
            }
        }
        return moves
    }
}

/// Why a move log does not replay: which entry, and what was wrong with it. Meant for the replay check and
/// logs, not for players.
public struct ReplayFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The entry's place in the effective moves (`MoveLog.effective`), or in the log for a misplaced `undo`.
    public let entry: Int
    public let text: String
    public let reason: String

    public init(entry: Int, text: String, reason: String) {
        self.entry = entry
        self.text = text
        self.reason = reason
    }

    public var description: String { "entry \(entry) (\(text)): \(reason)" }
}

extension Game {
    /// The game its params, seed and log lead to: the effective moves (`MoveLog.effective`) applied in order.
    /// A text that is no move of this game, or a move the game refuses, throws.
    public static func replaying(params: Params, seed: UInt64, log: [String]) throws(ReplayFailure) -> Self {
        var game = Self(params: params, seed: seed)
        for (index, text) in try MoveLog.effective(log).enumerated() {
            guard let move = Move(text: text) else {
                throw ReplayFailure(entry: index, text: text, reason: "no move of this game is written so")
            }
            do throws(Failure) {
                try game.apply(move)
            } catch {
                throw ReplayFailure(entry: index, text: text, reason: error.message)
            }
        }
        return game
    }
}
