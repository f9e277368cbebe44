import Games

/// Fills the free cells of a layout with random letters, then repairs the fill wherever it
/// happens to spell a listed word a second time, in any of the 8 directions (reading a word
/// backwards is the same as reading it forwards in the opposite direction).
enum Filler {
    enum Fill {
        case clean([UInt8])
        /// This word shows up outside its own place and the fill could not be changed to stop it
        /// (the copy is made only of hidden words' letters, or repairs kept failing).
        case repeated(wordIndex: Int)
    }

    /// Repair rounds before the layout is given up: each round changes one fill letter in every
    /// stray copy, so a couple normally suffice.
    static let repairRounds = 40

    /// Letters are the alphabet's codes; a fill letter is drawn by the alphabet's letter frequencies.
    static func fill(_ layout: Layout, words: [[UInt8]], alphabet: Alphabet, using random: inout SeededGenerator) -> Fill {
        var letters = layout.grid
        let free = letters.map { $0 == 0 }
        for cell in letters.indices where free[cell] {
            letters[cell] = alphabet.randomCode(using: &random)
        }
        let search = StraySearch(layout: layout, words: words, letterCount: alphabet.count)
        for _ in 0..<repairRounds {
            let strays = search.strays(in: letters)
            guard !strays.isEmpty else { return .clean(letters) }
            for stray in strays {
                let changeable = stray.cells.filter { free[$0] }
                guard !changeable.isEmpty else { return .repeated(wordIndex: stray.wordIndex) }
                let cell = changeable[Int(random.next() % UInt64(changeable.count))]
                var letter = letters[cell]
                while letter == letters[cell] { letter = alphabet.randomCode(using: &random) }
                letters[cell] = letter
            }
        }
        return search.strays(in: letters).first.map { .repeated(wordIndex: $0.wordIndex) } ?? .clean(letters)
    }
}
