/// The language a browser asks for first (`Accept-Language`, RFC 9110 §12.5.4) among those the site has: the
/// highest weight wins, the earlier on a tie; `de-AT` matches German, `pt` and `pt-PT` Brazilian Portuguese, `*` and
/// anything unknown nothing. Read byte by byte: every request without a chosen language reads it, some twice.
enum AcceptLanguage {
    static func best(_ header: String?) -> Language? {
        guard var header, !header.isEmpty else { return nil }
        return header.withUTF8 { best(in: $0) }
    }

    private static func best(in bytes: UnsafeBufferPointer<UInt8>) -> Language? {
        var best: Language?
        var bestWeight = 0
        var start = 0
        var items = 0
        while start <= bytes.count, items < 32 {
            var end = start
            while end < bytes.count, bytes[end] != UInt8(ascii: ",") { end += 1 }
            items += 1
            if let (language, weight) = item(bytes[start..<end]), weight > bestWeight {
                best = language
                bestWeight = weight
            }
            start = end + 1
        }
        return best
    }

    /// One `tag;q=0.8` of the list: its language and its weight in thousandths, or nil for an unknown tag, `*`, a
    /// weight of 0 or one that is not a number from 0 to 1.
    private static func item(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> (Language, Int)? {
        var parts = bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).makeIterator()
        guard let tag = parts.next().map(trimmed), !tag.isEmpty, !tag.elementsEqual("*".utf8),
              let language = Language.matching(tag) else { return nil }
        var weight = 1000
        while let parameter = parts.next().map(trimmed) {
            guard parameter.count >= 2, parameter.first! | 0x20 == UInt8(ascii: "q") else { continue }
            let rest = trimmed(parameter.dropFirst())
            guard rest.first == UInt8(ascii: "=") else { continue }
            weight = thousandths(trimmed(rest.dropFirst())) ?? 0
        }
        return weight > 0 && weight <= 1000 ? (language, weight) : nil
    }

    /// "0.8" as 800: digits, then up to three decimals that count (more are ignored); nil for anything else.
    private static func thousandths(_ text: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var whole = 0
        var fraction = 0
        var decimals = 0
        var seenPoint = false
        var seenDigit = false
        for byte in text {
            if byte == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                seenDigit = true
                let digit = Int(byte - UInt8(ascii: "0"))
                if !seenPoint {
                    whole = min(whole * 10 + digit, 10)
                } else if decimals < 3 {
                    fraction = fraction * 10 + digit
                    decimals += 1
                }
            } else {
                return nil
            }
        }
        guard seenDigit else { return nil }
        while decimals < 3 {
            fraction *= 10
            decimals += 1
        }
        return whole * 1000 + fraction
    }

    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Slice<UnsafeBufferPointer<UInt8>> {
        let space = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !space($0) }), let last = bytes.lastIndex(where: { !space($0) }) else {
            return bytes[bytes.startIndex..<bytes.startIndex]
        }
        return bytes[first...last]
    }
}
