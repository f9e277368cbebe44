import Games

/// Fills the free cells of a layout with random letters, then repairs the fill wherever it
/// happens to spell a listed word a second time, in any of the 8 directions (reading a word
/// backwards is the same as reading it forwards in the opposite direction).
enum Filler {
    enum Outcome {
        case clean([UInt8])
        /// This word shows up outside its own place and the fill could not be changed to stop it
        /// (the copy is made only of hidden words' letters, or repairs kept failing).
        case repeated(wordIndex: Int)
    }

    /// Repair rounds before the layout is given up: each round changes one fill letter in every
    /// stray copy, so a couple normally suffice.
    static let repairRounds = 40

    private static func randomLetter(using random: inout SeededGenerator) -> UInt8 {
        UInt8(ascii: "A") + UInt8(random.next() % 26)
    }

    static func fill(_ layout: Layout, words: [[UInt8]], using random: inout SeededGenerator) -> Outcome {
        var letters = layout.grid
        let free = letters.map { $0 == 0 }
        for cell in letters.indices where free[cell] {
            letters[cell] = randomLetter(using: &random)
        }
        let search = StraySearch(layout: layout, words: words)
        for _ in 0..<repairRounds {
            let strays = search.strays(in: letters)
            guard !strays.isEmpty else { return .clean(letters) }
            for stray in strays {
                let changeable = stray.cells.filter { free[$0] }
                guard !changeable.isEmpty else { return .repeated(wordIndex: stray.wordIndex) }
                let cell = changeable[Int(random.next() % UInt64(changeable.count))]
                var letter = letters[cell]
                while letter == letters[cell] { letter = randomLetter(using: &random) }
                letters[cell] = letter
            }
        }
        return search.strays(in: letters).first.map { .repeated(wordIndex: $0.wordIndex) } ?? .clean(letters)
    }
}

/// Finds every copy of a placed word that is not the word's own placement.
struct StraySearch {
    struct Stray {
        let wordIndex: Int
        let cells: [Int]
    }

    private let width: Int
    private let height: Int
    private let words: [[UInt8]]
    private let placements: [(start: Int, direction: Direction)?]
    /// Placed words by first letter (A = 0), so each cell is only tried against words that
    /// start with its letter.
    private let byFirstLetter: [[Int]]

    init(layout: Layout, words: [[UInt8]]) {
        width = layout.width
        height = layout.height
        self.words = words
        placements = layout.placements
        var byFirstLetter = Array(repeating: [Int](), count: 26)
        for (index, word) in words.enumerated() where layout.placements[index] != nil {
            if let first = word.first, (65...90).contains(first) { byFirstLetter[Int(first - 65)].append(index) }
        }
        self.byFirstLetter = byFirstLetter
    }

    func strays(in letters: [UInt8]) -> [Stray] {
        var strays: [Stray] = []
        for cell in letters.indices {
            let letter = letters[cell]
            guard (65...90).contains(letter) else { continue }
            let candidates = byFirstLetter[Int(letter - 65)]
            guard !candidates.isEmpty else { continue }
            let (column, row) = (cell % width, cell / width)
            for index in candidates {
                let word = words[index]
                let last = word.count - 1
                for direction in Direction.allCases {
                    let endColumn = column + direction.dx * last
                    let endRow = row + direction.dy * last
                    guard endColumn >= 0, endColumn < width, endRow >= 0, endRow < height else { continue }
                    let step = direction.dy * width + direction.dx
                    guard spells(word, in: letters, from: cell, step: step), !isOwn(index, start: cell, direction: direction) else { continue }
                    strays.append(Stray(wordIndex: index, cells: (0...last).map { cell + $0 * step }))
                }
            }
        }
        return strays
    }

    private func spells(_ word: [UInt8], in letters: [UInt8], from start: Int, step: Int) -> Bool {
        var cell = start
        for letter in word {
            guard letters[cell] == letter else { return false }
            cell += step
        }
        return true
    }

    /// The word's own cells, read either way (a palindrome also reads from its last letter, a
    /// one-letter word in every direction).
    private func isOwn(_ index: Int, start: Int, direction: Direction) -> Bool {
        guard let placement = placements[index] else { return false }
        if placement.start == start && (placement.direction == direction || words[index].count == 1) { return true }
        let step = placement.direction.dy * width + placement.direction.dx
        return placement.start + (words[index].count - 1) * step == start && placement.direction.opposite == direction
    }
}
