import Games

/// Word Search as the shared controller drives it.
extension WordSearchGame: Game {
    public typealias Params = WordSearchParams
    public typealias Move = WordSearchMove
    public typealias Failure = WordSearchError

    /// The setup form: a level with a shipped word list (`level`, `list`), or the player's own words from the
    /// form (`custom=text`: `words`, `size`, `reveals`) or from a pasted (`json`) or uploaded (`jsonFile`) JSON
    /// document (`custom=json`), in the language `language` names (its code; none: English). A level's words are
    /// drawn when the game starts, from its seed.
    public static func params(from fields: FormFields) throws(WordSearchError) -> WordSearchParams {
        guard let code = fields["language"] else { return try params(from: fields, language: .en) }
        guard let language = WordSearchLanguage(code: code) else {
            throw .badParams("Word Search has no words in the language “\(code.prefix(12))”.")
        }
        return try params(from: fields, language: language)
    }

    /// The setup form's game in `language`: its lists, and the player's own words read in its alphabet.
    public static func params(from fields: FormFields, language: WordSearchLanguage) throws(WordSearchError) -> WordSearchParams {
        switch fields["custom"] {
        case "text":
            return try WordSearchParams.custom(wordsText: fields["words"] ?? "", size: fields["size"] ?? "",
                                               reveals: fields["reveals"] ?? "", language: language)
        case "json":
            // A chosen file wins over pasted text: the file input is the later, deliberate choice.
            let uploaded = fields["jsonFile"] ?? ""
            let document = uploaded.isEmpty ? fields["json"] ?? "" : uploaded
            guard !document.allSatisfy(\.isWhitespace) else {
                throw .badParams(uploaded.isEmpty ? "Paste a JSON document or choose a file with one."
                                                  : "The chosen file is empty: choose a file with a JSON document.")
            }
            return try WordSearchParams.custom(json: Array(document.utf8), language: language)
        case nil, "":
            let levelName = fields["level"] ?? ""
            guard let level = levelName.isEmpty ? .easy : WordSearchLevel(rawValue: levelName), level != .custom else {
                throw .badParams("Choose Easy, Medium or Hard, or enter your own words.")
            }
            let listID = fields["list"] ?? ""
            guard listID.isEmpty || WordLists.list(id: listID, in: language) != nil else {
                throw .badParams("There is no word list called \(listID.prefix(40)).")
            }
            // Seed 0 only for now: `init(params:seed:)` draws the words again from the game's seed.
            return .preset(level, listID: listID.isEmpty ? WordLists.original.id : listID, language: language, seed: 0)
        default:
            throw .badParams("A custom game comes from a word list or a JSON document.")
        }
    }

    /// Reads a move form: a letter button posts `cell`, a word in the list posts `reveal` (its index in the
    /// list); a drag posts `from` with `cell`, a whole selection. Ranges are checked when the move is applied.
    /// A move typed into the move box (`typed`) is read by `typedMove`, as the tap it names.
    public func interpret(_ fields: FormFields) throws(WordSearchError) -> WordSearchMove {
        if let typed = fields[TypedText.field] { return try typedMove(typed) }
        switch (fields["cell"], fields["reveal"]) {
        case (.some, .some):
            throw .badMove("Tap a letter or reveal a word, not both at once.")
        case (.some, nil):
            guard let cell = fields.integer("cell") else { throw .badMove("That letter is not on this board.") }
            guard fields["from"] != nil else { return .tap(cell) }
            guard let from = fields.integer("from") else { throw .badMove("That selection does not start on this board.") }
            return .select(from: from, to: cell)
        case (nil, .some):
            guard let word = fields.integer("reveal") else { throw .badMove("That word is not in the list.") }
            return .reveal(wordIndex: word)
        case (nil, nil):
            throw .badMove("Tap a letter, or a word in the list to reveal it.")
        }
    }

    /// Timed from the first view of the board: finding the words is the game, from the moment they show.
    public var clockStarted: Bool { true }

    public var levelKey: String { params.level.rawValue }
}
