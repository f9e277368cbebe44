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

    @Test("the buffer grows past its first capacity without losing a byte")
    func growth() {
        var output = HTMLOutput(capacity: 1)
        var expected = ""
        for number in 0..<5_000 {
            output.write(number)
            output.append(UInt8(ascii: ","))
            output.write(string: "é")
            expected += "\(number),é"
        }
        #expect(output.count == expected.utf8.count)
        #expect(String(decoding: output.bytes, as: UTF8.self) == expected)
    }
}
