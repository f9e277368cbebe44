/// Where one word is hidden: its first letter's cell and the direction it reads in. The word is spelt in its
/// alphabet's letters, one Unicode scalar a cell.
public struct PlacedWord: Codable, Sendable, Equatable {
    public let word: String
    /// Cell index (row × width + column) of the first letter.
    public let start: Int
    public let direction: Direction

    public init(word: String, start: Int, direction: Direction) {
        self.word = word
        self.start = start
        self.direction = direction
    }

    /// The cells the word covers, first letter first, in a grid this wide.
    public func cells(width: Int) -> [Int] {
        let step = direction.dy * width + direction.dx
        return (0..<word.unicodeScalars.count).map { start + $0 * step }
    }

    /// Cell of the last letter.
    public func end(width: Int) -> Int {
        start + (word.unicodeScalars.count - 1) * (direction.dy * width + direction.dx)
    }
}
