import Games
import WordSearch

/// The letter grid as the move box reads it: each letter, with "found" or "revealed" on the words the page marks
/// so, and the first letter of a selection "chosen"; the words left, the reveals and the time.
extension WordSearchPages {
    static let noteID = "hint"

    static func readable(_ view: GameView<WordSearchGame>) -> ReadableBoard {
        let game = view.game
        let cells = (0..<game.width * game.height).map { index in
            let letter = String(game.letter(index))
            if index == game.pendingStart { return letter + " chosen" }
            if game.cellIsFound(index) { return letter + " found" }
            return game.cellIsRevealed(index) ? letter + " revealed" : letter
        }
        let left = game.words.indices.filter { !game.isFound(wordIndex: $0) && !game.isRevealed(wordIndex: $0) }
            .map { game.words[$0] }
        let time = "\(view.elapsedSeconds) s"
        let status = game.outcome == .won ? "All words found, in \(time)."
            : "\(game.foundCount) of \(game.words.count) words found, \(left.count) left. "
                + "\(game.revealsLeft) reveal\(game.revealsLeft == 1 ? "" : "s") left. \(time)."
        return ReadableBoard(
            width: game.width, height: game.height, cells: cells, status: status,
            last: WordSearchSaid.last(game, move: view.lastMove),
            words: left.isEmpty ? "No words left." : "Words left: " + left.joined(separator: ", ") + ".",
            help: "Moves: a1 e5 selects a word from its first letter to its last (either order), a1 picks one letter.")
    }
}
