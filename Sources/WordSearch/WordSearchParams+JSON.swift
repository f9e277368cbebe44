import Games
import JSONText

extension WordSearchParams {
    /// A custom game from JSON, e.g. `{"words": ["Swift", "Java"], "size": 12, "reveals": 2}`: `width` and `height`
    /// may replace `size`, `reveals` defaults to 2 and `directions` (e.g. `["right", "down"]`) to all eight. Unknown
    /// fields are refused, so a misspelt one does not silently fall back.
    /// The words are read in `language`'s alphabet.
    public static func custom(json: [UInt8], language: WordSearchLanguage = .en) throws(WordSearchError) -> WordSearchParams {
        guard json.count <= maxJSONLength else {
            throw .badParams("The JSON document is too long: keep it under \(maxJSONLength) bytes.")
        }
        let document: JSONValue
        do {
            document = try JSONReader.parse(json)
        } catch {
            throw .badParams("The JSON could not be read: \(error.reason) (at byte \(error.offset)).")
        }
        guard case .object(let fields) = document else {
            throw .badParams(#"The JSON must be an object, like {"words": ["Swift", "Java"], "size": 12}."#)
        }
        let known: Set = ["words", "size", "width", "height", "reveals", "directions"]
        if let unknown = fields.keys.sorted().first(where: { !known.contains($0) }) {
            throw .badParams("“\(unknown.prefix(20))” is not a setting: use words, size (or width and height), reveals and directions.")
        }
        let words = try normalised(entries: try wordEntries(fields["words"]), in: language)
        let (width, height) = try gridSize(fields)
        let reveals = try fields["reveals"].map { value throws(WordSearchError) in
            try wholeNumber(value, named: "reveals", in: revealCounts)
        } ?? WordSearchLevel.custom.reveals
        return try checkedCustom(words: words, width: width, height: height,
                                 reveals: reveals, directions: try directionList(fields["directions"]), language: language)
    }

    private static func wordEntries(_ value: JSONValue?) throws(WordSearchError) -> [String] {
        guard let value else { throw .badParams(#"The JSON needs a “words” list, like ["Swift", "Java"]."#) }
        guard case .array(let items) = value else {
            throw .badParams(#"“words” must be a list of words in quotes, like ["Swift", "Java"]."#)
        }
        var entries: [String] = []
        for (position, item) in items.enumerated() {
            guard case .string(let word) = item else {
                throw .badParams("Every entry of “words” must be a word in quotes; entry \(position + 1) is not.")
            }
            entries.append(word)
        }
        return entries
    }

    private static func gridSize(_ fields: [String: JSONValue]) throws(WordSearchError) -> (width: Int, height: Int) {
        switch (fields["size"], fields["width"], fields["height"]) {
        case (.some(let size), nil, nil):
            let side = try wholeNumber(size, named: "size", in: sizes)
            return (side, side)
        case (nil, .some(let width), .some(let height)):
            return (try wholeNumber(width, named: "width", in: sizes), try wholeNumber(height, named: "height", in: sizes))
        case (.some, _, _):
            throw .badParams("Give either “size” or “width” and “height”, not both.")
        default:
            throw .badParams("The JSON needs the grid “size”, or both “width” and “height” (each from \(sizes.lowerBound) to \(sizes.upperBound)).")
        }
    }

    private static func wholeNumber(_ value: JSONValue, named name: String, in range: ClosedRange<Int>) throws(WordSearchError) -> Int {
        guard case .number(let text) = value, let number = Int(text), range.contains(number) else {
            throw .badParams("“\(name)” must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
        return number
    }

    private static func directionList(_ value: JSONValue?) throws(WordSearchError) -> [Direction] {
        guard let value else { return Direction.allCases }
        let names = Direction.allCases.map(\.rawValue).joined(separator: ", ")
        guard case .array(let items) = value else {
            throw .badParams("“directions” must be a list of directions in quotes, from: \(names).")
        }
        var directions: [Direction] = []
        for item in items {
            guard case .string(let name) = item, let direction = Direction(rawValue: name) else {
                throw .badParams("Every entry of “directions” must be one of: \(names).")
            }
            directions.append(direction)
        }
        return directions
    }
}
