import Games

/// What a game's replay page shows of it, read-only: its board after a step, what each move did, and a line
/// saying which board it is. One conformance per game (`<Game>Pages+Replay.swift`); the route, the log and the
/// steps are shared (`GameReplays`, `Replay`).
protocol ReplayPages {
    associatedtype Core: Game

    /// The board with no forms and no buttons: each cell labelled with what it shows. `end`: the last step of a
    /// finished game, the only one that may show what the game page shows at its end (Minesweeper's mines); any
    /// earlier step shows only what the player saw then.
    static func replayBoard(_ game: Core, end: Bool) -> RenderedHTML
    /// One line for the move that led from `before` to `after` ("Uncover row 3, column 5").
    static func describe(_ move: Core.Move, before: Core, after: Core) -> String
    /// Which board this is ("Beginner, 9 × 9, 10 mines").
    static func summary(_ game: Core) -> String
}
