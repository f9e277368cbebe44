import HTTP
import Testing

/// Regression tests for what the fuzzers (Tests/Fuzz) found in the parsers every request goes through.
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
