import Digits

/// Decoding of `%XX` escapes, shared by paths, query strings and form bodies.
enum PercentDecoding {
    /// The decoded text, or nil when a `%` is not followed by two hex digits or the bytes are not UTF-8.
    /// `plusAsSpace` is for `application/x-www-form-urlencoded`, where `+` stands for a space.
    static func decode(_ encoded: Substring, plusAsSpace: Bool) -> String? {
        let utf8 = encoded.utf8
        // Most names, values and paths need no decoding: skip the copy.
        if !utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }) {
            return String(encoded)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(HexDigits.value), let low = iterator.next().flatMap(HexDigits.value) else {
                    return nil
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "+") where plusAsSpace:
                bytes.append(UInt8(ascii: " "))
            default:
                bytes.append(byte)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

}
