import Foundation
import Testing
@testable import Web

/// The compiled renderer's own rules, each checked against what swift-mustache 2.1.1 renders from the same
/// template and model (`MustacheReference`), and its start-up errors. Only templates where swift-mustache
/// follows the spec are compared (where it does not, `MustacheSpecTests` has the spec's answer).
@Suite("Templates: the compiled renderer's rules")
struct TemplateRendererTests {
    struct Item {
        let name: String
        let flag: Bool
        let note: String?
    }

    struct Inner {
        let title: String
        let csrf: String?
        let items: [Item]
    }

    struct Page {
        let title: String
        let csrf: String
        let empty: String
        let zero: Int
        let number: Int
        let negative: Int
        let big: Int64
        let ratio: Double
        let yes: Bool
        let no: Bool
        let missing: String?
        let present: String?
        let none: [Item]
        let items: [Item]
        let words: [String]
        let inner: Inner
        let innerMissing: Inner?
        let html: RenderedHTML
    }

    static let page = Page(
        title: "A <b>\"title\"</b> & 'more'", csrf: "tok\"en", empty: "", zero: 0, number: 42, negative: -7,
        big: 9_000_000_000_123, ratio: 0.1, yes: true, no: false, missing: nil, present: "here",
        none: [], items: [Item(name: "one", flag: true, note: nil), Item(name: "two<", flag: false, note: "n2")],
        words: ["alpha", "b&b"], inner: Inner(title: "inner", csrf: nil, items: [Item(name: "i1", flag: true, note: "x")]),
        innerMissing: nil, html: RenderedHTML(bytes: Array("<p>ready & \"raw\"</p>".utf8)))

    /// The page rendered by both engines; `sources` are the template files by name.
    static func renderBoth(_ page: String, _ partials: [String: String] = [:], model: Any = TemplateRendererTests.page)
        throws -> (ours: String, reference: String) {
        let sources = partials.merging(["page": page]) { $1 }
        let ours = try Templates(sources: sources).render(model, template: "page")
        let reference = try #require(try MustacheReference(sources: sources).render(model, template: "page"))
        return (ours, reference)
    }

    /// Both engines give `expected`.
    static func expect(_ page: String, _ partials: [String: String] = [:], model: Any = TemplateRendererTests.page,
                       gives expected: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (ours, reference) = try renderBoth(page, partials, model: model)
        #expect(reference == expected, "swift-mustache", sourceLocation: sourceLocation)
        #expect(ours == expected, "compiled", sourceLocation: sourceLocation)
    }

    @Test("variables: escaped, raw with {{{ }}} and {{& }}, numbers and flags as Swift prints them")
    func variables() throws {
        try Self.expect("{{title}}|{{{title}}}|{{& title}}|{{ csrf }}", gives:
            "A &lt;b&gt;&quot;title&quot;&lt;/b&gt; &amp; &#39;more&#39;|A <b>\"title\"</b> & 'more'|A <b>\"title\"</b> & 'more'|tok&quot;en")
        try Self.expect("{{number}} {{negative}} {{zero}} {{big}} {{ratio}} {{yes}} {{no}} [{{missing}}] [{{empty}}] [{{nothing}}]",
                        gives: "42 -7 0 9000000000123 0.1 true false [] [] []")
        try Self.expect("{{{html}}}|{{html}}", gives: "<p>ready & \"raw\"</p>|&lt;p&gt;ready &amp; &quot;raw&quot;&lt;/p&gt;")
    }

    @Test("escaping works on scalars: a quote followed by a combining mark is still escaped")
    func combiningMarks() throws {
        struct Text { let text: String }
        let hostile = Text(text: "\"\u{301} <\u{301}b> '\u{6D7} &\u{301}")
        try Self.expect("<a title=\"{{text}}\">", model: hostile,
                        gives: "<a title=\"&quot;\u{301} &lt;\u{301}b&gt; &#39;\u{6D7} &amp;\u{301}\">")
    }

    @Test("sections: true enters, false, nil and an empty list skip; any other value, even \"\" or 0, is entered")
    func sections() throws {
        try Self.expect("{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{#missing}}M{{/missing}}{{#none}}E{{/none}}"
                        + "{{#empty}}[{{.}}]{{/empty}}{{#zero}}[{{.}}]{{/zero}}{{#present}}<{{.}}>{{/present}}{{#html}}H{{/html}}",
                        gives: "Y[][0]<here>H")
        try Self.expect("{{#items}}{{name}}{{#flag}}!{{/flag}};{{/items}}{{#words}}{{.}},{{/words}}",
                        gives: "one!;two&lt;;alpha,b&amp;b,")
    }

    @Test("inverted sections: false, nil and an empty list enter; anything else skips")
    func invertedSections() throws {
        try Self.expect("{{^yes}}Y{{/yes}}{{^no}}N{{/no}}{{^missing}}M{{/missing}}{{^none}}E{{/none}}"
                        + "{{^empty}}S{{/empty}}{{^zero}}Z{{/zero}}{{^items}}I{{/items}}{{^nothing}}X{{/nothing}}",
                        gives: "NMEX")
    }

