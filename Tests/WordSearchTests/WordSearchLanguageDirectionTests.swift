import Testing
@testable import WordSearch

/// Arabic is read right to left: its Easy and Medium words run leftwards, as an Arabic reader reads a row; the grid
/// is not mirrored. Other languages keep their directions.
@Suite("Directions in a language read right to left")
struct WordSearchLanguageDirectionTests {
    @Test("an Arabic Easy board hides its words leftwards and down; an English one rightwards and down")
    func arabicReadsLeftwards() throws {
        let arabic = WordSearchLevel.easy.directions(for: .ar)
        #expect(Set(arabic) == [.left, .down])
        #expect(Set(WordSearchLevel.medium.directions(for: .ar)) == [.left, .down, .downLeft, .upLeft])
        #expect(WordSearchLevel.hard.directions(for: .ar) == Direction.allCases)
        for language in WordSearchLanguage.allCases where language != .ar {
            #expect(WordSearchLevel.easy.directions(for: language) == WordSearchLevel.easy.directions)
        }
    }

    @Test("the words of Arabic Easy and Medium games run leftwards (or down), never rightwards", arguments: [UInt64(1), 2, 3, 42])
    func arabicGames(seed: UInt64) {
        for level in [WordSearchLevel.easy, .medium] {
            let game = WordSearchGame(params: .preset(level, language: .ar, seed: seed), seed: seed)
            #expect(!game.placed.isEmpty)
            for word in game.placed {
                #expect(word.direction.dx <= 0, "\(level) \(word.word) runs \(word.direction)")
            }
        }
    }
}
