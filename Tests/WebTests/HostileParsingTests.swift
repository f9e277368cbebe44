import HTTP
import Testing

/// Regression tests for what the fuzzers (Tests/Fuzz) found in the parsers every request goes through
/// (the multipart case was found by reading that parser after the other two).
/// HTTP's separators are bytes; Swift's `Character`s join a `;`, `&` or `=` with a following combining mark
/// into one grapheme, which made the parsers miss the separator.
@Suite("Hostile input: parsers")
struct HostileParsingTests {
    @Test("a cookie separator followed by a combining mark still separates (fuzz-cookie)")
    func cookieSeparatorBeforeCombiningMark() {
        #expect(Cookie.parse(header: "s=;s=;\u{338}=\u{FFFD}") == ["s": "", "\u{338}": "\u{FFFD}"])
        #expect(Cookie.parse(header: "sid=abc;\u{301}x=1") == ["sid": "abc", "\u{301}x": "1"])
        #expect(Cookie.parse(header: "a=\u{301}1") == ["a": "\u{301}1"])
        #expect(Cookie.parse(header: "q=\"\u{301}\"") == ["q": "\u{301}"])
    }

    @Test("a multipart quote followed by a combining mark still opens a quoted value")
    func multipartQuoteBeforeCombiningMark() throws {
        let body = "--b\r\nContent-Disposition: form-data; name=\"\u{301}x\"\r\n\r\nv\r\n"
            + "--b\r\nContent-Disposition: form-data; name=\"y\"; filename=\"\u{301}.txt\"\r\n\r\nw\r\n--b--\r\n"
        let parts = try Multipart.parse(Array(body.utf8), boundary: "b")
        #expect(parts.map(\.name) == ["\u{301}x", "y"])
        #expect(parts.map(\.filename) == [nil, "\u{301}.txt"])
    }

    @Test("a form separator followed by a combining mark still separates (fuzz-form)")
    func formSeparatorBeforeCombiningMark() throws {
        let form = try FormData.parse("\0=\u{312}\u{FFFD}=")
        #expect(form.pairs.map(\.0) == ["\0"])
        #expect(form.pairs.map(\.1) == ["\u{312}\u{FFFD}="])
        let two = try FormData.parse("csrf=a&\u{301}cell=4")
        #expect(two.pairs.map(\.0) == ["csrf", "\u{301}cell"])
        #expect(two.pairs.map(\.1) == ["a", "4"])
    }
}
