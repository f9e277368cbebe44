import Games

/// Builds a board: hides the words (longest first, preferring spots that cross letters already
/// placed), then fills the rest with random letters that never spell a second copy of a word.
public enum Generator {
    /// Fresh layouts tried when a word finds no room or the letters clash, before settling for
    /// the best one: generation always ends, however crowded the grid.
    static let layoutAttempts = 20
    /// Grid sides the generator accepts: params are checked to 6–20 anyway; this only keeps
    /// unchecked test params from allocating absurd grids.
    static let sides = 1...64

    /// The board's letters row by row as UTF-8 text (one byte a letter in English), where each word is, and the
    /// words left out.
    public static func generate(params: WordSearchParams, seed: UInt64) -> (letters: [UInt8], placed: [PlacedWord], leftOut: [String]) {
        let alphabet = params.language.alphabet
        let board = codes(params: params, seed: seed, alphabet: alphabet)
        return (alphabet.text(board.codes), board.placed, board.leftOut)
    }

    /// The board's letters row by row, each a letter of the params' alphabet.
    static func letters(params: WordSearchParams, seed: UInt64) -> (letters: [Unicode.Scalar], placed: [PlacedWord], leftOut: [String]) {
        let alphabet = params.language.alphabet
        let board = codes(params: params, seed: seed, alphabet: alphabet)
        return (board.codes.map(alphabet.letter(code:)), board.placed, board.leftOut)
    }

    /// The board as its letters' alphabet codes (`Alphabet.code`): laying out and filling compare bytes whatever
    /// the script.
    private static func codes(params: WordSearchParams, seed: UInt64, alphabet: Alphabet)
        -> (codes: [UInt8], placed: [PlacedWord], leftOut: [String])
    {
        let (width, height) = (params.width, params.height)
        guard sides.contains(width), sides.contains(height) else { return ([], [], params.words) }
        var random = SeededGenerator(seed: seed)
        // A letter outside the alphabet (unchecked params) makes the word unplaceable, as an empty one is.
        let words = params.words.map { word in
            var codes: [UInt8] = []
            for letter in word.unicodeScalars {
                guard let code = alphabet.code(letter) else { return [UInt8]() }
                codes.append(code)
            }
            return codes
        }
        let directions = Direction.allCases.filter(params.directions.contains)
        // A word longer than the grid in every allowed direction is left out from the start.
        let placeable = words.indices.filter { index in
            !words[index].isEmpty && directions.contains { words[index].count <= $0.room(width: width, height: height) }
        }

        var best: Layout?
        for _ in 0..<layoutAttempts {
            // Longest first; equal lengths in a random order so the list order does not show.
            let order = placeable.map { ($0, random.next()) }
                .sorted { (words[$0.0].count, $0.1) > (words[$1.0].count, $1.1) }
                .map(\.0)
            var layout = Layout(width: width, height: height, wordCount: words.count)
            for index in order {
                _ = layout.place(index, letters: words[index], directions: directions, using: &random)
            }
            if layout.placedCount == placeable.count,
               case .clean(let letters) = Filler.fill(layout, words: words, alphabet: alphabet, using: &random) {
                return result(letters, layout, params)
            }
            if layout.placedCount > best?.placedCount ?? -1 { best = layout }
        }

        // Settle: drop whichever word keeps turning up twice until the fill comes out clean.
        // Each round removes a word, so this ends.
        var layout = best ?? Layout(width: width, height: height, wordCount: words.count)
        while true {
            switch Filler.fill(layout, words: words, alphabet: alphabet, using: &random) {
            case .clean(let letters):
                return result(letters, layout, params)
            case .repeated(let index):
                layout = layout.removing(index, words: words)
            }
        }
    }

    private static func result(_ codes: [UInt8], _ layout: Layout, _ params: WordSearchParams)
        -> (codes: [UInt8], placed: [PlacedWord], leftOut: [String])
    {
        var placed: [PlacedWord] = []
        var leftOut: [String] = []
        for (index, word) in params.words.enumerated() {
            if let placement = layout.placements[index] {
                placed.append(PlacedWord(word: word, start: placement.start, direction: placement.direction))
            } else {
                leftOut.append(word)
            }
        }
        return (codes, placed, leftOut)
    }
}
