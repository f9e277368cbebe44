import Games
import WordSearch

/// What the last move did, in one sentence, the first text of the play area ("Found SWIFT, a1 to e5. 4 words
/// left.", "a1 chosen: S."): made from the game as saved and the address the move led to (`?at=`, `?revealed=`), so
/// a page no move led to says nothing; a reload of that address says it again.
enum WordSearchSaid {
    /// `note`: the move was a slip, whose note says what happened instead.
    static func sentence(_ game: WordSearchGame, query: [String: String], note: Bool) -> String? {
        guard !note else { return nil }
        if let index = query["revealed"].flatMap(Int.init), game.placed.indices.contains(index),
           game.isRevealed(wordIndex: index) {
            return "Revealed \(place(game.placed[index], game)). \(wordsLeft(game))"
        }
        guard let at = query["at"].flatMap(Int.init), (0..<game.width * game.height).contains(at) else { return nil }
        if game.pendingStart == at { return "\(CellName.text(at, width: game.width)) chosen: \(game.letter(at))." }
        if let last = game.lastFoundWord {
            return "Found \(place(game.placed[last], game)). \(wordsLeft(game))"
        }
        return game.lastMessage
    }

    /// The reading `last`: the game's last logged move and what it did ("Your last move: a1 to e5. Found SWIFT!",
    /// "Your last move: a1 chosen: S.").
    static func last(_ game: WordSearchGame, move: WordSearchMove?) -> String {
        let name = { (cell: Int) in CellName.text(cell, width: game.width) }
        let said: String? = switch move {
        case .tap(let cell) where game.pendingStart == cell: "\(name(cell)) chosen: \(game.letter(cell))."
        case .tap(let cell): "\(name(cell)), the selection’s last letter." + (game.lastMessage.map { " " + $0 } ?? "")
        case .select(let from, let to): "\(name(from)) to \(name(to))." + (game.lastMessage.map { " " + $0 } ?? "")
        case .reveal(let index) where game.placed.indices.contains(index): "revealed \(place(game.placed[index], game))."
        default: nil
        }
        return said.map { "Your last move: " + $0 } ?? "No move yet."
    }

    /// "SWIFT, a1 to e5": the word and its first and last letters.
    private static func place(_ word: PlacedWord, _ game: WordSearchGame) -> String {
        "\(word.word), \(CellName.text(word.start, width: game.width)) to \(CellName.text(word.end(width: game.width), width: game.width))"
    }

    /// "4 words left.", or the end of the game.
    private static func wordsLeft(_ game: WordSearchGame) -> String {
        let left = game.words.count - game.foundCount - game.revealsUsed
        return game.outcome == .won ? "All words found!" : left == 0 ? "No word left to find." : "\(left) word\(left == 1 ? "" : "s") left."
    }
}
