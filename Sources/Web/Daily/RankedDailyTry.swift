import Storage

/// A ranked daily try is played as it falls: it has no undo, so its first mine ends it. Undo there would let a
/// player learn the day's mines one by one and still finish the ranked try; practice (which never ranks) may undo.
enum RankedDailyTry {
    /// The note an Undo posted on a ranked try gets, in the page's language; nothing is changed.
    static var noUndo: String { localized("A ranked daily try has no undo: its first mine ends it. Nothing was changed.") }
}

extension GameRecord {
    /// Whether this game is a session's ranked try at a daily board (today's, or one begun on an earlier day).
    var isRankedDailyTry: Bool { daily != nil && !practice }
}
