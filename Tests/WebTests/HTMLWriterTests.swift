import Testing
@testable import Web

@Suite("HTMLWriter writes whole elements")
struct HTMLWriterTests {
    private func written(_ write: (inout HTMLWriter) -> Void) -> String {
        var html = HTMLWriter(capacity: 16)
        write(&html)
        return String(decoding: html.html.bytes, as: UTF8.self)
    }

    @Test("tokens unquoted or quoted, text quoted and escaped, flags, in the order written")
    func attributes() {
        let html = written { html in
            html.element("button", { tag in
                tag.attribute("name", .word("cell"))
                tag.attribute("value", .number(-37))
                tag.attribute("class", .numbered("n", 3))
                tag.attribute("data-x", quoted: .word("l"))
                tag.attribute("data-y", quoted: .number(7))
                tag.attribute("title", text: "a \"b\" & <c> 'd'")
                tag.attribute("aria-label") { label in
                    label.text("Row ")
                    label.text(2)
                    label.text(", <" as StaticString)
                }
                tag.flag("autofocus")
            })
        }
        #expect(html == #"<button name=cell value=-37 class=n3 data-x="l" data-y="7" title="a &quot;b&quot; &amp; &lt;c&gt; &#39;d&#39;" aria-label="Row 2, &lt;" autofocus></button>"#)
    }

    @Test("content is escaped text and nested elements, each closed; newlines between")
    func content() {
        let html = written { html in
            html.element("tr") { row in
                row.element("td") { $0.text("1 < 2 & \"3\"") }
                row.element("td") { cell in
                    cell.text(42)
                    cell.text(" ⚑ ")
                    cell.element("span", { $0.attribute("class", quoted: .word("you")) }) { $0.text("(you)") }
                }
            }
            html.newline()
            html.element("p")
        }
        #expect(html == "<tr><td>1 &lt; 2 &amp; &quot;3&quot;</td><td>42 ⚑ <span class=\"you\">(you)</span></td></tr>\n<p></p>")
    }
}
