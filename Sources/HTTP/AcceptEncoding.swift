/// What a request's `Accept-Encoding` allows (RFC 9110 §12.5.3): here, only whether gzip is welcome.
/// gzip is accepted when listed (or covered by `*`) with a q-value above 0; an absent header, `identity`, or
/// anything unreadable means the plain bytes.
public enum AcceptEncoding {
    public static func allowsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        if let plain = plainList(header) { return plain }
        var gzip: Double?
        var wildcard: Double?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let name = parts.first?.trimmingBlanks().lowercased(), !name.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingBlanks()
                guard pair.lowercased().hasPrefix("q=") else { continue }
                guard let value = Double(pair.dropFirst(2)), (0...1).contains(value) else { quality = 0; continue }
                quality = value
            }
            switch name {
            case "gzip", "x-gzip": gzip = max(gzip ?? 0, quality)
            case "*": wildcard = quality
            default: break
            }
        }
        return (gzip ?? wildcard ?? 0) > 0
    }

    /// The common case read on the bytes: a list of names without parameters or `*` (`gzip, deflate, br`,
    /// `identity`): whether gzip is among them. Nil for anything else, which the full reading takes.
    private static func plainList(_ header: String) -> Bool? {
        var header = header
        return header.withUTF8 { bytes -> Bool? in
            var found = false
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: ",") {
                    if bytes[end] == UInt8(ascii: ";") || bytes[end] == UInt8(ascii: "*") { return nil }
                    end += 1
                }
                var lower = start, upper = end
                while lower < upper, bytes[lower] == UInt8(ascii: " ") || bytes[lower] == UInt8(ascii: "\t") { lower += 1 }
                while upper > lower, bytes[upper - 1] == UInt8(ascii: " ") || bytes[upper - 1] == UInt8(ascii: "\t") { upper -= 1 }
                let name = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
                if Self.matches(name, "gzip") || Self.matches(name, "x-gzip") { found = true }
                start = end + 1
            }
            return found
        }
    }

    private static func matches(_ name: UnsafeBufferPointer<UInt8>, _ lowercase: StaticString) -> Bool {
        guard name.count == lowercase.utf8CodeUnitCount else { return false }
        let expected = UnsafeBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
        return zip(name, expected).allSatisfy { ((0x41...0x5A).contains($0) ? $0 | 0x20 : $0) == $1 }
    }
}
