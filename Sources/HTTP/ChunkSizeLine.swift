/// The size a chunk declares, read back from libmicrohttpd 0.9.75's buffer (it hands over only the data, and takes
/// `FFFFFFFFFFFFFFFF`). Within one read a chunk's data follows its size line, in a buffer starting where the headers
/// end; data at the buffer's start (a chunk going on, or its line read earlier) has no line before it.
enum ChunkSizeLine {
    /// The size declared for the chunk whose data starts at `data` (`UInt64.max` when it overflows), or nil when no
    /// size line is right before it in `bufferStart..<data`.
    static func declaredSize(before data: UnsafeRawPointer, bufferStart: UnsafeRawPointer) -> UInt64? {
        guard data > bufferStart, data - bufferStart <= 1 << 20 else { return nil }
        let byte = { (pointer: UnsafeRawPointer) in pointer.load(as: UInt8.self) }
        var end = data - 1
        guard byte(end) == lineFeed else { return nil }
        if end > bufferStart, byte(end - 1) == carriageReturn { end -= 1 }
        // The line starts after the line feed before it (the previous chunk's end), or at the buffer's start.
        var start = end
        while start > bufferStart, byte(start - 1) != lineFeed, end - start < 1024 { start -= 1 }
        guard start == bufferStart || byte(start - 1) == lineFeed else { return nil }
        var size: UInt64 = 0
        var digits = 0
        var cursor = start
        while cursor < end, let digit = hexValue(byte(cursor)) {
            size = size > UInt64.max >> 4 ? .max : size << 4 | UInt64(digit)
            digits += 1
            cursor += 1
        }
        // What libmicrohttpd accepted: hex digits, then the end of the line or an extension.
        guard digits > 0, cursor == end || byte(cursor) == UInt8(ascii: ";") else { return nil }
        return size
    }

    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case 0x30...0x39: byte - 0x30
        case 0x41...0x46: byte - 0x41 + 10
        case 0x61...0x66: byte - 0x61 + 10
        default: nil
        }
    }
}
