extension Cookie {
    /// Reads a `Cookie` header such as `a=1; b=2`: pairs without `=` or a name are skipped, the first of a repeated
    /// name wins, one pair of surrounding double quotes is removed. Split on bytes, as RFC 6265 reads it: a `;` or
    /// `=` followed by a combining mark still separates, where Swift's `Character`s would join the two.
    public static func parse(header: String) -> [String: String] {
        var header = header
        // One pass over the contiguous bytes: it runs on every request that carries a cookie.
        return header.withUTF8(parse(bytes:))
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>) -> [String: String] {
        var cookies: [String: String] = [:]
        forEachPair(in: bytes) { nameRange, valueRange in
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[nameRange]), as: UTF8.self)
            guard cookies[name] == nil else { return true }
            cookies[name] = String(decoding: UnsafeBufferPointer(rebasing: bytes[valueRange]), as: UTF8.self)
            return true
        }
        return cookies
    }

    /// Every value of the cookie `name` in a `Cookie` header, in order, at most `limit`: a browser sends one
    /// per domain and path it holds under that name, and `parse` keeps only the first.
    public static func values(named name: String, in header: String, limit: Int) -> [String] {
        var header = header
        var values: [String] = []
        let wanted = Array(name.utf8)
        header.withUTF8 { bytes in
            forEachPair(in: bytes) { nameRange, valueRange in
                if nameRange.count == wanted.count, bytes[nameRange].elementsEqual(wanted) {
                    values.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[valueRange]), as: UTF8.self))
                }
                return values.count < limit
            }
        }
        return values
    }

    /// Calls `body` with each pair's name and value (blanks trimmed, one pair of quotes removed from the value),
    /// skipping pairs without `=` or without a name, until it returns false.
    @inline(__always)
    private static func forEachPair(in bytes: UnsafeBufferPointer<UInt8>,
                                    _ body: (Range<Int>, Range<Int>) -> Bool) {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ";") { end += 1 }
            defer { start = end + 1 }
            guard let equals = (start..<end).first(where: { bytes[$0] == UInt8(ascii: "=") }) else { continue }
            let nameRange = trimmingBlanks(start..<equals, in: bytes)
            var valueRange = trimmingBlanks(equals + 1..<end, in: bytes)
            guard !nameRange.isEmpty else { continue }
            if valueRange.count >= 2, bytes[valueRange.lowerBound] == UInt8(ascii: "\""),
               bytes[valueRange.upperBound - 1] == UInt8(ascii: "\"") {
                valueRange = valueRange.lowerBound + 1..<valueRange.upperBound - 1
            }
            guard body(nameRange, valueRange) else { return }
        }
    }

    private static func trimmingBlanks(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper, isBlank(bytes[lower]) { lower += 1 }
        while upper > lower, isBlank(bytes[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}

extension Substring {
    /// Without leading and trailing spaces and tabs (the only blanks HTTP allows around values).
    public func trimmingBlanks() -> Substring {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return self[endIndex...]
        }
        return self[first...last]
    }
}
