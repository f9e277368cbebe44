@testable import HTTP
import Testing

@Suite struct RequestTargetTests {
    @Test(arguments: [
        ("/minesweeper/move", "/minesweeper/move", ""),
        ("/minesweeper?at=40", "/minesweeper", "at=40"),
        ("/a?b=1#top", "/a", "b=1"),
        ("/a#top?b=1", "/a", ""),
        ("/", "/", ""),
        ("http://example.org/x?y=2", "/x", "y=2"),
        ("http://example.org", "/", ""),
        // Split on bytes: a separator followed by a combining mark still separates.
        ("/a?\u{301}b=1", "/a", "\u{301}b=1"),
        ("/é?x=é", "/é", "x=é"),
    ])
    func splitsPathAndQuery(target: String, path: String, query: String) {
        let parts = RequestTarget(target)
        #expect(parts.rawPath == path)
        #expect(parts.rawQuery == query)
    }
}
