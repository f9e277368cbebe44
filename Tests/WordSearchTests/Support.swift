import Testing
@testable import WordSearch

/// Helpers shared by the Word Search tests, written independently of the generator's own code.
enum Support {
    /// The eight ways to read a line, as plain column and row steps.
    static let steps = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, 1), (1, -1), (-1, -1)]

    /// Every place a word can be read in the grid, as the set of cells it covers (a palindrome
    /// read both ways is one place).
    static func occurrences(of word: String, in game: WordSearchGame) -> Set<Set<Int>> {
        let grid = Array(game.letters.unicodeScalars)
        let letters = Array(word.unicodeScalars)
        var found = Set<Set<Int>>()
        for row in 0..<game.height {
            for column in 0..<game.width where grid[row * game.width + column] == letters[0] {
                for (dx, dy) in steps {
                    var cells: [Int] = []
                    for (offset, letter) in letters.enumerated() {
                        let x = column + dx * offset
                        let y = row + dy * offset
                        guard (0..<game.width).contains(x), (0..<game.height).contains(y),
                              grid[y * game.width + x] == letter else { break }
                        cells.append(y * game.width + x)
                    }
                    if cells.count == letters.count { found.insert(Set(cells)) }
                }
            }
        }
        return found
    }

    /// The letters a placed word covers, read along its direction.
    static func reading(_ placed: PlacedWord, in game: WordSearchGame) -> String {
        String(placed.cells(width: game.width).map { game.letter($0) })
    }

    /// Selects a hidden word with two taps, first letter then last (or the other way round).
    static func select(_ wordIndex: Int, in game: inout WordSearchGame, backwards: Bool = false) throws {
        let placed = game.placed[wordIndex]
        let ends = [placed.start, placed.end(width: game.width)]
        let (first, last) = backwards ? (ends[1], ends[0]) : (ends[0], ends[1])
        try game.apply(.tap(first))
        try game.apply(.tap(last))
    }

    /// The message of the `badParams` error a call throws, or nil when it throws nothing else.
    static func refusal(_ make: () throws(WordSearchError) -> WordSearchParams) -> String? {
        do {
            _ = try make()
            return nil
        } catch {
            guard case .badParams(let message) = error else { return nil }
            return message
        }
    }

    /// The original list's game on the Hard level: all six words, all eight directions.
    /// A Hard board of the original app's six words (as Hard boards of the original list were before it grew).
    static func originalGame(seed: UInt64 = 7) -> WordSearchGame {
        WordSearchGame(params: .preset(.hard, seed: seed, count: 6), seed: seed)
    }
}
