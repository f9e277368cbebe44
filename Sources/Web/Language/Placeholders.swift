/// A text's `{{name}}` placeholders filled in one pass over its bytes (`localized(_:_:)` fills through it; a text
/// written many times a page, a replay's moves or a leaderboard's rows, looks its translation up once and fills it
/// here per row). Foundation's `replacingOccurrences` costs some 15 µs a text on Linux, this well under 1. A
/// placeholder without a value stays as it is.
enum Placeholders {
    static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
        var text = text
        return text.withUTF8 { bytes in
            // Most texts in a page have one placeholder or none: nothing is built until the first is found.
            guard let first = nextPlaceholder(in: bytes, from: 0, values) else { return String(decoding: bytes, as: UTF8.self) }
            var filled: [UInt8] = []
            filled.reserveCapacity(bytes.count + 16)
            var copied = 0
            var found: (start: Int, end: Int, value: Int)? = first
            while let placeholder = found {
                filled.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<placeholder.start]))
                var value = values[placeholder.value].value
                value.withUTF8 { filled.append(contentsOf: $0) }
                copied = placeholder.end
                found = nextPlaceholder(in: bytes, from: copied, values)
            }
            filled.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: filled, as: UTF8.self)
        }
    }

    /// The next `{{name}}` from `start` that has a value: its bytes' range and the value's index. A lone `{` and a
    /// placeholder without a value are passed over (the search goes on after its first `{`).
    private static func nextPlaceholder(in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
                                        _ values: KeyValuePairs<String, String>) -> (start: Int, end: Int, value: Int)? {
        let brace = UInt8(ascii: "{"), closing = UInt8(ascii: "}")
        var open = start
        while open + 1 < bytes.count {
            guard bytes[open] == brace, bytes[open + 1] == brace else {
                open += 1
                continue
            }
            var close = open + 2
            while close < bytes.count, bytes[close] != closing { close += 1 }
            guard close < bytes.count else { return nil }
            let name = UnsafeBufferPointer(rebasing: bytes[(open + 2)..<close])
            if close + 1 < bytes.count, bytes[close + 1] == closing,
               let index = values.firstIndex(where: { $0.key.utf8.elementsEqual(name) }) {
                return (open, close + 2, index)
            }
            open += 1
        }
        return nil
    }
}
