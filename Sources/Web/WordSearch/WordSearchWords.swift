import WordSearch

/// The Word Search core's words as a page says them, in its language: the core names its levels and lists and says
/// what a move did and why a form was refused in English (`WordSearchLevel.title`, `WordList.title`,
/// `WordSearchGame.lastMessage`, `WordSearchError.message`), and the site maps each to its own `localized` text here.
/// English is the core's text itself, as it always was.
extension WordSearchLevel {
    /// "Easy", in the page's language.
    var localizedTitle: String {
        switch self {
        case .easy: localized("Easy")
        case .medium: localized("Medium")
        case .hard: localized("Hard")
        case .custom: localized("Custom")
        }
    }

    /// The level picker's line: "Easy: 10×10, 6 words, across and down".
    var localizedChoice: String {
        let side: KeyValuePairs = ["size": String(size)]
        return switch self {
        case .easy:
            localized(one: "Easy: {{size}}×{{size}}, {{count}} word, across and down",
                      other: "Easy: {{size}}×{{size}}, {{count}} words, across and down", count: wordCount, side)
        case .medium:
            localized(one: "Medium: {{size}}×{{size}}, {{count}} word, across, down and diagonally",
                      other: "Medium: {{size}}×{{size}}, {{count}} words, across, down and diagonally", count: wordCount, side)
        case .hard:
            localized(one: "Hard: {{size}}×{{size}}, {{count}} word, all eight directions, backwards too",
                      other: "Hard: {{size}}×{{size}}, {{count}} words, all eight directions, backwards too",
                      count: wordCount, side)
        // Never in the picker: a custom game comes from its own form.
        case .custom: localizedTitle
        }
    }
}

enum WordSearchWords {
    /// A shipped list's title: the lists have the same ids in every language, the core's titles are English.
    static func title(of list: WordList) -> String {
        switch list.id {
        case WordLists.original.id: localized("Original")
        case WordLists.languages.id: localized("Programming languages")
        case WordLists.animals.id: localized("Animals")
        case WordLists.space.id: localized("Planets and space")
        case WordLists.fruits.id: localized("Fruits")
        default: list.title
        }
    }

    /// Words of the grid listed in a sentence: "SWIFT, JAVA" (Arabic with its own comma).
    static func list(_ words: [String]) -> String {
        words.joined(separator: Language.chosen == .ar ? "، " : ", ")
    }

    /// A refusal as the page says it.
    static func message(_ error: WordSearchError) -> String {
        switch error {
        case .outOfRange: localized("That letter or word is not on this board.")
        case .noRevealsLeft: localized("No reveals left.")
        case .alreadyFound: localized("That word is already found.")
        case .gameOver: localized("This game is over. Start a new one to play again.")
        case .typedUnclear: localized("Type the first and last letters of a word (a1 e5), one letter (a1), or help.")
        case .badMove(let reason), .badParams(let reason): refusal(reason)
        }
    }

    /// What the last move did (`WordSearchGame.lastMessage`, stored in English: "Found SWIFT!"), in the page's language.
    static func said(_ message: String) -> String {
        guard Language.chosen != .en else { return message }
        return translated(message, saidSentences)
    }

    /// A form refused, by the core's sentences for it: a custom list's problems come one a line, each said on its own.
    private static func refusal(_ reason: String) -> String {
        guard Language.chosen != .en else { return reason }
        return reason.split(separator: "\n", omittingEmptySubsequences: false)
            .map { refusedLine(String($0)) }.joined(separator: "\n")
    }

    private static func refusedLine(_ line: String) -> String {
        // The two with a number before a noun, by their number's plural.
        if let values = tooShort.values(in: line), let count = values.first(where: { $0.name == "count" }).flatMap({ Int($0.value) }) {
            return localized(one: "“{{word}}” is too short: a word needs at least {{count}} letter.",
                             other: "“{{word}}” is too short: a word needs at least {{count}} letters.",
                             count: count, ["word": values[0].value])
        }
        if let values = tooLong.values(in: line), let count = values.first(where: { $0.name == "count" }).flatMap({ Int($0.value) }) {
            return localized(one: "“{{word}}” is too long: a word can have at most {{count}} letter.",
                             other: "“{{word}}” is too long: a word can have at most {{count}} letters.",
                             count: count, ["word": values[0].value])
        }
        return translated(line, refusalSentences)
    }

    private static let tooShort = SentencePattern("“{{word}}” is too short: a word needs at least {{count}} letters.")
    private static let tooLong = SentencePattern("“{{word}}” is too long: a word can have at most {{count}} letters.")

