import Testing
@testable import WordSearch

@Suite("Generator")
struct GeneratorTests {
    static let levels: [WordSearchLevel] = [.easy, .medium, .hard]

    @Test("Every placed word reads correctly along its direction, in an allowed direction", arguments: levels)
    func placedWordsRead(level: WordSearchLevel) {
        for seed in UInt64(0)..<100 {
            let list = WordLists.all[Int(seed) % WordLists.all.count]
            let game = WordSearchGame(params: .preset(level, listID: list.id, seed: seed), seed: seed)
            #expect(game.letters.utf8.count == level.size * level.size)
            #expect(game.letters.utf8.allSatisfy { (65...90).contains($0) })
            #expect(game.leftOut.isEmpty)
            #expect(game.words == game.params.words)
            for placed in game.placed {
                #expect(Support.reading(placed, in: game) == placed.word, "seed \(seed), \(placed)")
                #expect(level.directions.contains(placed.direction))
            }
        }
    }

    @Test("Overlapping words share their letters, cross rather than run along one line, and overlaps are common")
    func overlapsShareLetters() {
        var sharedCells = 0
        for seed in UInt64(0)..<100 {
            let game = WordSearchGame(params: .preset(.hard, listID: "animals", seed: seed), seed: seed)
            var owners: [Int: [(word: Int, offset: Int)]] = [:]
            for (index, placed) in game.placed.enumerated() {
                for (offset, cell) in placed.cells(width: game.width).enumerated() {
                    owners[cell, default: []].append((index, offset))
                }
            }
            for (cell, words) in owners where words.count > 1 {
                sharedCells += 1
                for (word, offset) in words {
                    #expect(Array(game.placed[word].word)[offset] == game.letter(cell))
                }
                let axes = words.map { game.placed[$0.word].direction }.map { Set([$0, $0.opposite]) }
                #expect(Set(axes).count == axes.count, "two words along one line at cell \(cell), seed \(seed)")
            }
        }
        // Preferring overlaps: 100 Hard boards of 15 words cross each other hundreds of times.
        #expect(sharedCells > 300)
    }

    @Test("The same seed gives the same board; different seeds give different boards")
    func deterministic() {
        let params = WordSearchParams.preset(.medium, listID: "fruits", seed: 3)
        #expect(WordSearchGame(params: params, seed: 42) == WordSearchGame(params: params, seed: 42))
        let boards = Set((UInt64(0)..<20).map { WordSearchGame(params: params, seed: $0).letters })
        #expect(boards.count == 20)
    }

    @Test("A word longer than the grid in every allowed direction is left out, the rest are placed")
    func oversizedWordsLeftOut() throws {
        let params = try WordSearchParams.custom(wordsText: "Swift, Elephants, Java", size: "6", reveals: "1")
        let game = WordSearchGame(params: params, seed: 1)
        #expect(game.leftOut == ["ELEPHANTS"])
        #expect(game.words == ["SWIFT", "JAVA"])
        #expect(game.placed.allSatisfy { Support.reading($0, in: game) == $0.word })
    }

    @Test("A word that fits only in a direction that is not allowed is left out")
    func leftOutByDirection() {
        // 8 wide, 12 high, across only: a 10-letter word has no room.
        let params = WordSearchParams(level: .custom, width: 8, height: 12, words: ["OBJECTIVEC", "SWIFT"],
                                      reveals: 0, directions: [.right], listID: nil)
        let board = Generator.generate(params: params, seed: 5)
        #expect(board.leftOut == ["OBJECTIVEC"])
        #expect(board.placed.map(\.word) == ["SWIFT"])
        #expect(board.placed.allSatisfy { $0.direction == .right })
    }

    @Test("A crowded grid leaves words out instead of looping forever")
    func crowdedGridEnds() throws {
        var random = SplitMix(state: 99)
        let words = (0..<30).map { _ in String((0..<6).map { _ in Character(Unicode.Scalar(UInt8(65 + random.next() % 26))) }) }
        let params = try WordSearchParams.custom(wordsText: words.joined(separator: "\n"), size: "6", reveals: "0")
        let game = WordSearchGame(params: params, seed: 11)
        #expect(!game.placed.isEmpty)
        #expect(!game.leftOut.isEmpty)
        #expect(game.placed.count + game.leftOut.count == 30)
        for placed in game.placed {
            #expect(Support.occurrences(of: placed.word, in: game) == [Set(placed.cells(width: game.width))])
        }
    }

    @Test("Unchecked settings never crash the generator: empty, one-letter, duplicate and nested words")
    func oddWordsDoNotCrash() {
        let params = WordSearchParams(level: .custom, width: 6, height: 6, words: ["", "A", "AB", "AB", "ABC", "CBA"],
                                      reveals: 0, directions: Direction.allCases, listID: nil)
        let board = Generator.generate(params: params, seed: 2)
        #expect(board.letters.count == 36)
        #expect(board.placed.count + board.leftOut.count == 6)
        #expect(board.leftOut.contains(""))
        let tiny = WordSearchParams(level: .custom, width: 0, height: 3, words: ["AB"], reveals: 0,
                                    directions: [.right], listID: nil)
        #expect(Generator.generate(params: tiny, seed: 1).leftOut == ["AB"])
    }
}

/// A tiny independent random source for building test inputs.
struct SplitMix {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
