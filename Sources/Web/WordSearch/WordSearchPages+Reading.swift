import Games
import WordSearch

/// The letter grid as the move box reads it: each letter, with "found" or "revealed" on the words the page marks
/// so, and the first letter of a selection "chosen"; the words left, the reveals and the time.
extension WordSearchPages {
    static let noteID = "hint"

    static func readable(_ view: GameView<WordSearchGame>) -> ReadableBoard {
        let game = view.game
        let english = Language.chosen == .en
        // Looked up once, filled for each letter they mark.
        let marks = english ? nil
            : (chosen: localized("{{letter}} chosen"), found: localized("{{letter}} found"), revealed: localized("{{letter}} revealed"))
        let cells = (0..<game.width * game.height).map { index in
            let letter = String(game.letter(index))
            let mark = index == game.pendingStart ? (" chosen", marks?.chosen)
                : game.cellIsFound(index) ? (" found", marks?.found)
                : game.cellIsRevealed(index) ? (" revealed", marks?.revealed) : nil
            guard let mark else { return letter }
            return mark.1.map { Placeholders.fill($0, ["letter": letter]) } ?? letter + mark.0
        }
        let left = game.words.indices.filter { !game.isFound(wordIndex: $0) && !game.isRevealed(wordIndex: $0) }
            .map { game.words[$0] }
        return ReadableBoard(
            width: game.width, height: game.height, cells: cells, status: status(view, left: left.count),
            last: WordSearchSaid.last(game, move: view.lastMove),
            words: left.isEmpty ? localized("No words left.") : localized("Words left: {{words}}.", ["words": WordSearchWords.list(left)]),
            help: localized("Moves: a1 e5 selects a word from its first letter to its last (either order), a1 picks one letter."))
    }

    /// "4 of 6 words found, 2 left. 2 reveals left. 35 s.", or the win; "1 of 1 word" of a player's own list of one.
    private static func status(_ view: GameView<WordSearchGame>, left: Int) -> String {
        let game = view.game
        let seconds = ShownNumber.integer(view.elapsedSeconds)
        guard game.outcome != .won else { return localized("All words found, in {{seconds}} s.", ["seconds": seconds]) }
        return localized(one: "{{found}} of {{count}} word found, {{left}} left.", other: "{{found}} of {{count}} words found, {{left}} left.",
                         count: game.words.count, ["found": String(game.foundCount), "left": String(left)])
            + " " + localized(one: "{{count}} reveal left. {{seconds}} s.", other: "{{count}} reveals left. {{seconds}} s.",
                              count: game.revealsLeft, ["seconds": seconds])
    }
}
