import Digits

/// A page's bytes as the templates write them: values go straight in, no String made, escaped for `{{name}}`. One
/// growing buffer of our own: most writes are a few bytes (~6,000 for 480 cells) and `Array.append(contentsOf:)`
/// cost more per call than the copying. One writer at a time: copies share the same bytes.
struct HTMLOutput {
    private let buffer: Buffer
    /// Set by the template for the slot being written: `{{name}}` escapes, `{{{name}}}` does not.
    var escapes = false

    init(capacity: Int = 0) {
        buffer = Buffer(capacity: max(capacity, 256))
    }

    var count: Int { buffer.count }

    /// The bytes written so far.
    var bytes: [UInt8] {
        Array(UnsafeBufferPointer(start: buffer.start, count: buffer.count))
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        buffer.reserve(1)
        (buffer.start + buffer.count).initialize(to: byte)
        buffer.count += 1
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        buffer.reserve(bytes.count)
        (buffer.start + buffer.count).initialize(from: source, count: bytes.count)
        buffer.count += bytes.count
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    mutating func write(_ text: StaticString) {
        text.withUTF8Buffer { write(bytes: $0) }
    }

    /// `lead`, `name` and `trail` unescaped, with one check for room: the markup around a tag's or an attribute's
    /// name (`<button`, ` name="`, `</button>`), written thousands of times a board.
    @inline(__always)
    mutating func write(_ lead: StaticString, _ name: StaticString, _ trail: StaticString) {
        lead.withUTF8Buffer { lead in
            name.withUTF8Buffer { name in
                trail.withUTF8Buffer { trail in
                    buffer.reserve(lead.count + name.count + trail.count)
                    let at = buffer.start + buffer.count
                    if let bytes = lead.baseAddress { at.initialize(from: bytes, count: lead.count) }
                    if let bytes = name.baseAddress { (at + lead.count).initialize(from: bytes, count: name.count) }
                    if let bytes = trail.baseAddress {
                        (at + lead.count + name.count).initialize(from: bytes, count: trail.count)
                    }
                    buffer.count += lead.count + name.count + trail.count
                }
            }
        }
    }

    mutating func write(string text: String) {
        var text = text
        text.withUTF8 { write(bytes: $0) }
    }

    @inline(__always)
    mutating func write(_ number: Int) {
        buffer.reserve(20)  // a sign and 19 digits
        if number < 0 {
            (buffer.start + buffer.count).initialize(to: UInt8(ascii: "-"))
            buffer.count += 1
        }
        buffer.count += DecimalDigits.write(UInt64(number.magnitude), to: buffer.start + buffer.count)
    }

    /// Raw bytes of a slot, escaped if the slot is `{{name}}`.
    @inline(__always)
    mutating func write(bytes text: UnsafeBufferPointer<UInt8>) {
        if escapes {
            writeEscaped(text)
        } else {
            append(text)
        }
    }

    private mutating func writeEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        // Most values have nothing to escape: copy the runs between markup characters whole.
        var start = 0
        for (offset, byte) in text.enumerated() {
            let entity: StaticString
            switch byte {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            append(UnsafeBufferPointer(rebasing: text[start..<offset]))
            entity.withUTF8Buffer { append($0) }
            start = offset + 1
        }
        append(UnsafeBufferPointer(rebasing: text[start...]))
    }

    /// The storage: a pointer, a count and a capacity that doubles as it fills.
    private final class Buffer {
        var start: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            start = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit {
            start.deallocate()
        }

        /// Room for `more` bytes after `count`.
        @inline(__always)
        func reserve(_ more: Int) {
            if capacity - count < more { grow(to: count + more) }
        }

        private func grow(to needed: Int) {
            let newCapacity = max(needed, capacity * 2)
            let newStart = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            newStart.moveInitialize(from: start, count: count)
            start.deallocate()
            start = newStart
            capacity = newCapacity
        }
    }
}
