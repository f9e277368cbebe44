import Games

/// Everything a game page shows, read before the page is made: the game, its row's version and times, the
/// request, the session's token and name, any message, and the leaderboard prompt of a finished game. The
/// page model is a pure function of this (and the game's `Extra`).
struct GameView<Core: Game>: Sendable {
    let game: Core
    let version: Int
    /// When a board not stored yet was shown (its version is 0): its forms post it back, so the first move
    /// stores that board.
    let shownAt: Int64?
    let startedAt: Int64?
    let finishedAt: Int64?
    let visit: Visit
    let message: String?
    /// A player's slip, said near the board (a tap on a flagged cell): the move changed nothing.
    let note: String?
    let isError: Bool
    let ranking: RankingPrompt?
    /// Times undo was used in this game (it then ranks on no board), and the deaths it took back (Minesweeper).
    var undos = 0
    var deaths = 0
    /// A finished stored game's replay (`GameReplays`).
    var replayHref: String? = nil
    /// A daily board's line ("Daily Beginner — 24 Nov 2026"), or nil.
    var daily: DailyLine? = nil
    /// The session's statistics for this game, once it finished one.
    var stats: StatsPanel? = nil
    /// Today's daily board (`DailyDay.keepsSecret`): the page shows only what the player uncovered, and the mine that
    /// ended a lost game, never the rest of the day's board.
    var keepsDailySecret = false
    /// Where a finished stored game's share text links, absolute when the server knows its address (`ShareLink`).
    var shareLink: String? = nil
    /// A finished challenge's two sides, "You 41.2 s · Sam 38.9 s" (`ChallengeVersus`).
    var versus: String? = nil
    /// The last move of the game's log still in effect (undos taken out), read only for the reading `last`.
    var lastMove: Core.Move? = nil

    /// Server-measured play time in whole seconds: from the start to the end, or to now while playing.
    var elapsedSeconds: Int {
        Self.elapsedSeconds(startedAt: startedAt, finishedAt: finishedAt, now: visit.now)
    }

    static func elapsedSeconds(startedAt: Int64?, finishedAt: Int64?, now: Int64) -> Int {
        guard let startedAt else { return 0 }
        return Int(max(0, (finishedAt ?? now) - startedAt) / 1000)
    }

    var durationMilliseconds: Int64? {
        guard let startedAt, let finishedAt else { return nil }
        return finishedAt - startedAt
    }

    /// The page chrome of this game's page, with the message (if any) as its flash and the session's sound setting.
    func chrome(_ entry: GameEntry, title: String? = nil) -> PageChrome {
        PageChrome(title: title ?? entry.title, csrf: visit.session.csrfToken, current: entry.href,
                   stylesheet: entry.stylesheet, flash: message, sound: visit.session.sound,
                   vibration: visit.session.vibration, blind: visit.session.blind)
    }
}
