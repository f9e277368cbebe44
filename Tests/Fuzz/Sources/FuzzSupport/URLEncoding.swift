/// A plain byte-level model of `application/x-www-form-urlencoded` (WHATWG URL standard, §5.1), written
/// as simply as possible so the server's parser can be checked against it.
public enum URLEncoding {
    /// Pairs split on the bytes `&` and `=`, decoded; nil when an escape or the UTF-8 is broken.
    /// Empty segments and empty names are skipped, as the server does.
    public static func referencePairs(_ bytes: [UInt8]) -> [(String, String)]? {
        var pairs: [(String, String)] = []
        for segment in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = segment.firstIndex(of: UInt8(ascii: "="))
            guard let name = decode(segment[..<(equals ?? segment.endIndex)]),
                  let value = decode(equals.map { segment[($0 + 1)...] } ?? [])
            else { return nil }
            if !name.isEmpty { pairs.append((name, value)) }
        }
        return pairs
    }

    static func decode(_ bytes: ArraySlice<UInt8>, plusAsSpace: Bool = true) -> String? {
        var out: [UInt8] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex else { return nil }
                guard let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) else { return nil }
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
                index += 1
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    private static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Every byte but the unreserved ones as `%XX`: what a careful client would send.
    public static func encode(_ text: String) -> String {
        var out = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let digits = Array("0123456789ABCDEF".unicodeScalars)
                out.unicodeScalars.append("%")
                out.unicodeScalars.append(digits[Int(byte >> 4)])
                out.unicodeScalars.append(digits[Int(byte & 0xF)])
            }
        }
        return out
    }
}

extension URLEncoding {
    /// A path segment's `%XX` escapes decoded (`+` stays `+`); nil when broken.
    public static func decodePath(_ encoded: Substring) -> String? {
        decode(ArraySlice(Array(encoded.utf8)), plusAsSpace: false)
    }
}