    @Test("a name climbs out of sections to the nearest value that has it; a nil optional is not there")
    func climbing() throws {
        // `note` is nil on the first item: it climbs, and the page has no `note`; `title` climbs to the page.
        try Self.expect("{{#items}}{{name}}:{{note}}:{{title}};{{/items}}",
                        gives: "one::A &lt;b&gt;&quot;title&quot;&lt;/b&gt; &amp; &#39;more&#39;;two&lt;:n2:A &lt;b&gt;&quot;title&quot;&lt;/b&gt; &amp; &#39;more&#39;;")
        // `inner.csrf` is nil, so `csrf` inside `inner` is the page's.
        try Self.expect("{{#inner}}{{title}} {{csrf}}{{#items}} {{name}} {{title}}{{/items}}{{/inner}}",
                        gives: "inner tok&quot;en i1 inner")
        try Self.expect("{{#innerMissing}}never{{/innerMissing}}{{^innerMissing}}absent{{/innerMissing}}", gives: "absent")
    }

    @Test("dotted names: the first part climbs, the rest does not; a leading dot stays innermost")
    func dottedNames() throws {
        try Self.expect("{{inner.title}} {{#inner.items}}{{name}}{{/inner.items}} [{{inner.csrf}}] [{{inner.nothing.deeper}}]",
                        gives: "inner i1 [] []")
        try Self.expect("{{#items}}{{inner.title}}{{.name}}[{{.title}}]{{/items}}", gives: "innerone[]innertwo&lt;[]")
        try Self.expect("{{#inner}}{{#items}}{{inner.title}}{{/items}}{{/inner}}", gives: "inner")
    }

    @Test("standalone lines: a tag alone on its line takes the line with it")
    func standaloneLines() throws {
        try Self.expect("a\n{{#yes}}\nb\n{{/yes}}\n  {{^no}}  \nc\n\t{{/no}}\nd {{#yes}}\ne{{/yes}}\n{{! note }}\nf\n", gives: "a\nb\nc\nd \ne\nf\n")
        try Self.expect("a\n{{#items}}\n- {{name}}\n{{/items}}\nz", gives: "a\n- one\n- two&lt;\nz")
        try Self.expect("a\n  {{! comment }}\n  {{missing}}\n{{#no}}x{{/no}}\nb {{! inline }} c\n", gives: "a\n  \n\nb  c\n")
    }

    @Test("partials: by path, standalone or inline, in the context where they stand")
    func partials() throws {
        let partials = ["partials/list": "<li>first</li>\n{{#items}}\n<li>{{name}}</li>\n{{/items}}\n", "one": "[{{title}}]"]
        try Self.expect("<ul>\n{{>partials/list}}\n</ul>\n", partials, gives: "<ul>\n<li>first</li>\n<li>one</li>\n<li>two&lt;</li>\n</ul>\n")
        try Self.expect("<ul>\n{{> partials/list }}\n</ul>\n", partials, gives: "<ul>\n<li>first</li>\n<li>one</li>\n<li>two&lt;</li>\n</ul>\n")
        try Self.expect("x {{>one}} y\n{{#inner}}\n{{>one}}\n{{/inner}}\n", partials, gives: "x [A &lt;b&gt;&quot;title&quot;&lt;/b&gt; &amp; &#39;more&#39;] y\n[inner]")
    }

    @Test("inheritance: a parent's blocks take the child's content, or their default")
    func inheritance() throws {
        let layout = "<head>{{$head}}{{/head}}</head>\n<main>\n{{$content}}\nnothing\n{{/content}}\n</main>\n{{$foot}}<p>{{title}}</p>{{/foot}}\n"
        let partials = ["layout": layout, "middle": "{{<layout}}{{$head}}middle{{/head}}{{/layout}}"]
        try Self.expect("{{<layout}}\n{{$content}}\n<h1>{{number}}</h1>\n{{/content}}\n{{$head}}<title>x</title>{{/head}}\n{{/layout}}\n",
                        partials, gives: "<head><title>x</title></head>\n<main>\n<h1>42</h1>\n</main>\n<p>A &lt;b&gt;&quot;title&quot;&lt;/b&gt; &amp; &#39;more&#39;</p>\n")
        try Self.expect("{{<layout}}{{/layout}}", partials, gives: "<head></head>\n<main>\nnothing\n</main>\n<p>A &lt;b&gt;&quot;title&quot;&lt;/b&gt; &amp; &#39;more&#39;</p>\n")
        // A block given further out wins over the same block given by a parent in between.
        try Self.expect("{{<middle}}{{$head}}outer{{/head}}{{$foot}}F{{/foot}}{{/middle}}", partials,
                        gives: "<head>outer</head>\n<main>\nnothing\n</main>\nF\n")
        try Self.expect("{{<middle}}{{$content}}C{{/content}}{{/middle}}", partials,
                        gives: "<head>middle</head>\n<main>\nC</main>\n<p>A &lt;b&gt;&quot;title&quot;&lt;/b&gt; &amp; &#39;more&#39;</p>\n")
    }

