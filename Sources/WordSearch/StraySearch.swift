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
    /// Placed words by first letter (its code less one), so each cell is only tried against words that
    /// start with its letter.
    private let byFirstLetter: [[Int]]

    /// Words and letters are alphabet codes, 1 through `letterCount`.
    init(layout: Layout, words: [[UInt8]], letterCount: Int) {
        width = layout.width
        height = layout.height
        self.words = words
        placements = layout.placements
        var byFirstLetter = Array(repeating: [Int](), count: letterCount)
        for (index, word) in words.enumerated() where layout.placements[index] != nil {
            if let first = word.first, (1...letterCount).contains(Int(first)) { byFirstLetter[Int(first) - 1].append(index) }
        }
        self.byFirstLetter = byFirstLetter
    }

    func strays(in letters: [UInt8]) -> [Stray] {
        var strays: [Stray] = []
        for cell in letters.indices {
            let letter = Int(letters[cell])
            guard letter >= 1, letter <= byFirstLetter.count else { continue }
            let candidates = byFirstLetter[letter - 1]
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
