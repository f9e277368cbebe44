@testable import HTTP
import Testing

/// RFC 9112's framing rules as `Framing` judges them (the raw-socket cases against the real binary are in
/// Tests/System/test_http_strict.py).
struct FramingTests {
    /// Headers laid out as libmicrohttpd 0.9.75 leaves them in its buffer, one after another:
    /// `name NUL blanks value NUL NUL`, then the blank line's `NUL NUL`. `raw` replaces the whole block.
    private func judge(_ lines: [(String, String)], version: String = "HTTP/1.1", gap: String = " ",
                       raw: String? = nil) -> Framing.Verdict {
        var framing = Framing()
        var headers: [String: String] = [:]
        var block = ""
        for (name, value) in lines {
            block += name + "\0" + gap + value + "\0\0"
            headers[name.lowercased()] = headers[name.lowercased()].map { $0 + ", " + value } ?? value
        }
        block += "\0\0"
        let bytes = Array((raw ?? block).utf8).map { CChar(bitPattern: $0) }
        bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            // Each name where it next appears with its NUL; its value (as libmicrohttpd reads it) after the gap.
            var cursor = 0
            for (name, value) in lines {
                let key = Array((name + "\0").utf8).map { CChar(bitPattern: $0) }
                let at = (cursor...(buffer.count - key.count)).first { Array(buffer[$0..<($0 + key.count)]) == key }!
                let valueAt = at + key.count + gap.utf8.count
                framing.observe(name: UnsafeRawBufferPointer(start: base + at, count: name.utf8.count),
                                value: base + valueAt, valueSize: value.utf8.count)
                cursor = valueAt + value.utf8.count
            }
            framing.finish(headersEnd: UnsafeRawPointer(base + buffer.count))
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
            framing.observe(name: UnsafeRawBufferPointer(start: buffer.baseAddress!, count: 8), value: buffer.baseAddress! + 5,
                            valueSize: 0)
        }
        #expect(framing.folded)
        #expect(Framing.valueFollowsName("A\0 \tv", count: 1, value: nil))
    }

    @Test func aCarriageReturnOrNulInAValueIs400() {
        #expect(status(judge([("Host", "x"), ("X-A", "a\rb"), ("X-B", "c")])) == 400)
        #expect(status(judge([("Host", "x"), ("X-A", "a\r")])) == 400)
        // libmicrohttpd ends a value at a NUL: "X-A: a\0b" reaches the server as "a", the rest left in its buffer.
        let nul = "Host\0 x\0\0X-A\0 a\0b\0\0X-B\0 c\0\0\0\0"
        #expect(status(judge([("Host", "x"), ("X-A", "a"), ("X-B", "c")], raw: nul)) == 400)
        let nulInTheLast = "Host\0 x\0\0X-A\0 a\0b\0\0\0\0"
        #expect(status(judge([("Host", "x"), ("X-A", "a")], raw: nulInTheLast)) == 400)
        // Bare LF line ends are one NUL each; an empty value is fine.
        let bareLines = "Host\0 x\0X-A\0 \0\0"
        #expect(judge([("Host", "x"), ("X-A", "")], raw: bareLines) == .acceptable)
        #expect(judge([("Host", "x"), ("X-A", "a\tb ")]) == .acceptable)
    }
}