    @Test("every kind of value as a variable, a section and an inverted section, as swift-mustache renders it")
    func everyKind() throws {
        // (`{{.}}` of an object or a list is swift-mustache's debug description: no template prints one.)
        let scalars = ["title", "csrf", "empty", "zero", "number", "negative", "big", "ratio", "missing", "present", "html"]
        let template = scalars.map { "{{\($0)}}|{{{\($0)}}}|{{#\($0)}}<{{.}}>{{/\($0)}}|{{^\($0)}}not{{/\($0)}}\n" }.joined()
            + "{{yes}}{{no}}{{#yes}}Y{{/yes}}{{#no}}N{{/no}}{{^yes}}y{{/yes}}{{^no}}n{{/no}}\n"
            + "{{#none}}x{{/none}}{{^none}}[{{number}}]{{/none}}{{#items}}<{{name}}>{{/items}}{{^items}}not{{/items}}\n"
            + "{{#inner}}{{title}}{{/inner}}{{#innerMissing}}x{{/innerMissing}}{{^innerMissing}}not{{/innerMissing}}"
        let (ours, reference) = try Self.renderBoth(template)
        #expect(ours == reference)
    }

    /// A model that lists its own fields: rendered without Mirror, it must read as the Mirror walk does.
    struct Listed: TemplateFields {
        struct Entry: TemplateFields {
            let name: String
            let on: Bool
            var templateFields: TemplateObject { ["name": .text(name), "on": .bool(on)] }
        }

        let title: String
        let flash: String?
        let count: Int64
        let ratio: Double
        let html: RenderedHTML
        let entries: [Entry]
        let plain: Item
        var templateFields: TemplateObject {
            ["title": .text(title), "flash": .init(flash), "count": .init(count), "ratio": .init(ratio), "html": .init(html),
             "entries": .init(entries), "plain": TemplateValue(reflecting: plain)]
        }
    }

    @Test("a model that lists its own fields (TemplateFields) renders as its Mirror walk does")
    func listedFields() throws {
        let template = "{{title}} [{{flash}}] {{count}} {{ratio}} {{{html}}}\n{{#entries}}{{name}}{{#on}}+{{/on}}{{^on}}-{{/on}}{{title}},{{/entries}}\n"
            + "{{#plain}}{{name}} {{note}} {{flag}}{{/plain}}{{^flash}}no flash{{/flash}}"
        let listed = Listed(title: "T<", flash: nil, count: -3, ratio: 2.5, html: RenderedHTML(bytes: Array("<hr>".utf8)),
                            entries: [.init(name: "a", on: true), .init(name: "b\"", on: false)], plain: Item(name: "p", flag: true, note: nil))
        try Self.expect(template, model: listed, gives: "T&lt; [] -3 2.5 <hr>\na+T&lt;,b&quot;-T&lt;,\np  trueno flash")
    }

    @Test("problems stop the start, naming the template", arguments: [
        ("{{#a}}never closed", "{{#a}} is never closed"),
        ("{{#a}}x{{/b}}", "{{/b}} closes {{#a}}"),
        ("x{{/a}}", "{{/a}} closes nothing"),
        ("{{>nowhere}}", "no partial named nowhere"),
        ("{{>page}}", "partial page includes itself"),
        ("{{=<% %>=}}", "not supported"),
        ("{{% CONTENT_TYPE: TEXT}}", "not supported"),
        ("{{name(upper)}}", "{{name(upper)}} is not a name we support"),
        ("{{>*dynamic}}", "{{>*dynamic}} is not a name we support"),
        ("{{<nowhere}}{{/nowhere}}", "no partial named nowhere"),
        ("{{<page}}{{/page}}", "partial page includes itself"),
        ("{{<layout}}{{name}}{{/layout}}", "only {{$blocks}} may stand inside {{<layout}}"),
        ("{{name", "line 1: a tag is never closed"),
        ("{{name}", "a tag is never closed"),
        ("x\n{{{name}}", "line 2: a tag is never closed"),
        ("{{! comment", "a tag is never closed"),
        ("{{na me}}", "{{na me}} is not a name we support"),
        ("{{}}", "{{}} is not a name we support"),
        ("x\n  {{>layout}}\n", "line 2: an indented standalone {{>…}} is not supported"),
        ("{{<layout}}\n\t{{$content}}\n{{/content}}\n{{/layout}}", "line 2: an indented standalone {{$…}} is not supported"),
    ])
    func loadErrors(template: String, problem: String) throws {
        let error = try #require(throws: Templates.LoadError.self) {
            try Templates(sources: ["page": template, "layout": "{{$content}}{{/content}}"])
        }
        #expect(error.description.hasPrefix("template page: "), "\(error)")
        #expect(error.description.contains(problem), "\(error)")
    }

    @Test("a missing layout or folder stops the start; an unknown template is a render error")
    func missingPieces() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: Templates.LoadError.self) { try Templates(directory: empty.path) }
        #expect(throws: Templates.LoadError.self) { try Templates(directory: empty.appendingPathComponent("none").path) }
        #expect(throws: Templates.RenderError.self) { try Templates(sources: ["page": "x"]).render(Self.page, template: "other") }
    }
}
