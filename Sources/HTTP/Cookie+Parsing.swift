extension Cookie {
    /// Reads a `Cookie` request header such as `a=1; b=2`. Pairs without `=` or without a name are skipped,
    /// the first of a repeated name wins, and one pair of surrounding double quotes is removed from a value.
    public static func parse(header: String) -> [String: String] {
        var cookies: [String: String] = [:]
        for pair in header.split(separator: ";") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            let name = pair[..<equals].trimmingBlanks()
            var value = pair[pair.index(after: equals)...].trimmingBlanks()
            guard !name.isEmpty, cookies[String(name)] == nil else { continue }
            if value.count >= 2, value.first == "\"", value.last == "\"" {
                value = value.dropFirst().dropLast()
            }
            cookies[String(name)] = String(value)
        }
        return cookies
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (the only blanks HTTP allows around values).
    func trimmingBlanks() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
