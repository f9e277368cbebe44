/// Rewrites the addresses of static files written in a template's text.
enum StaticLinks {
    static let prefix = "/static/"

    /// `text` with each `/static/NAME` that ends at a quote and that `address` knows replaced by its address;
    /// anything else (a name built by a tag such as `/static/{{.}}`, an unknown file) is left as it is.
    static func rewrite(_ text: String, _ address: (String) -> String?) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.range(of: prefix) {
            result += rest[..<start.lowerBound]
            let nameEnd = rest[start.upperBound...].firstIndex { !isNameCharacter($0) } ?? rest.endIndex
            let name = String(rest[start.upperBound..<nameEnd])
            let quoted = nameEnd < rest.endIndex && (rest[nameEnd] == "\"" || rest[nameEnd] == "'")
            if quoted, !name.isEmpty, let replacement = address(name) {
                result += replacement
            } else {
                result += rest[start.lowerBound..<nameEnd]
            }
            rest = rest[nameEnd...]
        }
        return result + rest
    }

    private static func isNameCharacter(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber || "._-/".contains(character))
    }
}
