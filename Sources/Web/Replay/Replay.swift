import Games
import Storage

/// A game's move log played out from its params and seed: the game at the start and after each entry, and what each
/// entry did. `undo` takes back the latest entry in effect, as `Game.replaying(params:seed:log:)` does, stepwise
/// here so each step's game and description come from one pass. A log that does not read throws: it is no replay.
struct Replay<Pages: ReplayPages>: Sendable {
    typealias Core = Pages.Core

    struct Step: Sendable {
        /// The game after this entry.
        let game: Core
        /// What the entry did, for the list of moves.
        let description: String
        /// When it was played, in ms on the game's clock.
        let atMilliseconds: Int64
    }

    struct Unreadable: Error {}

    let start: Core
    let steps: [Step]

    init(params: Core.Params, seed: UInt64, log: [LoggedMove]) throws {
        start = Core(params: params, seed: seed)
        // The entries in effect, each with the game it made and what it did: an undo pops one.
        var played: [(game: Core, description: String)] = [(start, "")]
        var steps: [Step] = []
        steps.reserveCapacity(log.count)
        for entry in log {
            let before = played[played.count - 1].game
            if entry.text == MoveLog.undo {
                guard played.count > 1, let undone = played.popLast() else { throw Unreadable() }
                let description = Language.chosen == .en ? "Undo (\(undone.description))"
                    : Placeholders.fill(localized("Undo ({{move}})"), ["move": undone.description])
                steps.append(Step(game: played[played.count - 1].game, description: description,
                                  atMilliseconds: entry.atMilliseconds))
                continue
            }
            guard let move = Core.Move(text: entry.text) else { throw Unreadable() }
            var after = before
            try after.apply(move)
            let description = Pages.describe(move, before: before, after: after)
            played.append((after, description))
            steps.append(Step(game: after, description: description, atMilliseconds: entry.atMilliseconds))
        }
        self.steps = steps
    }

    /// The game after `step` entries (0: the start).
    func game(after step: Int) -> Core {
        step == 0 ? start : steps[step - 1].game
    }

    /// The game the whole log leads to.
    var end: Core { steps.last?.game ?? start }

    /// Whether the log leads to the game `stored` (as text, `state`), with the interface settings it stores and no log holds.
    func endsAt(_ stored: Core, state: String) -> Bool {
        var end = end
        end.takeSettings(from: stored)
        return end.storedForm == state
    }
}
