extension WordSearchParams {
    /// Checks settings whose words are already normalised, with the first problem found as a
    /// sentence a player can act on.
    func check() throws(WordSearchError) {
        for (name, side) in [("width", width), ("height", height)] where !Self.sizes.contains(side) {
            throw .badParams("The grid \(name) must be a whole number from \(Self.sizes.lowerBound) to \(Self.sizes.upperBound).")
        }
        guard Self.revealCounts.contains(reveals) else {
            throw .badParams("Reveals must be a whole number from \(Self.revealCounts.lowerBound) to \(Self.revealCounts.upperBound).")
        }
        guard !directions.isEmpty else { throw .badParams("Choose at least one direction.") }
        guard !words.isEmpty else { throw .badParams("Enter at least one word.") }
        guard words.count <= Self.wordCounts.upperBound else {
            throw .badParams("Enter at most \(Self.wordCounts.upperBound) words (this list has \(words.count)).")
        }
        let alphabet = language.alphabet
        for word in words {
            guard word.unicodeScalars.allSatisfy(alphabet.contains) else {
                throw .badParams("“\(word)” can only have \(alphabet.lettersName).")
            }
            try Self.checkLength(of: word, shownAs: word)
        }
        let twice = Self.foundTwice(words)
        guard twice.isEmpty else { throw .badParams(twice.joined(separator: "\n")) }
        guard words.contains(where: { word in
            directions.contains { word.unicodeScalars.count <= $0.room(width: width, height: height) }
        }) else {
            throw .badParams("None of the words fits in a \(width)×\(height) grid in the chosen directions.")
        }
    }

    /// `word` is spelt in an alphabet's letters, one Unicode scalar each.
    static func checkLength(of word: String, shownAs shown: String) throws(WordSearchError) {
        let letters = word.unicodeScalars.count
        if letters < wordLengths.lowerBound {
            throw .badParams("“\(shown)” is too short: a word needs at least \(wordLengths.lowerBound) letters.")
        }
        if letters > wordLengths.upperBound {
            throw .badParams("“\(shown)” is too long: a word can have at most \(wordLengths.upperBound) letters.")
        }
    }

    /// A word that appears inside another, forwards or backwards, would be found twice in the
    /// grid (and selected in the wrong place), so such lists are refused with both words named: every such pair.
    static func foundTwice(_ words: [String]) -> [String] {
        var problems: [String] = []
        var seen = Set<String>()
        for word in words where !seen.insert(word).inserted {
            problems.append("“\(word)” is in the list twice.")
        }
        guard problems.isEmpty else { return problems }
        let letters = words.map { Array($0.unicodeScalars) }
        for (i, word) in letters.enumerated() {
            let backwards = Array(word.reversed())
            for (j, other) in letters.enumerated() where i != j {
                if contains(other, word) {
                    problems.append("“\(words[i])” is part of “\(words[j])”, so it would be found twice.")
                } else if backwards == other {
                    // Each such pair once.
                    if i < j { problems.append("“\(words[i])” is “\(words[j])” read backwards, so it would be found twice.") }
                } else if contains(other, backwards) {
                    problems.append("“\(words[i])” is part of “\(words[j])” read backwards, so it would be found twice.")
                }
            }
        }
        return problems
    }

    private static func contains(_ text: [Unicode.Scalar], _ part: [Unicode.Scalar]) -> Bool {
        guard part.count <= text.count else { return false }
        return (0...(text.count - part.count)).contains { start in
            text[start..<(start + part.count)].elementsEqual(part)
        }
    }
}
