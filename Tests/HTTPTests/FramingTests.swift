@testable import HTTP
import Testing

/// RFC 9112's framing rules as `Framing` judges them (the raw-socket cases against the real binary are in
/// Tests/System/test_http_strict.py).
struct FramingTests {
    /// Headers laid out as libmicrohttpd 0.9.75 leaves them in its buffer: `name NUL blanks value NUL`.
    private func judge(_ lines: [(String, String)], version: String = "HTTP/1.1", gap: String = " ") -> Framing.Verdict {
        var framing = Framing()
        var headers: [String: String] = [:]
        for (name, value) in lines {
            let bytes = Array((name + "\0" + gap + value + "\0").utf8).map { CChar(bitPattern: $0) }
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                framing.observe(name: UnsafeRawBufferPointer(start: base, count: name.utf8.count),
                                value: base + name.utf8.count + 1 + gap.utf8.count)
            }
            headers[name.lowercased()] = headers[name.lowercased()].map { $0 + ", " + value } ?? value
        }
        return framing.verdict(headers: headers, version: version)
    }

    private func status(_ verdict: Framing.Verdict) -> Int {
        if case .refused(let status, _) = verdict { return status }
        return 200
    }

    @Test func anOrdinaryRequestPasses() {
        #expect(judge([("Host", "example.org:8080"), ("Content-Length", "5")]) == .acceptable)
        #expect(judge([("Host", "[2001:db8::1]:80")], gap: "\t") == .acceptable)
        #expect(judge([], version: "HTTP/1.0") == .acceptable)
        #expect(judge([("Host", "x"), ("Transfer-Encoding", "Chunked")]) == .acceptable)
        #expect(Framing.isValidHost(" example.org:8080\t") && Framing.isValidHost(""))
    }

    @Test func hostMissingRepeatedOrMalformedIs400() {
        #expect(status(judge([])) == 400)
        #expect(status(judge([("Host", "a"), ("Host", "b")])) == 400)
        #expect(status(judge([("Host", "a"), ("Host", "b")], version: "HTTP/1.0")) == 400)
        for host in ["a@evil.example", "a b", "x:80:90", "[::1", "x/y", "ex\u{e9}mple.org"] {
            #expect(status(judge([("Host", host)])) == 400, "\(host)")
        }
    }

    @Test func namesMustBeTokens() {
        #expect(status(judge([("Host ", "x")])) == 400)
        #expect(status(judge([("Host", "x"), ("X-A\t", "y")])) == 400)
        #expect(status(judge([("Host", "x"), ("", "y")])) == 400)
    }

    @Test func lengthsAndCodings() {
        #expect(status(judge([("Host", "x"), ("Content-Length", "5"), ("Content-Length", "6")])) == 400)
        #expect(status(judge([("Host", "x"), ("Transfer-Encoding", "foo")])) == 501)
        #expect(status(judge([("Host", "x"), ("Transfer-Encoding", "gzip, chunked")])) == 501)
        #expect(status(judge([("Host", "x"), ("Transfer-Encoding", "chunked"), ("Content-Length", "5")])) == 400)
        #expect(status(judge([("Transfer-Encoding", "chunked")], version: "HTTP/1.0")) == 400)
    }

    @Test func aValueNotRightAfterItsNameWasFolded() {
        // "X-A: hello\r\n world" as libmicrohttpd 0.9.75 leaves it: " world" glued onto the name, over the value.
        let bytes = Array("X-Aworld\0\0\0\0".utf8).map { CChar(bitPattern: $0) }
        var framing = Framing()
        bytes.withUnsafeBufferPointer { buffer in
            framing.observe(name: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: 8), value: buffer.baseAddress! + 5)
        }
        #expect(framing.folded)
        #expect(Framing.valueFollowsName("A\0 \tv", count: 1, value: nil))
    }
}
