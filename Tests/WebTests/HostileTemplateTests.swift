import Foundation
import Testing
@testable import Web

/// What fuzz-templates found: swift-mustache escapes HTML one `Character` at a time, and a `"` or `<`
/// followed by a combining mark is one `Character` that is not `"` or `<`, so it went out unescaped. In an
/// attribute such as the name form's `value="{{name}}"`, a browser still ends the value at that `"`.
@Suite("Hostile input: templates")
struct HostileTemplateTests {
    static let templates = Result { try Templates(directory: TestSite.root.appendingPathComponent("Templates").path) }

    /// Every markup scalar of `html` that comes straight before a combining mark (never from a template).
    static func markupBeforeCombiningMarks(_ html: String) -> [Unicode.Scalar] {
        let scalars = Array(html.unicodeScalars)
        return zip(scalars, scalars.dropFirst()).compactMap { markup, next in
            "<>\"'&".unicodeScalars.contains(markup) && next.properties.generalCategory == .nonspacingMark ? markup : nil
        }
    }

    @Test("a quote or angle bracket followed by a combining mark is escaped like any other (fuzz-templates)")
    func combiningMarkAfterMarkup() throws {
        let name = "\"\u{301} autofocus onfocus=alert(1) x=\"\u{301}"
        let chrome = PageChrome(title: "<\u{6D7}h1>", csrf: "", current: "/leaderboard", flash: "<\u{301}b>")
        let html = try Self.templates.get().render(NameFormPage(page: chrome, scoreID: 1, name: name, errorMessage: true),
                                                   template: "leaderboard/name")
        #expect(Self.markupBeforeCombiningMarks(html).isEmpty, "raw markup from the input: \(Self.markupBeforeCombiningMarks(html))")
        let value = Array("value=\"&quot;\u{301} autofocus onfocus=alert(1) x=&quot;\u{301}\"".unicodeScalars)
        #expect(Array(html.unicodeScalars).firstRange(of: value) != nil)
    }

    @Test("over the wire: a refused name comes back escaped in the form's value")
    func refusedNameEchoed() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let name = "\"\u{301} onfocus=alert(1) autofocus x=\"\u{301}" + String(repeating: "x", count: 20)
        let answer = try visitor.client.post("/leaderboard/name", [("csrf", try visitor.csrf), ("score", "1"), ("name", name)])
        expectReadableRefusal(answer, 422)
        #expect(Self.markupBeforeCombiningMarks(answer.body).isEmpty)
    }
}
