import Games
import Storage

/// Everything a game page shows: the game, its stored record, the session and any message.
/// Game adapters turn it into their own flat page model.
struct GameView<Game: PlayableGame>: Sendable {
    let game: Game
    let record: GameRecord
    let visit: Visit
    let message: String?
    let isError: Bool
    let app: App

    /// Server-measured play time in whole seconds: from the start to the end, or to now while playing.
    var elapsedSeconds: Int {
        guard let started = record.startedAt else { return 0 }
        let end = record.finishedAt ?? visit.now
        return Int(max(0, end - started) / 1000)
    }

    var durationMilliseconds: Int64? {
        guard let started = record.startedAt, let finished = record.finishedAt else { return nil }
        return finished - started
    }

    func chrome(title: String, stylesheet: String) -> PageChrome {
        PageChrome(title: title, csrf: visit.session.csrfToken, section: Game.section,
                   stylesheet: stylesheet, flash: message)
    }
}