    /// `text` in the page's language, by the first of `sentences` whose English it is; one no sentence says stays
    /// as it is.
    private static func translated(_ text: String, _ sentences: Sentences) -> String {
        for (pattern, sentence) in zip(sentences.english, sentences.texts) {
            // A number is digits only: "5, not “9”" is the end of a longer sentence.
            guard let values = pattern.values(in: text),
                  values.allSatisfy({ !numbers.contains($0.name) || !$0.value.isEmpty && $0.value.allSatisfy({ $0.isASCII && $0.isNumber }) })
            else { continue }
            return filled(sentence(), values)
        }
        return text
    }

    /// A looked-up sentence with its values, numbers as the language writes them.
    private static func filled(_ text: String, _ values: [(name: String, value: String)]) -> String {
        let values = values.map { name, value in
            (name, numbers.contains(name) ? Int(value).map(ShownNumber.integer) ?? value : value)
        }
        switch values.count {
        case 0: return text
        case 1: return Placeholders.fill(text, [values[0].0: values[0].1])
        case 2: return Placeholders.fill(text, [values[0].0: values[0].1, values[1].0: values[1].1])
        default: return Placeholders.fill(text, [values[0].0: values[0].1, values[1].0: values[1].1, values[2].0: values[2].1])
        }
    }

    /// The values that are numbers (the limits, a byte's place); a typed text or a word stays as it was written.
    private static let numbers: Set = ["least", "most", "written", "byte", "number", "width", "height"]

    /// Sentences of the core, each a `localized` literal with its English read once as the pattern it matches.
    struct Sentences: Sendable {
        let texts: [@Sendable () -> String]
        let english: [SentencePattern]

        init(_ texts: [@Sendable () -> String]) {
            self.texts = texts
            english = Language.$picked.withValue(.en) { texts.map { SentencePattern($0()) } }
        }
    }

    /// What a move did (`WordSearchGame+Moves`).
    private static let saidSentences = Sentences([
        { localized("Found {{word}}!") },
        { localized("Revealed {{word}}.") },
        { localized("You already found {{word}}.") },
        { localized("{{word}} was already revealed.") },
        { localized("No word there.") },
        { localized("Selection cancelled.") },
        { localized("Those letters are not in a line.") },
    ])

