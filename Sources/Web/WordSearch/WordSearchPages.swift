import Games
import Storage
import WordSearch

/// Word Search on the site: its registry line, its page, and its boards (one per level, by time, with the
/// reveals used as a penalty).
enum WordSearchPages: GamePages {
    static let entry = GameEntry(
        Self.self, slug: "wordsearch", title: localized("Word Search"), shortTitle: localized("Words"),
        subtitle: localized("Find every hidden word"),
        boards: [("easy", { localized("Easy") }, .time), ("medium", { localized("Medium") }, .time),
                 ("hard", { localized("Hard") }, .time)],
        detail: LeaderboardDetail(title: localized("Reveals")) { entry in ShownNumber.integer(entry.penalty) },
        boardNote: localized("Games that used reveals rank after all games without."))

    static func page(_ view: GameView<WordSearchGame>, _ chrome: GameChrome, _: Void) -> WordSearchPage {
        WordSearchPage(view, chrome)
    }

    /// The result card's heading and text, once every word is found.
    static func result(_ view: GameView<WordSearchGame>) -> GameResult? {
        let game = view.game
        guard game.outcome == .won else { return nil }
        let level = WordSearchPage.levelTitle(game.params)
        let text: String
        if game.revealsUsed == 0 {
            text = localized(one: "{{level}}: you found {{found}} of {{count}} word without a reveal.",
                             other: "{{level}}: you found {{found}} of {{count}} words without a reveal.",
                             count: game.words.count, ["level": level, "found": String(game.foundCount)])
        } else {
            text = localized(one: "{{level}}: you found {{found}} of {{total}} words with {{count}} reveal.",
                             other: "{{level}}: you found {{found}} of {{total}} words with {{count}} reveals.",
                             count: game.revealsUsed,
                             ["level": level, "found": String(game.foundCount), "total": String(game.words.count)])
        }
        return GameResult(heading: localized("All words found!"), text: text, tone: "won")
    }

    /// The words found, and the reveals used: never which words, nor where.
    static func shareLine(_ view: GameView<WordSearchGame>) -> ShareLine {
        let game = view.game
        let found = String(game.foundCount), total = game.words.count
        let measure: String
        if game.revealsUsed == 0 {
            measure = localized(one: "{{found}} of {{count}} word, no reveals", other: "{{found}} of {{count}} words, no reveals",
                                count: total, ["found": found])
        } else {
            measure = localized(one: "{{found}} of {{total}} words, {{count}} reveal",
                                other: "{{found}} of {{total}} words, {{count}} reveals",
                                count: game.revealsUsed, ["found": found, "total": String(total)])
        }
        return ShareLine(level: WordSearchPage.levelTitle(game.params), measure: measure)
    }

    /// The page after a move focuses what was played, the letter with the id `letter`: the tapped one (`at`; for a
    /// drag, its last letter), so focus stays on the grid after a find, or the first letter of a word just revealed
    /// (`revealed`). Its `scroll-margin` puts the grid at the same place on the screen after every move.
    static func focus(after move: WordSearchMove) -> MoveFocus {
        switch move {
        case .tap(let cell), .select(from: _, to: let cell): MoveFocus(query: "at=\(cell)", fragment: "letter")
        case .reveal(let word): MoveFocus(query: "revealed=\(word)", fragment: "letter")
        }
    }

    /// A new game's page focuses its first cell.
    static let startFocus = MoveFocus.started

    /// A new game is made in the page's language (`WordSearchLanguages`), and keeps it.
    static func newParams(_ fields: FormFields) throws(WordSearchError) -> WordSearchParams {
        try WordSearchGame.params(from: fields, language: WordSearchLanguages.page)
    }

    /// One daily board per language, at the default level with the original words: `easy`, `easy-es`, …
    static let dailyLevels = WordSearchLanguages.dailyLevels

    static func dailyParams(level: String) -> WordSearchParams? {
        guard let daily = WordSearchLanguages.daily(level) else { return nil }
        return try? WordSearchGame.params(from: ["level": daily.level.rawValue], language: daily.language)
    }

    /// A refusal in the page's language (`WordSearchWords`).
    static func message(_ failure: WordSearchError) -> String {
        WordSearchWords.message(failure)
    }

    /// Why a win is held for review: English, for the operator's pages (`ScoreStore.hold`).
    static func implausiblePace(_ game: WordSearchGame, milliseconds: Int64) -> String? {
        WordSearchPace.check(words: game.foundCount, taps: game.moveCount, milliseconds: milliseconds)
    }

    /// A won preset game goes on its board (a daily game only on its day's board): time from first view to last
    /// word, reveals as the penalty.
    static func score(_ game: WordSearchGame, milliseconds: Int64) -> GameScore? {
        GameScore(value: milliseconds, penalty: game.revealsUsed, detail: Double(game.foundCount))
    }
}
