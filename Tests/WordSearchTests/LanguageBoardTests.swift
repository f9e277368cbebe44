import Testing
@testable import WordSearch

@Suite("Boards in every language")
struct LanguageBoardTests {
    static let levels: [WordSearchLevel] = [.easy, .medium, .hard]

    @Test("A board holds only its alphabet's letters, and every word reads once, where it is placed",
          arguments: WordSearchLanguage.allCases)
    func boardsUseTheirAlphabet(language: WordSearchLanguage) {
        let alphabet = language.alphabet
        let lists = WordLists.all(in: language)
        for seed in UInt64(0)..<30 {
            let level = Self.levels[Int(seed) % Self.levels.count]
            let list = lists[Int(seed / 3) % lists.count]
            let game = WordSearchGame(params: .preset(level, listID: list.id, language: language, seed: seed), seed: seed)
            #expect(game.language == language)
            #expect(game.letters.unicodeScalars.count == level.size * level.size)
            #expect(game.letters.unicodeScalars.allSatisfy(alphabet.contains), "\(language) seed \(seed)")
            #expect(game.leftOut.isEmpty, "\(language) \(list.id) \(level) seed \(seed): \(game.leftOut)")
            for placed in game.placed {
                #expect(Support.reading(placed, in: game) == placed.word)
                #expect(Support.occurrences(of: placed.word, in: game) == [Set(placed.cells(width: game.width))],
                        "\(placed.word) reads once, seed \(seed)")
            }
        }
    }

    @Test("A Spanish board of words with Ñ shows Ñ, and its words are found by their ends")
    func spanishEñe() throws {
        let params = try WordSearchParams.custom(wordsText: "Araña, Ñandú, Cigüeña, Año", size: "8", reveals: "0",
                                                 language: .es)
        #expect(params.words == ["ARAÑA", "ÑANDU", "CIGUEÑA", "AÑO"])
        var game = WordSearchGame(params: params, seed: 5)
        #expect(game.letters.contains("Ñ"))
        #expect(game.placed.contains { placed in placed.cells(width: game.width).contains { game.letter($0) == "Ñ" } })
        for index in game.placed.indices { try Support.select(index, in: &game, backwards: index % 2 == 1) }
        #expect(game.outcome == .won)
        #expect(game.foundCount == 4)
    }

    @Test("German and Arabic boards keep their own letters", arguments: [
        (WordSearchLanguage.de, "Bär, Löwe, Käfer, Möwe, Strauß", ["BÄR", "LÖWE", "KÄFER", "MÖWE", "STRAUSS"]),
        // The Arabic comma separates words as the comma does.
        (.ar, "أسد، نمر، قطة\nزرافة", ["اسد", "نمر", "قطه", "زرافه"]),
    ])
    func otherLetters(language: WordSearchLanguage, text: String, words: [String]) throws {
        let params = try WordSearchParams.custom(wordsText: text, size: "10", reveals: "1", language: language)
        #expect(params.words == words)
        let game = WordSearchGame(params: params, seed: 3)
        #expect(game.letters.unicodeScalars.allSatisfy(language.alphabet.contains))
        #expect(game.placed.allSatisfy { Support.reading($0, in: game) == $0.word })
    }

    @Test("The same seed and language give the same board; another language another board")
    func boardsPerLanguage() {
        let boards = WordSearchLanguage.allCases.map { language in
            WordSearchGame(params: .preset(.easy, language: language, seed: 0), seed: 42)
        }
        for (language, board) in zip(WordSearchLanguage.allCases, boards) {
            #expect(WordSearchGame(params: .preset(.easy, language: language, seed: 0), seed: 42) == board)
        }
        #expect(Set(boards.map(\.letters)).count == boards.count)
    }

    /// The fill's letters over many boards follow the language's frequency table: each letter's share stays near its
    /// published share (the bound allows for sampling and for the repairs that keep a word from showing twice), and
    /// a uniform fill would be far outside it. Seeded, so it always draws the same boards.
    @Test("The fill draws letters by the language's frequencies", arguments: WordSearchLanguage.allCases)
    func fillFollowsFrequencies(language: WordSearchLanguage) {
        let alphabet = language.alphabet
        var counts: [Unicode.Scalar: Int] = [:]
        var total = 0
        for seed in UInt64(0)..<150 {
            let game = WordSearchGame(params: .preset(.hard, listID: "animals", language: language, seed: seed), seed: seed)
            let hidden = Set(game.placed.flatMap { $0.cells(width: game.width) })
            let letters = Array(game.letters.unicodeScalars)
            for cell in letters.indices where !hidden.contains(cell) {
                counts[letters[cell], default: 0] += 1
                total += 1
            }
        }
        #expect(total > 10_000)
        let expected: [Double] = alphabet.frequencies.map { frequencies in
            let sum = Double(frequencies.reduce(0, +))
            return frequencies.map { Double($0) / sum }
        } ?? Array(repeating: 1 / Double(alphabet.count), count: alphabet.count)
        var distance = 0.0
        for (letter, share) in zip(alphabet.letters, expected) {
            let observed = Double(counts[letter, default: 0]) / Double(total)
            distance += abs(observed - share)
            #expect(abs(observed - share) <= 0.006 + share * 0.15, "\(language) \(letter): \(observed) for \(share)")
        }
        // Total variation distance: small for the table, large (over 0.2) for a uniform fill of any weighted table.
        #expect(distance / 2 < 0.04, "\(language): \(distance / 2)")
        if alphabet.frequencies != nil {
            let uniform = zip(alphabet.letters, expected).reduce(0.0) { sum, pair in sum + abs(1 / Double(alphabet.count) - pair.1) }
            #expect(uniform / 2 > 0.15)
        }
    }
}
