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
            return placed(localized("Revealed {{word}}, {{first}} to {{last}}."), game.placed[index], game) + " " + wordsLeft(game)
        }
        guard let at = query["at"].flatMap(Int.init), (0..<game.width * game.height).contains(at) else { return nil }
        if game.pendingStart == at { return chosen(localized("{{cell}} chosen: {{letter}}."), at, game) }
        if let last = game.lastFoundWord {
            return placed(localized("Found {{word}}, {{first}} to {{last}}."), game.placed[last], game) + " " + wordsLeft(game)
        }
        return game.lastMessage.map(WordSearchWords.said)
    }

    /// The reading `last`: the game's last logged move and what it did ("Your last move: a1 to e5. Found SWIFT!",
    /// "Your last move: a1 chosen: S.").
    static func last(_ game: WordSearchGame, move: WordSearchMove?) -> String {
        let name = { (cell: Int) in CellName.text(cell, width: game.width) }
        // What the move did, after it.
        let message = game.lastMessage.map { " " + WordSearchWords.said($0) } ?? ""
        let said: String? = switch move {
        case .tap(let cell) where game.pendingStart == cell: chosen(localized("Your last move: {{cell}} chosen: {{letter}}."), cell, game)
        case .tap(let cell): localized("Your last move: {{cell}}, the selection’s last letter.", ["cell": name(cell)]) + message
        case .select(let from, let to): localized("Your last move: {{from}} to {{to}}.", ["from": name(from), "to": name(to)]) + message
        case .reveal(let index) where game.placed.indices.contains(index):
            placed(localized("Your last move: revealed {{word}}, {{first}} to {{last}}."), game.placed[index], game)
        default: nil
        }
        return said ?? localized("No move yet.")
    }

    /// A sentence about a letter chosen as a selection's first: "a1 chosen: S.".
    private static func chosen(_ text: String, _ cell: Int, _ game: WordSearchGame) -> String {
        Placeholders.fill(text, ["cell": CellName.text(cell, width: game.width), "letter": String(game.letter(cell))])
    }

    /// A sentence about a word and its first and last letters: "Found SWIFT, a1 to e5.".
    private static func placed(_ text: String, _ word: PlacedWord, _ game: WordSearchGame) -> String {
        Placeholders.fill(text, ["word": word.word, "first": CellName.text(word.start, width: game.width),
                                 "last": CellName.text(word.end(width: game.width), width: game.width)])
    }

    /// "4 words left.", or the end of the game.
    private static func wordsLeft(_ game: WordSearchGame) -> String {
        let left = game.words.count - game.foundCount - game.revealsUsed
        return game.outcome == .won ? localized("All words found!") : left == 0 ? localized("No word left to find.")
            : localized(one: "{{count}} word left.", other: "{{count}} words left.", count: left)
    }
}
