/// The fuzzer's bytes read as a series of small decisions. Past the end every read gives zero, so any
/// input, however short, is a complete test case, and libFuzzer's mutations map to nearby decisions.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ data: UnsafeRawBufferPointer) {
        bytes = Array(data)
    }

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    public mutating func bool() -> Bool { byte() & 1 == 1 }

    /// A number in `0..<bound` (bound ≥ 1), from one byte, or two when the bound needs them.
    public mutating func integer(below bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let raw = bound <= 256 ? Int(byte()) : Int(byte()) << 8 | Int(byte())
        return raw % bound
    }

    public mutating func uint64() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }

    public mutating func pick<T>(_ options: [T]) -> T {
        options[integer(below: options.count)]
    }

    /// Up to `limit` raw bytes, their count given by the next byte.
    public mutating func chunk(upTo limit: Int) -> [UInt8] {
        let length = min(Int(byte()), limit, bytes.count - min(position, bytes.count))
        defer { position += length }
        return Array(bytes[position..<position + length])
    }

    /// Text as a browser could never send it but an attacker can: any bytes, broken UTF-8 repaired.
    public mutating func text(upTo limit: Int) -> String {
        String(decoding: chunk(upTo: limit), as: UTF8.self)
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }

    /// A form as a hostile client could post it: a few fields, each name known to the handler or made up,
    /// each value a tricky constant or arbitrary text.
    public mutating func formFields(names: [String], values: [String]) -> [String: String] {
        var fields: [String: String] = [:]
        for _ in 0..<integer(below: 5) {
            let name = byte() < 224 ? pick(names) : text(upTo: 16)
            let value: String
            switch byte() % 4 {
            case 0, 1: value = pick(values + Self.trickyValues)
            case 2: value = String(Int(integer(below: 1024)) - 24)
            default: value = text(upTo: 48)
            }
            fields[name] = value
        }
        return fields
    }

    /// Values that have broken parsers before: signs, spaces, overflow, other digit systems, NUL.
    public static let trickyValues = [
        "", " ", "0", "-0", "+1", " 1", "1 ", "-1", "1.5", "1e3", "0x1f", "007", "999999999", "-99999999",
        "9223372036854775807", "-9223372036854775808", "9223372036854775808", "99999999999999999999",
        "\u{0663}", "\u{FF11}", "1\u{0}", "\u{0}", "\u{FEFF}1", "NaN", "true", "on", "\u{0301}",
        "<script>", "\"", "'", "&amp;",
    ]
}
