import Games

/// One game of Word Search: the board, which words are found or revealed, and the first tap of
/// a selection in progress. Everything here survives a reload as one compact JSON value.
public struct WordSearchGame: Sendable, Equatable {
    public let params: WordSearchParams
    public let seed: UInt64
    /// The grid row by row, letters of the game's alphabet (upper-case A–Z in English).
    let grid: [Unicode.Scalar]
    /// Where each listed word is hidden, in list order. Only for the end of a game: the
    /// positions of unfound words must not reach the browser before then.
    public let placed: [PlacedWord]
    /// Words that could not be hidden (too long for the grid, or no room): shown with a note.
    public let leftOut: [String]
    /// Indices into `placed`, in the order the player found or revealed them.
    var found: [Int]
    var revealed: [Int]
    /// The first tap of a selection, kept between requests so a reload keeps it highlighted.
    public internal(set) var pendingStart: Int?
    public internal(set) var moveCount: Int
    /// What the last tap did ("Found SWIFT!"); cleared by the next move.
    public internal(set) var lastMessage: String?
    /// Per cell, derived from `found` and `revealed`: bit 0 found, bit 1 revealed.
    var marks: [UInt8]

    /// A new game on a board generated from the seed; a level's game also draws its words with it, so "play again"
    /// draws new ones (a player's own words are kept), in the params' language. It draws as many words as the params
    /// hold, so a stored game replays to its board even after its list grew.
    public init(params: WordSearchParams, seed: UInt64) {
        let params = params.level == .custom
            ? params : .preset(params.level, listID: params.listID ?? WordLists.original.id, language: params.language,
                               seed: seed, count: params.words.count)
        let board = Generator.letters(params: params, seed: seed)
        self.init(params: params, seed: seed, grid: board.letters, placed: board.placed, leftOut: board.leftOut,
                  found: [], revealed: [], pendingStart: nil, moveCount: 0, lastMessage: nil)
    }

    init(params: WordSearchParams, seed: UInt64, grid: [Unicode.Scalar], placed: [PlacedWord], leftOut: [String],
         found: [Int], revealed: [Int], pendingStart: Int?, moveCount: Int, lastMessage: String?) {
        self.params = params
        self.seed = seed
        self.grid = grid
        self.placed = placed
        self.leftOut = leftOut
        self.found = found
        self.revealed = revealed
        self.pendingStart = pendingStart
        self.moveCount = moveCount
        self.lastMessage = lastMessage
        marks = Array(repeating: 0, count: grid.count)
        for index in found { mark(index, with: 1) }
        for index in revealed { mark(index, with: 2) }
    }

    mutating func mark(_ wordIndex: Int, with bit: UInt8) {
        for cell in placed[wordIndex].cells(width: width) { marks[cell] |= bit }
    }

    public var width: Int { params.width }
    public var height: Int { params.height }

    /// The letter in a cell (row × width + column); a space for a cell not on the board.
    public func letter(_ index: Int) -> Character {
        guard grid.indices.contains(index) else { return " " }
        return Character(grid[index])
    }

    /// The whole grid, row by row.
    public var letters: String {
        var text: [UInt8] = []
        text.reserveCapacity(grid.count)
        for letter in grid {
            if letter.isASCII { text.append(UInt8(truncatingIfNeeded: letter.value)) } else { text.append(contentsOf: letter.utf8) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The game's language, which its words and letters are in.
    public var language: WordSearchLanguage { params.language }

    /// The list shown to the player: the hidden words, in list order.
    public var words: [String] { placed.map(\.word) }

    public func isFound(wordIndex: Int) -> Bool { found.contains(wordIndex) }
    public func isRevealed(wordIndex: Int) -> Bool { revealed.contains(wordIndex) }

    /// Whether the cell is part of a word the player found.
    public func cellIsFound(_ index: Int) -> Bool { marks.indices.contains(index) && marks[index] & 1 != 0 }
    /// Whether the cell is part of a word shown by a reveal.
    public func cellIsRevealed(_ index: Int) -> Bool { marks.indices.contains(index) && marks[index] & 2 != 0 }

    public var revealsLeft: Int { max(0, params.reveals - revealed.count) }

    /// Whether a reveal on this word would be taken: the game is on, the word is neither found nor revealed,
    /// and a reveal is left.
    public func canReveal(wordIndex: Int) -> Bool {
        outcome == .playing && placed.indices.contains(wordIndex) && !isFound(wordIndex: wordIndex)
            && !isRevealed(wordIndex: wordIndex) && revealsLeft > 0
    }
    public var revealsUsed: Int { revealed.count }
    /// Words found by selecting them; revealed words do not count.
    public var foundCount: Int { found.count }

    /// Won once every hidden word is found or revealed. A revealed word counts as done so the
    /// game can end; the leaderboard ranks games that used reveals after those that did not.
    public var outcome: Outcome {
        !placed.isEmpty && found.count + revealed.count == placed.count ? .won : .playing
    }
}
