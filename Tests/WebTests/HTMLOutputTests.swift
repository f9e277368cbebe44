import Testing
@testable import Web

@Suite("HTMLOutput writes slot values as bytes")
struct HTMLOutputTests {
    private func written(escaping: Bool, _ write: (inout HTMLOutput) -> Void) -> String {
        var output = HTMLOutput()
        output.escapes = escaping
        write(&output)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    @Test("escaped slots turn every markup character into an entity, even before a combining mark")
    func escapes() {
        #expect(written(escaping: true) { $0.write(string: "a<b>&\"c'\u{301}\"") } == "a&lt;b&gt;&amp;&quot;c&#39;\u{301}&quot;")
        #expect(written(escaping: true) { $0.write(string: "\"\u{301}") } == "&quot;\u{301}")
        #expect(written(escaping: true) { $0.write(string: "plain ⚑ text") } == "plain ⚑ text")
        #expect(written(escaping: true) { $0.write("<" as StaticString) } == "&lt;")
    }

    @Test("raw slots copy as they are")
    func raw() {
        #expect(written(escaping: false) { $0.write(" class=\"x\"<b>") } == " class=\"x\"<b>")
    }

    @Test("numbers print as Swift prints them", arguments: [0, 7, 10, 480, -1, -305, Int.max, Int.min])
    func numbers(_ number: Int) {
        #expect(written(escaping: true) { $0.write(number) } == "\(number)")
    }

    @Test("a flat template fills its slots in order, escaping only {{name}} slots")
    func flatTemplate() throws {
        let template = LoopTemplate(try FlatTemplate("<b{{{attr}}}>{{text}}</b>").bind(["attr", "text"]))
        var output = HTMLOutput()
        template.render(into: &output) { slot, output in
            output.write(string: slot == 0 ? " id=\"a\"" : "1 < 2")
        }
        #expect(String(decoding: output.bytes, as: UTF8.self) == "<b id=\"a\">1 &lt; 2</b>")
    }
}
