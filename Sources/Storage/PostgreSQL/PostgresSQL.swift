/// Turns the stores' SQL (the shared spelling plus SQLite's placeholders and hints) into PostgreSQL's: `?` and `?N`
/// become `$N`, `INDEXED BY name` goes and `CROSS JOIN … ON` becomes `JOIN` (PostgreSQL plans from its own
/// statistics). A `?` inside quotes is left alone. Runs once per statement text and connection, when prepared.
enum PostgresSQL {
    static func translate(_ sql: String) -> String {
        dropHints(numberPlaceholders(sql))
    }

    private static func numberPlaceholders(_ sql: String) -> String {
        var output = ""
        output.reserveCapacity(sql.utf8.count + 8)
        var quote: Character?
        var largest = 0
        var characters = sql[...]
        while let character = characters.popFirst() {
            if let open = quote {
                output.append(character)
                if character == open { quote = nil }
                continue
            }
            switch character {
            case "'", "\"":
                quote = character
                output.append(character)
            case "?":
                let digits = characters.prefix(while: \.isASCII).prefix(while: \.isNumber)
                characters = characters.dropFirst(digits.count)
                let number = Int(digits) ?? largest + 1
                largest = max(largest, number)
                output += "$\(number)"
            default:
                output.append(character)
            }
        }
        return output
    }

    private static func dropHints(_ sql: String) -> String {
        // Runs of spaces and runs of the rest, in order, so removing words keeps the text around them intact.
        var tokens: [Substring] = []
        var rest = sql[...]
        while let first = rest.first {
            let run = rest.prefix { $0.isWhitespace == first.isWhitespace }
            tokens.append(run)
            rest = rest.dropFirst(run.count)
        }
        var output = ""
        var index = 0
        while index < tokens.count {
            if tokens[index] == "INDEXED", index + 4 < tokens.count, tokens[index + 2] == "BY" {
                index += 5  // INDEXED, space, BY, space, the index's name
            } else if tokens[index] == "CROSS", index + 2 < tokens.count, tokens[index + 2] == "JOIN" {
                index += 2  // CROSS and its space
            } else {
                output += tokens[index]
                index += 1
            }
        }
        return output
    }
}