    /// Why a move form or a new game's settings were refused (`WordSearchGame+Game`, `WordSearchParams`), and the
    /// JSON reader's reasons (`JSONReader`), each a whole sentence.
    private static let refusalSentences = Sentences([
        // Moves.
        { localized("Tap a letter or reveal a word, not both at once.") },
        { localized("That letter is not on this board.") },
        { localized("That selection does not start on this board.") },
        { localized("That word is not in the list.") },
        { localized("Tap a letter, or a word in the list to reveal it.") },
        // A new game.
        { localized("Word Search has no words in the language “{{code}}”.") },
        { localized("Paste a JSON document or choose a file with one.") },
        { localized("The chosen file is empty: choose a file with a JSON document.") },
        { localized("Choose Easy, Medium or Hard, or enter your own words.") },
        { localized("There is no word list called {{list}}.") },
        { localized("A custom game comes from a word list or a JSON document.") },
        // Its settings.
        { localized("The grid width must be a whole number from {{least}} to {{most}}.") },
        { localized("The grid height must be a whole number from {{least}} to {{most}}.") },
        { localized("Reveals must be a whole number from {{least}} to {{most}}.") },
        { localized("Choose at least one direction.") },
        { localized("Enter at least one word.") },
        { localized("Enter at most {{most}} words (this list has {{written}}).") },
        { localized("None of the words fits in a {{width}}×{{height}} grid in the chosen directions.") },
        { localized("The grid size is missing: choose a whole number from {{least}} to {{most}}.") },
        { localized("Reveals is missing: choose a whole number from {{least}} to {{most}}.") },
        { localized("The grid size must be a whole number from {{least}} to {{most}}, not “{{typed}}”.") },
        { localized("Reveals must be a whole number from {{least}} to {{most}}, not “{{typed}}”.") },
        // Its words, read in the page's alphabet.
        { localized("The word list is too long: keep it under {{most}} characters.") },
        { localized("“{{word}}” has no letters.") },
        { localized("“{{word}}” cannot be used: “{{character}}” is not a letter from A to Z.") },
        { localized("“{{word}}” cannot be used: “{{character}}” is not a letter from A to Z or Ñ.") },
        { localized("“{{word}}” cannot be used: “{{character}}” is not a letter from A to Z, Ä, Ö or Ü.") },
        { localized("“{{word}}” cannot be used: “{{character}}” is not one of the 28 Arabic letters.") },
        { localized("“{{word}}” can only have the letters A to Z.") },
        { localized("“{{word}}” can only have the letters A to Z and Ñ.") },
        { localized("“{{word}}” can only have the letters A to Z, Ä, Ö and Ü.") },
        { localized("“{{word}}” can only have the 28 Arabic letters.") },
        { localized("“{{word}}” is in the list twice.") },
        { localized("“{{word}}” is part of “{{other}}”, so it would be found twice.") },
        { localized("“{{word}}” is “{{other}}” read backwards, so it would be found twice.") },
        { localized("“{{word}}” is part of “{{other}}” read backwards, so it would be found twice.") },
        // A JSON document.
        { localized("The JSON document is too long: keep it under {{most}} bytes.") },
        { localized("The JSON must be an object, like {\"words\": [\"Swift\", \"Java\"], \"size\": 12}.") },
        { localized("“{{name}}” is not a setting: use words, size (or width and height), reveals and directions.") },
        { localized("The JSON needs a “words” list, like [\"Swift\", \"Java\"].") },
        { localized("“words” must be a list of words in quotes, like [\"Swift\", \"Java\"].") },
        { localized("Every entry of “words” must be a word in quotes; entry {{number}} is not.") },
        { localized("Give either “size” or “width” and “height”, not both.") },
        { localized("The JSON needs the grid “size”, or both “width” and “height” (each from {{least}} to {{most}}).") },
        { localized("“{{name}}” must be a whole number from {{least}} to {{most}}.") },
        { localized("“directions” must be a list of directions in quotes, from: {{names}}.") },
        { localized("Every entry of “directions” must be one of: {{names}}.") },
        // The JSON reader's reasons.
        { localized("The JSON could not be read: the document ends too early (at byte {{byte}}).") },
        { localized("The JSON could not be read: text after the end of the document (at byte {{byte}}).") },
        { localized("The JSON could not be read: unexpected “{{character}}” (at byte {{byte}}).") },
        { localized("The JSON could not be read: an unexpected character (at byte {{byte}}).") },
        { localized("The JSON could not be read: expected “:” after a name (at byte {{byte}}).") },
        { localized("The JSON could not be read: expected “,” or “}” (at byte {{byte}}).") },
        { localized("The JSON could not be read: expected “,” or “]” (at byte {{byte}}).") },
        { localized("The JSON could not be read: expected a name in quotes (at byte {{byte}}).") },
        { localized("The JSON could not be read: “{{name}}” appears twice (at byte {{byte}}).") },
        { localized("The JSON could not be read: too many nested lists or objects (at byte {{byte}}).") },
        { localized("The JSON could not be read: a number cannot start with 0 (at byte {{byte}}).") },
        { localized("The JSON could not be read: a text in quotes is not closed (at byte {{byte}}).") },
        { localized("The JSON could not be read: text that is not UTF-8 (at byte {{byte}}).") },
        { localized("The JSON could not be read: a line break or control character inside quotes (at byte {{byte}}).") },
        { localized("The JSON could not be read: an unknown escape after “\\” (at byte {{byte}}).") },
        { localized("The JSON could not be read: half of a character escape (at byte {{byte}}).") },
        { localized("The JSON could not be read: a bad “\\u” escape (at byte {{byte}}).") },
    ])
}

/// An English sentence of the core with `{{name}}` where its values go ("Found {{word}}!"), and the values a message
/// made from it has: its texts must be there in order, the last one ending it.
struct SentencePattern: Sendable {
    private let start: String
    /// Each value's name and the text after it.
    private let parts: [(name: String, after: String)]

    init(_ english: String) {
        var rest = Substring(english)
        var start: Substring?
        var parts: [(name: String, after: String)] = []
        var name: Substring?
        while let open = rest.firstRange(of: "{{"), let close = rest[open.upperBound...].firstRange(of: "}}") {
            let text = rest[..<open.lowerBound]
            if let name { parts.append((String(name), String(text))) } else { start = text }
            name = rest[open.upperBound..<close.lowerBound]
            rest = rest[close.upperBound...]
        }
        if let name { parts.append((String(name), String(rest))) } else { start = rest }
        self.start = String(start ?? "")
        self.parts = parts
    }

    /// The values of `text` by name, in order; nil when it is not this sentence.
    func values(in text: String) -> [(name: String, value: String)]? {
        guard text.hasPrefix(start) else { return nil }
        guard !parts.isEmpty else { return text == start ? [] : nil }
        var rest = text.dropFirst(start.count)
        var values: [(name: String, value: String)] = []
        for (index, part) in parts.enumerated() {
            if index == parts.count - 1 {
                guard rest.hasSuffix(part.after), rest.count > part.after.count else { return nil }
                values.append((part.name, String(rest.dropLast(part.after.count))))
            } else {
                guard let after = rest.firstRange(of: part.after), after.lowerBound > rest.startIndex else { return nil }
                values.append((part.name, String(rest[..<after.lowerBound])))
                rest = rest[after.upperBound...]
            }
        }
        return values
    }
}
