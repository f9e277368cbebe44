import Games

/// Words being laid out on an empty grid, before the fill letters go in. Cells hold a letter's alphabet code
/// (`Alphabet.code`, from 1), or 0 while free.
struct Layout {
    let width: Int
    let height: Int
    private(set) var grid: [UInt8]
    /// The axes of the words through each cell: words may cross but never share a line.
    private var axes: [UInt8]
    /// Where each word (by its index in the params) went, nil while unplaced.
    private(set) var placements: [(start: Int, direction: Direction)?]

    init(width: Int, height: Int, wordCount: Int) {
        self.width = width
        self.height = height
        grid = Array(repeating: 0, count: width * height)
        axes = grid
        placements = Array(repeating: nil, count: wordCount)
    }

    var placedCount: Int { placements.count { $0 != nil } }

    /// Places a word where it overlaps the most letters already on the grid (denser puzzles),
    /// choosing at random among equally good spots. Returns false when it fits nowhere.
    mutating func place(_ index: Int, letters word: [UInt8], directions: [Direction],
                        using random: inout SeededGenerator) -> Bool {
        let length = word.count
        var best = -1
        var ties: UInt64 = 0
        var choice: (start: Int, direction: Direction)?
        for direction in directions where length <= direction.room(width: width, height: height) {
            let step = direction.dy * width + direction.dx
            let axis = direction.axis
            // First-letter positions that keep the whole word inside the grid.
            let columns = direction.dx > 0 ? 0...(width - length) : direction.dx < 0 ? (length - 1)...(width - 1) : 0...(width - 1)
            let rows = direction.dy > 0 ? 0...(height - length) : direction.dy < 0 ? (length - 1)...(height - 1) : 0...(height - 1)
            for row in rows {
                for column in columns {
                    let start = row * width + column
                    guard let overlap = overlap(word, from: start, step: step, axis: axis), overlap >= best else { continue }
                    if overlap > best {
                        best = overlap
                        ties = 0
                    }
                    // Reservoir sampling: each of the equally good spots is kept with equal chance.
                    ties += 1
                    if random.next() % ties == 0 { choice = (start, direction) }
                }
            }
        }
        guard let choice else { return false }
        write(word, at: choice)
        placements[index] = choice
        return true
    }

    /// How many of the word's letters would land on letters already there, or nil when a letter
    /// disagrees, the word would run along another word's line, or it would add no letter at all.
    private func overlap(_ word: [UInt8], from start: Int, step: Int, axis: UInt8) -> Int? {
        var cell = start
        var shared = 0
        for letter in word {
            let here = grid[cell]
            if here != 0 {
                guard here == letter, axes[cell] & axis == 0 else { return nil }
                shared += 1
            }
            cell += step
        }
        return shared < word.count ? shared : nil
    }

    private mutating func write(_ word: [UInt8], at placement: (start: Int, direction: Direction)) {
        let step = placement.direction.dy * width + placement.direction.dx
        var cell = placement.start
        for letter in word {
            grid[cell] = letter
            axes[cell] |= placement.direction.axis
            cell += step
        }
    }

    /// The same layout without one word; letters it shared with crossing words stay.
    func removing(_ index: Int, words: [[UInt8]]) -> Layout {
        var layout = Layout(width: width, height: height, wordCount: placements.count)
        for (other, placement) in placements.enumerated() where other != index {
            if let placement {
                layout.write(words[other], at: placement)
                layout.placements[other] = placement
            }
        }
        return layout
    }
}
