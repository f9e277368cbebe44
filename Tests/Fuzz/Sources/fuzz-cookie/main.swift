import FuzzSupport
import HTTP

runFuzzer(fuzzCookie)

/// `Cookie.parse(header:)` reads the `Cookie` header of every request, sent by anyone. Checked against a
/// byte-level model of RFC 6265 §5.4 as the server documents it: split on `;`, name before the first `=`,
/// spaces and tabs trimmed, empty names skipped, the first of a repeated name wins, one pair of quotes removed.
func fuzzCookie(_ data: UnsafeRawBufferPointer) {
    let header = String(decoding: data, as: UTF8.self)
    let cookies = Cookie.parse(header: header)
    let expected = referenceCookies(Array(header.utf8))
    require(cookies == expected, "cookies differ from the model for \(header.debugDescription): \(cookies) vs \(expected)")
}

func referenceCookies(_ bytes: [UInt8]) -> [String: String] {
    func trimmed(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = slice.firstIndex(where: { !isBlank($0) }), let last = slice.lastIndex(where: { !isBlank($0) }) else {
            return []
        }
        return slice[first...last]
    }
    var cookies: [String: String] = [:]
    for pair in bytes.split(separator: UInt8(ascii: ";")) {
        guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { continue }
        let name = String(decoding: trimmed(pair[..<equals]), as: UTF8.self)
        var value = trimmed(pair[(equals + 1)...])
        guard !name.isEmpty, cookies[name] == nil else { continue }
        if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") {
            value = value.dropFirst().dropLast()
        }
        cookies[name] = String(decoding: value, as: UTF8.self)
    }
    return cookies
}
