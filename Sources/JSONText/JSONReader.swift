/// A JSON value read by `JSONReader`. Numbers keep their text, so a whole number can be told apart from
/// `12.5` or `1e3` (and each refused with its own message), and a 64-bit seed keeps every digit.
public indirect enum JSONValue: Sendable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

/// Where and why a document is not JSON.
public struct JSONSyntaxError: Error, Equatable {
    public let offset: Int
    public let reason: String
}

/// The one general JSON reader of the game cores: small and strict (RFC 8259), with errors a player can
/// follow and a depth limit so a hostile document cannot exhaust the stack. It reads players' custom Word
/// Search documents, and stored Minesweeper rows whose keys are not in the layout its writer uses.
public struct JSONReader {
    private let bytes: [UInt8]
    private var at = 0
    private static let maxDepth = 32

    public static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        var reader = JSONReader(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.at = 3 }
        let value = try reader.value(depth: 0)
        reader.skipSpace()
        guard reader.at == bytes.count else { throw reader.error("text after the end of the document") }
        return value
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        JSONSyntaxError(offset: at, reason: reason)
    }

    private mutating func skipSpace() {
        while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
    }

    private func unexpected() -> JSONSyntaxError {
        guard at < bytes.count else { return error("the document ends too early") }
        let byte = bytes[at]
        return error((0x21...0x7E).contains(byte) ? "unexpected “\(Character(Unicode.Scalar(byte)))”" : "an unexpected character")
    }

    private mutating func expect(_ byte: UInt8, _ what: String) throws(JSONSyntaxError) {
        skipSpace()
        guard at < bytes.count, bytes[at] == byte else { throw at < bytes.count ? error("expected \(what)") : unexpected() }
        at += 1
    }

    private mutating func value(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("too many nested lists or objects") }
        skipSpace()
        guard at < bytes.count else { throw unexpected() }
        switch bytes[at] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw unexpected()
        }
    }

    private mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        at += 1
        var fields: [String: JSONValue] = [:]
        if skipping(UInt8(ascii: "}")) { return .object(fields) }
        repeat {
            skipSpace()
            guard at < bytes.count, bytes[at] == UInt8(ascii: "\"") else {
                throw at < bytes.count ? error("expected a name in quotes") : unexpected()
            }
            let keyStart = at
            let key = try string()
            guard fields[key] == nil else { throw JSONSyntaxError(offset: keyStart, reason: "“\(key.prefix(20))” appears twice") }
            try expect(UInt8(ascii: ":"), "“:” after a name")
            fields[key] = try value(depth: depth + 1)
        } while try !endsList(UInt8(ascii: "}"), "expected “,” or “}”")
        return .object(fields)
    }

    private mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        at += 1
        var items: [JSONValue] = []
        if skipping(UInt8(ascii: "]")) { return .array(items) }
        repeat {
            items.append(try value(depth: depth + 1))
        } while try !endsList(UInt8(ascii: "]"), "expected “,” or “]”")
        return .array(items)
    }

    /// Steps past `close` when it comes next: an empty object or array.
    private mutating func skipping(_ close: UInt8) -> Bool {
        skipSpace()
        guard at < bytes.count, bytes[at] == close else { return false }
        at += 1
        return true
    }

    /// After an item of an object or array: true at its `close` (stepped past), false after the comma before the
    /// next item; anything else is an error saying what was `expected`.
    private mutating func endsList(_ close: UInt8, _ expected: String) throws(JSONSyntaxError) -> Bool {
        skipSpace()
        guard at < bytes.count else { throw unexpected() }
        if bytes[at] == close {
            at += 1
            return true
        }
        guard bytes[at] == UInt8(ascii: ",") else { throw error(expected) }
        at += 1
        return false
    }

    private mutating func literal(_ word: String) throws(JSONSyntaxError) {
        let letters = Array(word.utf8)
        guard bytes[at...].starts(with: letters) else { throw unexpected() }
        at += letters.count
    }

    private mutating func number() throws(JSONSyntaxError) -> String {
        let start = at
        if bytes[at] == UInt8(ascii: "-") { at += 1 }
        if at < bytes.count, bytes[at] == UInt8(ascii: "0") {
            at += 1
            guard digits() == 0 else { throw JSONSyntaxError(offset: start, reason: "a number cannot start with 0") }
        } else {
            guard digits() > 0 else { throw unexpected() }
        }
        if at < bytes.count, bytes[at] == UInt8(ascii: ".") {
            at += 1
            guard digits() > 0 else { throw unexpected() }
        }
        if at < bytes.count, bytes[at] | 0x20 == UInt8(ascii: "e") {
            at += 1
            if at < bytes.count, bytes[at] == UInt8(ascii: "+") || bytes[at] == UInt8(ascii: "-") { at += 1 }
            guard digits() > 0 else { throw unexpected() }
        }
        return String(decoding: bytes[start..<at], as: UTF8.self)
    }

    private mutating func digits() -> Int {
        let start = at
        while at < bytes.count, Self.isDigit(bytes[at]) { at += 1 }
        return at - start
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        at += 1
        var text: [UInt8] = []
        while true {
            guard at < bytes.count else { throw error("a text in quotes is not closed") }
            let byte = bytes[at]
            at += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: text, as: UTF8.self) else {
                    throw error("text that is not UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                try escape(into: &text)
            case 0..<0x20:
                at -= 1
                throw error("a line break or control character inside quotes")
            default:
                text.append(byte)
            }
        }
    }

    private mutating func escape(into text: inout [UInt8]) throws(JSONSyntaxError) {
        guard at < bytes.count else { throw unexpected() }
        let byte = bytes[at]
        at += 1
        let simple: [UInt8: UInt8] = [0x22: 0x22, 0x5C: 0x5C, 0x2F: 0x2F, 0x62: 0x08, 0x66: 0x0C, 0x6E: 0x0A, 0x72: 0x0D, 0x74: 0x09]
        if let plain = simple[byte] {
            text.append(plain)
            return
        }
        guard byte == UInt8(ascii: "u") else {
            at -= 1
            throw error("an unknown escape after “\\”")
        }
        var unit = try hexUnit()
        if (0xD800..<0xDC00).contains(unit) {
            guard bytes[at...].starts(with: [0x5C, 0x75]) else { throw error("half of a character escape") }
            at += 2
            let low = try hexUnit()
            guard (0xDC00..<0xE000).contains(low) else { throw error("half of a character escape") }
            unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(unit) else { throw error("half of a character escape") }
        text.append(contentsOf: String(Character(scalar)).utf8)
    }

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        guard at + 4 <= bytes.count else { throw error("a bad “\\u” escape") }
        var unit: UInt32 = 0
        for byte in bytes[at..<(at + 4)] {
            let value: UInt8 = switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
            default: throw error("a bad “\\u” escape")
            }
            unit = unit << 4 | UInt32(value)
        }
        at += 4
        return unit
    }
}
