import FuzzSupport
import WordSearch

// Shared by the two word-list targets through symlinks.

/// Accepted settings must be what the checks promise, and the board made from them must hide each placed
/// word exactly where it says, inside the grid, and nowhere else (a second copy would be found in the
/// wrong place). Words that did not fit are listed as left out, not lost.
func checkBoard(_ params: WordSearchParams, seed: UInt64) {
    require(WordSearchParams.sizes.contains(params.width) && WordSearchParams.sizes.contains(params.height),
            "grid \(params.width)×\(params.height) accepted")
    require(WordSearchParams.revealCounts.contains(params.reveals), "\(params.reveals) reveals accepted")
    require(WordSearchParams.wordCounts.contains(params.words.count), "\(params.words.count) words accepted")
    require(!params.directions.isEmpty, "no directions accepted")
    for word in params.words {
        require(WordSearchParams.wordLengths.contains(word.utf8.count) && word.utf8.allSatisfy { (65...90).contains($0) },
                "word \(word.debugDescription) accepted")
    }
    let game = WordSearchGame(params: params, seed: seed)
    let grid = Array(game.letters.utf8)
    require(grid.count == params.width * params.height && grid.allSatisfy { (65...90).contains($0) }, "grid is not all letters")
    require(Set(game.words + game.leftOut) == Set(params.words) && game.words.count + game.leftOut.count == params.words.count,
            "placed \(game.words) + left out \(game.leftOut) ≠ \(params.words)")
    for placed in game.placed {
        require(params.directions.contains(placed.direction), "\(placed.word) runs \(placed.direction), not allowed")
        let column = placed.start % params.width, row = placed.start / params.width
        let length = placed.word.utf8.count
        let endColumn = column + (length - 1) * placed.direction.dx, endRow = row + (length - 1) * placed.direction.dy
        require((0..<params.width).contains(endColumn) && (0..<params.height).contains(endRow) && placed.start >= 0,
                "\(placed.word) runs off the grid")
        let spelled = placed.cells(width: params.width).map { grid[$0] }
        require(spelled == Array(placed.word.utf8), "\(placed.word) is not spelled where it is placed")
        let copies = occurrences(of: Array(placed.word.utf8), in: grid, width: params.width, height: params.height)
        require(copies == 1, "\(placed.word) can be found \(copies) times in\n\(game.letters)")
    }
}

/// Distinct cell sets that spell `word` in any of the eight directions (a palindrome read back counts once).
func occurrences(of word: [UInt8], in grid: [UInt8], width: Int, height: Int) -> Int {
    var found = Set<[Int]>()
    for start in grid.indices where grid[start] == word[0] {
        for dy in -1...1 {
            for dx in -1...1 where dx != 0 || dy != 0 {
                var cells: [Int] = []
                for step in word.indices {
                    let column = start % width + step * dx, row = start / width + step * dy
                    guard (0..<width).contains(column), (0..<height).contains(row),
                          grid[row * width + column] == word[step] else { break }
                    cells.append(row * width + column)
                }
                if cells.count == word.count { found.insert(cells.sorted()) }
            }
        }
    }
    return found.count
}
