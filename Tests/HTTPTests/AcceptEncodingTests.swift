import Testing
@testable import HTTP

@Suite("Accept-Encoding: plain lists read on the bytes, the rest by the full reading, the same answers")
struct AcceptEncodingTests {
    @Test("plain lists of names", arguments: [
        ("gzip", true), ("GZIP, deflate", true), ("deflate, gzip, br", true), (" x-gzip ", true), ("identity", false),
        ("deflate, br", false), ("", false), ("gzipx", false), ("gzi", false), ("x\rgzip", false), (",,gzip,", true),
    ])
    func plainLists(header: String, gzip: Bool) {
        #expect(AcceptEncoding.allowsGzip(header) == gzip)
    }

    @Test("parameters and wildcards", arguments: [
        ("gzip;q=0", false), ("gzip; q=0.5", true), ("*", true), ("*;q=0", false), ("br, *;q=0.1", true),
        ("gzip;q=0, *", false), ("identity;q=1", false),
    ])
    func withParameters(header: String, gzip: Bool) {
        #expect(AcceptEncoding.allowsGzip(header) == gzip)
    }
}
