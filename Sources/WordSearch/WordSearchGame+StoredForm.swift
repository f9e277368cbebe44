import Games

/// A game is stored as one JSON object by its `Codable` conformance below: the grid as one string of letters (of the
/// params' language: a row without one is English), found and revealed words as index lists. Keys are sorted so the
/// same game is always the same text; decoding checks that it all fits together, so a damaged row is refused instead
/// of crashing a later move.
extension WordSearchGame: StoredAsJSON {
    public static let storedName = "Word Search"
}

extension WordSearchGame {
    enum CodingKeys: String, CodingKey {
        case params, seed, letters, placed, leftOut, found, revealed, pendingStart, moveCount, lastMessage
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(params, forKey: .params)
        try container.encode(seed, forKey: .seed)
        try container.encode(letters, forKey: .letters)
        try container.encode(placed, forKey: .placed)
        try container.encode(leftOut, forKey: .leftOut)
        try container.encode(found, forKey: .found)
        try container.encode(revealed, forKey: .revealed)
        try container.encodeIfPresent(pendingStart, forKey: .pendingStart)
        try container.encode(moveCount, forKey: .moveCount)
        try container.encodeIfPresent(lastMessage, forKey: .lastMessage)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let params = try container.decode(WordSearchParams.self, forKey: .params)
        let grid = Array(try container.decode(String.self, forKey: .letters).unicodeScalars)
        let alphabet = params.language.alphabet
        guard grid.count == params.width * params.height, grid.allSatisfy(alphabet.contains) else {
            throw DecodingError.dataCorruptedError(forKey: .letters, in: container,
                                                   debugDescription: "The letters do not fill a \(params.width)×\(params.height) grid.")
        }
        let placed = try container.decode([PlacedWord].self, forKey: .placed)
        guard placed.allSatisfy({ Self.lies($0, in: grid, params: params) }),
              Set(placed.map(\.word)).count == placed.count else {
            throw DecodingError.dataCorruptedError(forKey: .placed, in: container,
                                                   debugDescription: "A hidden word does not match the grid.")
        }
        let leftOut = try container.decode([String].self, forKey: .leftOut)
        let found = try container.decode([Int].self, forKey: .found)
        let revealed = try container.decode([Int].self, forKey: .revealed)
        let marked = found + revealed
        guard marked.allSatisfy(placed.indices.contains), Set(marked).count == marked.count, revealed.count <= params.reveals else {
            throw DecodingError.dataCorruptedError(forKey: .found, in: container,
                                                   debugDescription: "Found and revealed words do not match the list.")
        }
        let pendingStart = try container.decodeIfPresent(Int.self, forKey: .pendingStart)
        guard pendingStart.map(grid.indices.contains) ?? true else {
            throw DecodingError.dataCorruptedError(forKey: .pendingStart, in: container,
                                                   debugDescription: "The selected letter is not on the grid.")
        }
        self.init(params: params, seed: try container.decode(UInt64.self, forKey: .seed), grid: grid,
                  placed: placed, leftOut: leftOut, found: found, revealed: revealed, pendingStart: pendingStart,
                  moveCount: max(0, try container.decode(Int.self, forKey: .moveCount)),
                  lastMessage: try container.decodeIfPresent(String.self, forKey: .lastMessage))
    }

    /// Whether a placed word is one of the listed words, lies inside the grid and reads there.
    private static func lies(_ word: PlacedWord, in grid: [Unicode.Scalar], params: WordSearchParams) -> Bool {
        let letters = Array(word.word.unicodeScalars)
        guard params.words.contains(word.word), grid.indices.contains(word.start), !letters.isEmpty else { return false }
        let column = word.start % params.width + word.direction.dx * (letters.count - 1)
        let row = word.start / params.width + word.direction.dy * (letters.count - 1)
        guard (0..<params.width).contains(column), (0..<params.height).contains(row) else { return false }
        return zip(word.cells(width: params.width), letters).allSatisfy { grid[$0] == $1 }
    }
}
