/// Writes HTML element by element into an `HTMLOutput` for loops that draw hundreds (a board's cells, leaderboard
/// rows), so markup cannot come out malformed: an element is written whole (`html.element("button", { tag in … })`),
/// names are literals checked in debug builds, and any value that is not a literal token or a number is escaped.
struct HTMLWriter {
    /// The same bytes seen twice: `markup` copies, `escaped` turns `& < > " '` into entities.
    private var markup: HTMLOutput
    private var escaped: HTMLOutput

    init(capacity: Int) {
        markup = HTMLOutput(capacity: capacity)
        escaped = markup
        escaped.escapes = true
    }

    /// What was written, ready for a page's `{{{name}}}`.
    var html: RenderedHTML { RenderedHTML(bytes: markup.bytes) }

    /// `<name>content</name>`.
    @inline(__always)
    mutating func element(_ name: StaticString, content: (inout HTMLWriter) -> Void = { _ in }) {
        element(name, { _ in }, content: content)
    }

    /// `<name attributes>content</name>`.
    @inline(__always)
    mutating func element(_ name: StaticString, _ attributes: (inout StartTag) -> Void,
                          content: (inout HTMLWriter) -> Void = { _ in }) {
        assert(Self.isName(name), "\(name) is not an element name")
        markup.write("<", name, "")
        // The tag writes through a pointer to this writer: a copy of the outputs would retain and release their
        // buffer for every element (thousands a board).
        withUnsafeMutablePointer(to: &self) { writer in
            var tag = StartTag(writer: writer)
            attributes(&tag)
        }
        markup.append(UInt8(ascii: ">"))
        content(&self)
        markup.write("</", name, ">")
    }

    /// Text, escaped.
    mutating func text(_ text: String) {
        escaped.write(string: text)
    }

    @inline(__always)
    mutating func text(_ text: StaticString) {
        escaped.write(text)
    }

    @inline(__always)
    mutating func text(_ number: Int) {
        escaped.write(number)
    }

    /// A line break between elements.
    @inline(__always)
    mutating func newline() {
        markup.append(UInt8(ascii: "\n"))
    }

    /// The attributes of the element being started, each written as ` name=value`.
    struct StartTag {
        fileprivate let writer: UnsafeMutablePointer<HTMLWriter>

        /// `name=token`, unquoted: only a token can stand there without quotes.
        @inline(__always)
        mutating func attribute(_ name: StaticString, _ value: HTMLToken) {
            start(name)
            write(value)
        }

        /// `name="token"`.
        @inline(__always)
        mutating func attribute(_ name: StaticString, quoted value: HTMLToken) {
            quoted(name) { $0.write(value) }
        }

        /// `name="text"`, the text escaped.
        mutating func attribute(_ name: StaticString, text: String) {
            attribute(name) { $0.text(text) }
        }

        /// `name="…"`, the value written in parts, each escaped.
        @inline(__always)
        mutating func attribute(_ name: StaticString, _ value: (inout AttributeText) -> Void) {
            quoted(name) { tag in
                var text = AttributeText(writer: tag.writer)
                value(&text)
            }
        }

        /// `name=…` unquoted, the value written in parts: only for parts that make a token (letters and digits).
        @inline(__always)
        mutating func tokenAttribute(_ name: StaticString, _ value: (inout AttributeText) -> Void) {
            start(name)
            var text = AttributeText(writer: writer)
            value(&text)
        }

        /// A boolean attribute: ` name`.
        @inline(__always)
        mutating func flag(_ name: StaticString) {
            assert(HTMLWriter.isName(name), "\(name) is not an attribute name")
            writer.pointee.markup.write(" ", name, "")
        }

        @inline(__always)
        private mutating func start(_ name: StaticString) {
            assert(HTMLWriter.isName(name), "\(name) is not an attribute name")
            writer.pointee.markup.write(" ", name, "=")
        }

        /// ` name="`, the value, `"`.
        @inline(__always)
        private mutating func quoted(_ name: StaticString, _ value: (inout StartTag) -> Void) {
            assert(HTMLWriter.isName(name), "\(name) is not an attribute name")
            writer.pointee.markup.write(" ", name, "=\"")
            value(&self)
            writer.pointee.markup.append(UInt8(ascii: "\""))
        }

        @inline(__always)
        private mutating func write(_ token: HTMLToken) {
            switch token {
            case .word(let word):
                assert(HTMLWriter.isName(word), "\(word) is not a token")
                writer.pointee.markup.write(word)
            case .number(let number):
                writer.pointee.markup.write(number)
            case .numbered(let word, let number):
                assert(HTMLWriter.isName(word), "\(word) is not a token")
                writer.pointee.markup.write(word)
                writer.pointee.markup.write(number)
            }
        }
    }

    /// A quoted attribute's value, written in parts, all escaped.
    struct AttributeText {
        fileprivate let writer: UnsafeMutablePointer<HTMLWriter>

        mutating func text(_ text: String) {
            writer.pointee.escaped.write(string: text)
        }

        @inline(__always)
        mutating func text(_ text: StaticString) {
            writer.pointee.escaped.write(text)
        }

        @inline(__always)
        mutating func text(_ number: Int) {
            writer.pointee.escaped.write(number)
        }

        /// Text escaped beforehand (a table of labels made once), copied as it is.
        @inline(__always)
        mutating func escapedBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
            writer.pointee.markup.append(bytes)
        }
    }

    /// Letters, digits, `-` and `_`: what element and attribute names and unquoted tokens are made of here.
    fileprivate static func isName(_ name: StaticString) -> Bool {
        name.withUTF8Buffer { bytes in
            !bytes.isEmpty && bytes.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                     UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"): true
                default: false
                }
            }
        }
    }
}

/// An attribute value that needs no quotes: a literal word, a number, or a word followed by a number (`n3`).
enum HTMLToken {
    case word(StaticString)
    case number(Int)
    case numbered(StaticString, Int)
}
