import Digits
/// Reads JSON laid out exactly as a game's hand-written stored form writes it: literal text, plain strings, whole
/// numbers and booleans. Every read returns nil when the input differs in any way, and the game refuses the text:
/// this never has to know the rest of JSON.
public struct StoredJSONReader: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    public var isAtEnd: Bool { position == bytes.count }

    /// Consumes `literal` (ASCII) if the input continues with it.
    public mutating func expect(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard bytes.count - position >= count else { return false }
        let text = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count where bytes[position + offset] != text[offset] {
            return false
        }
        position += count
        return true
    }

    /// The bytes of a string up to its closing quote, which is consumed; nil for an escape or a control
    /// character (the writers never need either).
    public mutating func string() -> UnsafeBufferPointer<UInt8>? {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") {
                return UnsafeBufferPointer(rebasing: bytes[start..<position - 1])
            }
            guard byte >= 0x20, byte != UInt8(ascii: "\\") else { return nil }
        }
        return nil
    }

    /// A non-negative whole number as JSON writes it: no sign, no leading zero, no fraction or exponent.
    public mutating func unsigned() -> UInt64? {
        let start = position
        var value: UInt64 = 0
        while position < bytes.count {
            let digit = bytes[position] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            guard position == start || value != 0 else { return nil }
            let (times10, overflowed) = value.multipliedReportingOverflow(by: 10)
            let (sum, carried) = times10.addingReportingOverflow(UInt64(digit))
            guard !overflowed, !carried else { return nil }
            value = sum
            position += 1
        }
        return position > start ? value : nil
    }

    public mutating func integer() -> Int? {
        unsigned().flatMap { Int(exactly: $0) }
    }

    public mutating func bool() -> Bool? {
        if expect("true") { return true }
        if expect("false") { return false }
        return nil
    }
}

/// The writing half: JSON pieces written into a string's buffer, sized beforehand by the caller
/// (`string(capacity:_:)`), so no write checks for growth or sharing.
public struct StoredJSONWriter: ~Copyable {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private var count = 0

    private init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The text `write` produces. `capacity` must hold all of it: writing past it traps, never overwrites.
    public static func string(capacity: Int, _ write: (inout StoredJSONWriter) -> Void) -> String {
        String(unsafeUninitializedCapacity: max(capacity, 1)) { buffer in
            var writer = StoredJSONWriter(buffer)
            write(&writer)
            return writer.count
        }
    }

    /// Room for `length` more bytes, checked against the capacity.
    private mutating func take(_ length: Int) -> UnsafeMutableBufferPointer<UInt8> {
        precondition(length <= buffer.count - count, "StoredJSONWriter: capacity exceeded")
        defer { count += length }
        return UnsafeMutableBufferPointer(rebasing: buffer[count..<count + length])
    }

    public mutating func write(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        _ = take(length).initialize(from: UnsafeBufferPointer(start: literal.utf8Start, count: length))
    }

    /// Bytes the caller knows need no escaping inside a JSON string.
    public mutating func write(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            take(1)[0] = byte
        }
    }

    /// `length` bytes written by `body` straight into the buffer (each must be written).
    public mutating func write(length: Int, _ body: (UnsafeMutableBufferPointer<UInt8>) -> Void) {
        body(take(length))
    }

    public mutating func write(_ value: UInt64) {
        DecimalDigits.write(value, to: take(DecimalDigits.count(value)).baseAddress!)
    }

    /// A negative number (which no stored form needs) is written as JSON too.
    public mutating func write(_ value: Int) {
        if value < 0 { write("-") }
        write(UInt64(value.magnitude))
    }

    public mutating func write(_ value: Bool) {
        write(value ? "true" : "false")
    }
}
