import CoreMetrics

/// Games started and finished by game and level, and results held by the pace check, for the operator's metrics.
/// Rare next to requests, so each finds its counter by name as it happens; moves, counted on every one, have
/// theirs made once per game (`GameMoves.moved`).
enum GameTallies {
    static let startedLabel = "minigames_games_started_total"
    static let finishedLabel = "minigames_games_finished_total"
    static let heldLabel = "minigames_results_held_total"
    static let movesLabel = "minigames_moves_total"

    static func started(game: String, level: String) {
        Counter(label: startedLabel, dimensions: [("game", game), ("level", level)]).increment()
    }

    static func finished(game: String, level: String) {
        Counter(label: finishedLabel, dimensions: [("game", game), ("level", level)]).increment()
    }

    static func held(game: String) {
        Counter(label: heldLabel, dimensions: [("game", game)]).increment()
    }

    static func moves(game: String) -> Counter {
        Counter(label: movesLabel, dimensions: [("game", game)])
    }
}
