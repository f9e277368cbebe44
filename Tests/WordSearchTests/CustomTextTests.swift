import Testing
import WordSearch

@Suite("Custom games from the form")
struct CustomTextTests {
    /// Distinct three-letter words, none part of another either way ("WAF", "WAG", …): all start
    /// with W and none ends with it.
    static func words(_ count: Int) -> String {
        let letters: [Character] = Array("ABCDEFGHIJKLMNOPQRSTUV")
        let words: [String] = (0..<count).map { (index: Int) -> String in
            let word: [Character] = ["W", letters[index / 6], letters[6 + index % 6]]
            return String(word)
        }
        return words.joined(separator: "\n")
    }

    @Test("Words one per line or comma-separated, normalised to upper-case A–Z")
    func accepted() throws {
        let params = try WordSearchParams.custom(wordsText: "Swift, objective-c\r\n  Ice Cream \n\n,Java\rKotlin",
                                                 size: " 8 ", reveals: "3", directions: [.down, .right, .down])
        #expect(params.words == ["SWIFT", "OBJECTIVEC", "ICECREAM", "JAVA", "KOTLIN"])
        #expect(params.width == 8 && params.height == 8)
        #expect(params.reveals == 3)
        #expect(params.directions == [.right, .down])
        #expect(params.level == .custom)
        #expect(params.listID == nil)
    }

    @Test("Bounds are inclusive: 1 and 30 words, sizes 6 and 20, 0 and 5 reveals")
    func bounds() throws {
        #expect(try WordSearchParams.custom(wordsText: Self.words(30), size: "20", reveals: "5").words.count == 30)
        #expect(try WordSearchParams.custom(wordsText: "Abcdefghijklmnopqrst", size: "20", reveals: "1").words.count == 1)
        #expect(try WordSearchParams.custom(wordsText: "Go", size: "6", reveals: "0").words == ["GO"])
    }

    @Test("Each refusal names the problem", arguments: [
        ("", "8", "2", "Enter at least one word."),
        (" ,\n , ", "8", "2", "Enter at least one word."),
        ("Swift, C++", "8", "2", "“C++” cannot be used: “+” is not a letter from A to Z."),
        ("Þing", "8", "2", "“Þing” cannot be used: “Þ” is not a letter from A to Z."),
        ("Swift, Ωmega", "8", "2", "“Ωmega” cannot be used: “Ω” is not a letter from A to Z."),
        ("R2D2", "8", "2", "“R2D2” cannot be used: “2” is not a letter from A to Z."),
        ("Swift, -", "8", "2", "“-” has no letters."),
        ("Swift, A", "8", "2", "“A” is too short: a word needs at least 2 letters."),
        ("Abcdefghijklmnopqrstu", "20", "2", "“Abcdefghijklmnopqrstu” is too long: a word can have at most 20 letters."),
        ("Swift, Java, swift", "8", "2", "“SWIFT” is in the list twice."),
        ("Java, JavaScript", "12", "2", "“JAVA” is part of “JAVASCRIPT”, so it would be found twice."),
        ("Star, Rats", "8", "2", "“STAR” is “RATS” read backwards, so it would be found twice."),
        ("Tac, Cats", "8", "2", "“TAC” is part of “CATS” read backwards, so it would be found twice."),
        ("Swift", "5", "2", "The grid size must be a whole number from 6 to 20, not “5”."),
        ("Swift", "21", "2", "The grid size must be a whole number from 6 to 20, not “21”."),
        ("Swift", "abc", "2", "The grid size must be a whole number from 6 to 20, not “abc”."),
        ("Swift", "12.5", "2", "The grid size must be a whole number from 6 to 20, not “12.5”."),
        ("Swift", "-8", "2", "The grid size must be a whole number from 6 to 20, not “-8”."),
        ("Swift", "", "2", "The grid size is missing: choose a whole number from 6 to 20."),
        ("Swift", "8", "6", "Reveals must be a whole number from 0 to 5, not “6”."),
        ("Swift", "8", "-1", "Reveals must be a whole number from 0 to 5, not “-1”."),
        ("Swift", "8", " ", "Reveals is missing: choose a whole number from 0 to 5."),
        ("Elephants, Kangaroos", "6", "2", "None of the words fits in a 6×6 grid in the chosen directions."),
        ("Swift, " + String(repeating: "Long", count: 40) + "!", "8", "2", "“LongLongLongLongLongLon…” cannot be used: “!” is not a letter from A to Z."),
        // Every problem at once, one a line.
        ("Swift, C++, A, R2", "x", "y", "“C++” cannot be used: “+” is not a letter from A to Z.\n"
            + "“A” is too short: a word needs at least 2 letters.\n“R2” cannot be used: “2” is not a letter from A to Z.\n"
            + "The grid size must be a whole number from 6 to 20, not “x”.\nReveals must be a whole number from 0 to 5, not “y”."),
        ("Java, JavaScript, Star, Rats, Swift", "12", "2", "“JAVA” is part of “JAVASCRIPT”, so it would be found twice.\n"
            + "“STAR” is “RATS” read backwards, so it would be found twice."),
    ])
    func refused(words: String, size: String, reveals: String, message: String) {
        #expect(Support.refusal { () throws(WordSearchError) in
            try WordSearchParams.custom(wordsText: words, size: size, reveals: reveals)
        } == message)
    }

    @Test("Letters with accents read as their base letters", arguments: [
        ("Éclair", "ECLAIR"), ("café", "CAFE"), ("Zürich", "ZURICH"), ("Smörgåsbord", "SMORGASBORD"), ("Łódź", "LODZ"),
        ("Straße", "STRASSE"), ("Æsop", "AESOP"), ("Œuvre", "OEUVRE"), ("Ærø", "AERO"), ("Crème brûlée", "CREMEBRULEE"),
        ("Cafe\u{301}", "CAFE"), ("Señor", "SENOR"),
    ])
    func accents(written: String, read: String) throws {
        #expect(try WordSearchParams.custom(wordsText: "Swift, \(written)", size: "12", reveals: "2").words == ["SWIFT", read])
    }

    @Test("31 words are too many")
    func tooManyWords() {
        let words = Self.words(31)
        #expect(Support.refusal { () throws(WordSearchError) in
            try WordSearchParams.custom(wordsText: words, size: "20", reveals: "2")
        } == "Enter at most 30 words (this list has 31).")
    }

    @Test("A word list that is too long as text is refused before reading it")
    func tooLongText() {
        let text = String(repeating: "Swift, ", count: 300)
        #expect(Support.refusal { () throws(WordSearchError) in
            try WordSearchParams.custom(wordsText: text, size: "12", reveals: "2")
        } == "The word list is too long: keep it under 2000 characters.")
    }

    @Test("At least one direction is needed")
    func directions() {
        #expect(Support.refusal { () throws(WordSearchError) in
            try WordSearchParams.custom(wordsText: "Swift", size: "8", reveals: "2", directions: [])
        } == "Choose at least one direction.")
    }
}
