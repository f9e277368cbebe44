@testable import HTTP
import Testing

/// `ChunkSizeLine` reads the size line libmicrohttpd leaves before a chunk's data in its buffer.
struct ChunkSizeLineTests {
    /// The size before the data that starts at `offset` of `buffer` (the buffer starting where the headers end).
    private func size(_ buffer: String, dataAt offset: Int) -> UInt64? {
        Array(buffer.utf8).withUnsafeBytes { bytes in
            ChunkSizeLine.declaredSize(before: bytes.baseAddress! + offset, bufferStart: bytes.baseAddress!)
        }
    }

    @Test func theLineRightBeforeTheData() {
        #expect(size("1a\r\nxyz", dataAt: 4) == 26)
        #expect(size("FFFFFFFFFFFFFFFF\r\nx", dataAt: 18) == .max)
        #expect(size("10000000000000000\r\nx", dataAt: 19) == .max)
        #expect(size("5;name=\"v\"\r\nx", dataAt: 12) == 5)
        #expect(size("5\nx", dataAt: 2) == 5)
        // After a whole chunk and its line end: the next chunk's own line.
        #expect(size("3\r\nab\n\r\n40\r\nx", dataAt: 12) == 64)
    }

    @Test func noLineBeforeTheData() {
        // Data at the buffer's start: a chunk going on, or its line came in an earlier read.
        #expect(size("xyz", dataAt: 0) == nil)
        #expect(size("\0\0xyz", dataAt: 2) == nil)
        #expect(size("zz\r\nx", dataAt: 4) == nil)
        #expect(size("\r\nx", dataAt: 2) == nil)
    }
}
