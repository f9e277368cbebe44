extension WordSearchParams {
    /// Longest word list accepted from the form, in bytes: 30 words of 20 letters fit with room to spare.
    public static let maxTextLength = 2_000
    /// Longest JSON document accepted, in bytes.
    public static let maxJSONLength = 4_096

    /// A custom game from the form: words one per line or comma-separated (the Arabic comma too; blank entries are
    /// skipped), read in `language`'s alphabet, a square grid `size` and the number of `reveals`, both as typed.
    public static func custom(wordsText: String, size: String, reveals: String, directions: [Direction] = Direction.allCases,
                              language: WordSearchLanguage = .en) throws(WordSearchError) -> WordSearchParams {
        guard wordsText.utf8.count <= maxTextLength else {
            throw .badParams("The word list is too long: keep it under \(maxTextLength) characters.")
        }
        // Every problem at once, each on its own line, so one correction round is enough.
        var problems: [String] = []
        var words: [String] = [], side = 0, revealCount = 0
        do throws(WordSearchError) {
            words = try normalised(entries: wordsText.split(whereSeparator: { $0 == "," || $0 == "،" || $0.isNewline })
                                       .map(String.init), in: language)
        } catch { problems.append(error.message) }
        do throws(WordSearchError) { side = try number(size, named: "The grid size", in: sizes) } catch { problems.append(error.message) }
        do throws(WordSearchError) {
            revealCount = try number(reveals, named: "Reveals", in: revealCounts)
        } catch { problems.append(error.message) }
        guard problems.isEmpty else { throw .badParams(problems.joined(separator: "\n")) }
        return try checkedCustom(words: words, width: side, height: side, reveals: revealCount, directions: directions,
                                 language: language)
    }

    /// The words of raw entries as the player wrote them, read in the language's alphabet; blank entries are skipped.
    static func normalised(entries: [String], in language: WordSearchLanguage) throws(WordSearchError) -> [String] {
        let written = entries.filter { !$0.allSatisfy(\.isWhitespace) }
        guard written.count <= wordCounts.upperBound else {
            throw .badParams("Enter at most \(wordCounts.upperBound) words (this list has \(written.count)).")
        }
        var words: [String] = [], problems: [String] = []
        for entry in written {
            do throws(WordSearchError) { words.append(try normalised(entry, in: language.alphabet)) } catch {
                problems.append(error.message)
            }
        }
        guard problems.isEmpty else { throw .badParams(problems.joined(separator: "\n")) }
        return words
    }

    /// A custom game from normalised words, checked as a whole.
    static func checkedCustom(words: [String], width: Int, height: Int, reveals: Int, directions: [Direction],
                              language: WordSearchLanguage) throws(WordSearchError) -> WordSearchParams {
        let params = WordSearchParams(level: .custom, width: width, height: height, words: words, reveals: reveals,
                                      directions: Direction.allCases.filter(directions.contains), listID: nil,
                                      language: language)
        try params.check()
        return params
    }

    /// A word as the alphabet spells it: upper-cased, each character read by the language's rules (English and
    /// French "Éclair" → "ECLAIR", Spanish "Año" → "AÑO", German "Straße" → "STRASSE"), spaces and hyphens dropped
    /// ("Objective-C" → "OBJECTIVEC"); anything else is refused, naming the word and the character.
    static func normalised(_ entry: String, in alphabet: Alphabet) throws(WordSearchError) -> String {
        let trimmed = entry.trimmingWhitespace
        // Long enough to recognise the word, short enough for one line of a message.
        let shown = trimmed.count > 24 ? String(trimmed.prefix(23)) + "…" : trimmed
        var letters: [Unicode.Scalar] = []
        for character in trimmed where !alphabet.skips(character) {
            guard let read = alphabet.fold(character) else {
                throw .badParams("“\(shown)” cannot be used: “\(character)” is not \(alphabet.letterName).")
            }
            letters += read
        }
        let word = String(String.UnicodeScalarView(letters))
        guard !letters.isEmpty else { throw .badParams("“\(shown)” has no letters.") }
        try checkLength(of: word, shownAs: shown)
        return word
    }

    /// A whole number typed into a form field, or a message naming the field and its range.
    private static func number(_ text: String, named name: String, in range: ClosedRange<Int>) throws(WordSearchError) -> Int {
        let typed = text.trimmingWhitespace
        let wanted = "a whole number from \(range.lowerBound) to \(range.upperBound)"
        guard !typed.isEmpty else { throw .badParams("\(name) is missing: choose \(wanted).") }
        guard typed.utf8.count <= 4, typed.utf8.allSatisfy({ (48...57).contains($0) }),
              let value = Int(typed), range.contains(value) else {
            throw .badParams("\(name) must be \(wanted), not “\(typed.prefix(12))”.")
        }
        return value
    }
}
