extension Cookie {
    /// Reads a `Cookie` request header such as `a=1; b=2`. Pairs without `=` or without a name are skipped,
    /// the first of a repeated name wins, and one pair of surrounding double quotes is removed from a value.
    /// Split on bytes, as RFC 6265 reads it: a `;` or `=` followed by a combining mark still separates,
    /// where Swift's `Character`s would join the two.
    public static func parse(header: String) -> [String: String] {
        var cookies: [String: String] = [:]
        for pair in header.utf8.split(separator: UInt8(ascii: ";")) {
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
            let name = String(decoding: trimmingBlanks(pair[..<equals]), as: UTF8.self)
            var value = trimmingBlanks(pair[pair.index(after: equals)...])
            guard !name.isEmpty, cookies[name] == nil else { continue }
            if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
                value = value.dropFirst().dropLast()
            }
            cookies[name] = String(decoding: value, as: UTF8.self)
        }
        return cookies
    }

    private static func trimmingBlanks(_ bytes: Substring.UTF8View) -> Substring.UTF8View {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) }) else {
            return bytes[bytes.endIndex...]
        }
        return bytes[first...last]
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
