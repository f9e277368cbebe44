import Testing
@testable import Web

/// The Mustache spec's rules for the tags our parser supports, as hand-written cases in the spec's style:
/// a template, its data, its partials and the text it must give.
@Suite("Templates: the Mustache spec, for the tags we support")
struct MustacheSpecTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let template: String
        let data: [String: any Sendable]
        var partials: [String: String] = [:]
        let expected: String

        var testDescription: String { name }
    }

    static func render(_ spec: Case) throws -> String {
        try Templates(sources: spec.partials.merging(["page": spec.template]) { $1 }).render(spec.data, template: "page")
    }

    static let interpolationCases: [Case] = [
        Case(name: "no tags", template: "Hello from {Mustache}!\n", data: [:], expected: "Hello from {Mustache}!\n"),
        Case(name: "basic", template: "Hello, {{subject}}!\n", data: ["subject": "world"], expected: "Hello, world!\n"),
        Case(name: "escaped", template: "{{forbidden}}", data: ["forbidden": "& \" < > '"],
             expected: "&amp; &quot; &lt; &gt; &#39;"),
        Case(name: "triple mustache", template: "{{{forbidden}}}", data: ["forbidden": "& \" < > '"], expected: "& \" < > '"),
        Case(name: "ampersand", template: "{{&forbidden}}", data: ["forbidden": "& \" < > '"], expected: "& \" < > '"),
        Case(name: "integers", template: "{{n}} and {{{n}}}", data: ["n": 85], expected: "85 and 85"),
        Case(name: "missing", template: "I ({{cannot}}) be seen!", data: [:], expected: "I () be seen!"),
        Case(name: "dotted names", template: "{{person.name}} == {{#person}}{{name}}{{/person}}",
             data: ["person": ["name": "Joe"] as [String: any Sendable]], expected: "Joe == Joe"),
        Case(name: "dotted names, broken chain", template: "[{{a.b.c}}]", data: ["a": ["d": 1] as [String: any Sendable]], expected: "[]"),
        Case(name: "dotted names, the first part climbs", template: "{{#a}}{{b.c}}{{/a}}",
             data: ["a": ["x": 1] as [String: any Sendable], "b": ["c": "ERROR-free"] as [String: any Sendable]], expected: "ERROR-free"),
        Case(name: "implicit iterator", template: "{{#list}}({{.}}){{/list}}", data: ["list": [1, 2, 3]], expected: "(1)(2)(3)"),
        Case(name: "surrounding whitespace", template: " | {{string}} | ", data: ["string": "---"], expected: " | --- | "),
        Case(name: "a variable is never standalone", template: "  {{string}}\n", data: ["string": "---"], expected: "  ---\n"),
        Case(name: "padding inside tags", template: "|{{ string }}|{{{ string }}}|{{& string }}|", data: ["string": "<"],
             expected: "|&lt;|<|<|"),
    ]

    static let sectionsCases: [Case] = [
        Case(name: "truthy", template: "\"{{#boolean}}shown{{/boolean}}\"", data: ["boolean": true], expected: "\"shown\""),
        Case(name: "falsey", template: "\"{{#boolean}}hidden{{/boolean}}\"", data: ["boolean": false], expected: "\"\""),
        Case(name: "missing", template: "[{{#missing}}x{{/missing}}]", data: [:], expected: "[]"),
        Case(name: "context", template: "{{#context}}Hi {{name}}.{{/context}}", data: ["context": ["name": "Joe"] as [String: any Sendable]],
             expected: "Hi Joe."),
        Case(name: "list", template: "{{#list}}{{item}}{{/list}}",
             data: ["list": [["item": 1], ["item": 2], ["item": 3]] as [[String: any Sendable]]], expected: "123"),
        Case(name: "empty list", template: "[{{#list}}x{{/list}}]", data: ["list": [Int]()], expected: "[]"),
        Case(name: "nested", template: "{{#a}}1{{#b}}2{{/b}}3{{/a}}", data: ["a": true, "b": true], expected: "123"),
        Case(name: "inverted, falsey", template: "\"{{^boolean}}shown{{/boolean}}\"", data: ["boolean": false], expected: "\"shown\""),
        Case(name: "inverted, truthy", template: "\"{{^boolean}}hidden{{/boolean}}\"", data: ["boolean": true], expected: "\"\""),
        Case(name: "inverted, empty list", template: "{{^list}}none{{/list}}", data: ["list": [Int]()], expected: "none"),
        Case(name: "standalone lines", template: "| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n", data: ["boolean": true],
             expected: "| This Is\n|\n| A Line\n"),
        Case(name: "indented standalone lines", template: "| This Is\n  {{#boolean}}\n|\n\t{{/boolean}}  \n| A Line\n",
             data: ["boolean": true], expected: "| This Is\n|\n| A Line\n"),
        Case(name: "inverted standalone lines", template: "| This Is\n{{^boolean}}\n|\n{{/boolean}}\n| A Line\n", data: ["boolean": false],
             expected: "| This Is\n|\n| A Line\n"),
        Case(name: "standalone on the first line", template: "  {{#boolean}}\n#{{/boolean}}\n/", data: ["boolean": true], expected: "#\n/"),
        Case(name: "standalone on the last line, no line break", template: "#{{#boolean}}\n/\n  {{/boolean}}", data: ["boolean": true],
             expected: "#\n/\n"),
        Case(name: "CRLF line breaks", template: "|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", data: ["boolean": true], expected: "|\r\n|"),
        Case(name: "inline sections keep their line", template: " {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n",
             data: ["boolean": true], expected: " YES\n GOOD\n"),
        Case(name: "two tags on a line are not standalone", template: "a\n{{#boolean}}{{/boolean}}\nb", data: ["boolean": true],
             expected: "a\n\nb"),
        Case(name: "a line of three tags keeps its line break", template: "page\n{{#items}}\n{{>p}} {{/items}}{{^missing}}\n<x>{{{t}}}\n{{/missing}}",
             data: ["items": [1, 2], "t": "T"], partials: ["p": "P {{t}}\n"], expected: "page\nP T\n P T\n \n<x>T\n"),
    ]

    static let commentsCases: [Case] = [
        Case(name: "inline", template: "12345{{! Comment Block! }}67890", data: [:], expected: "1234567890"),
        Case(name: "multiline", template: "12345{{!\n  This is a\n  multi-line comment...\n}}67890\n", data: [:], expected: "1234567890\n"),
        Case(name: "standalone", template: "Begin.\n{{! Comment Block! }}\nEnd.\n", data: [:], expected: "Begin.\nEnd.\n"),
        Case(name: "indented standalone", template: "Begin.\n    {{! Indented Comment Block! }}\nEnd.\n", data: [:], expected: "Begin.\nEnd.\n"),
        Case(name: "multiline standalone", template: "Begin.\n{{!\nSomething's going on here\n}}\nEnd.\n", data: [:], expected: "Begin.\nEnd.\n"),
        Case(name: "not standalone", template: "  12 {{! 34 }}\n", data: [:], expected: "  12 \n"),
    ]

    static let partialsCases: [Case] = [
        Case(name: "basic", template: "\"{{>text}}\"", data: [:], partials: ["text": "from partial"], expected: "\"from partial\""),
        Case(name: "context", template: "\"{{>partial}}\"", data: ["text": "content"], partials: ["partial": "*{{text}}*"],
             expected: "\"*content*\""),
        Case(name: "a path", template: "[{{>partials/one}}]", data: [:], partials: ["partials/one": "1"], expected: "[1]"),
        Case(name: "standalone line", template: "|\n{{>partial}}\n|", data: [:], partials: ["partial": ">\n>"], expected: "|\n>\n>|"),
        Case(name: "inline, not indented", template: "  {{>partial}}>\n", data: [:], partials: ["partial": ">\n>"], expected: "  >\n>>\n"),
        Case(name: "in a section, per item", template: "{{#list}}{{>item}}{{/list}}", data: ["list": ["a", "b"]],
             partials: ["item": "<{{.}}>"], expected: "<a><b>"),
    ]

    static let inheritanceCases: [Case] = [
        Case(name: "a block's default", template: "{{$title}}Default title{{/title}}\n", data: [:], expected: "Default title\n"),
        Case(name: "a parent's block overridden", template: "{{<parent}}{{$title}}Mine{{/title}}{{/parent}}", data: [:],
             partials: ["parent": "<h1>{{$title}}Default{{/title}}</h1>"], expected: "<h1>Mine</h1>"),
        Case(name: "a parent's block not given keeps its default", template: "{{<parent}}{{/parent}}", data: [:],
             partials: ["parent": "<h1>{{$title}}Default{{/title}}</h1>"], expected: "<h1>Default</h1>"),
        Case(name: "text inside a parent is ignored", template: "{{<parent}}ignored{{$a}}A{{/a}} and this{{/parent}}", data: [:],
             partials: ["parent": "[{{$a}}{{/a}}]"], expected: "[A]"),
        Case(name: "standalone parent and block lines", template: "{{<parent}}\n{{$a}}\nA {{x}}\n{{/a}}\n{{/parent}}\nafter\n",
             data: ["x": "<"], partials: ["parent": "<{{$a}}{{/a}}>\n"], expected: "<A &lt;\n>\nafter\n"),
        Case(name: "the outermost override wins", template: "{{<middle}}{{$head}}outer{{/head}}{{/middle}}", data: [:],
             partials: ["middle": "{{<layout}}{{$head}}middle{{/head}}{{$foot}}M{{/foot}}{{/layout}}",
                        "layout": "{{$head}}{{/head}}|{{$foot}}{{/foot}}"], expected: "outer|M"),
        Case(name: "blocks reach the parent's partials", template: "{{<parent}}{{$b}}given{{/b}}{{/parent}}", data: [:],
             partials: ["parent": "({{>inner}})", "inner": "{{$b}}default{{/b}}"], expected: "(given)"),
    ]

    @Test("interpolation", arguments: interpolationCases)
    func interpolation(_ spec: Case) throws {
        #expect(try Self.render(spec) == spec.expected)
    }

    @Test("sections and inverted sections", arguments: sectionsCases)
    func sections(_ spec: Case) throws {
        #expect(try Self.render(spec) == spec.expected)
    }

    @Test("comments", arguments: commentsCases)
    func comments(_ spec: Case) throws {
        #expect(try Self.render(spec) == spec.expected)
    }

    @Test("partials", arguments: partialsCases)
    func partials(_ spec: Case) throws {
        #expect(try Self.render(spec) == spec.expected)
    }

    @Test("inheritance: parents and blocks", arguments: inheritanceCases)
    func inheritance(_ spec: Case) throws {
        #expect(try Self.render(spec) == spec.expected)
    }

    @Test("what the spec has and we do not use is refused, naming the template", arguments: [
        "{{=<% %>=}}", "{{%PRAGMA}}", "x\n  {{>partial}}\n", "{{<parent}}\n  {{$block}}\n{{/block}}\n{{/parent}}",
    ])
    func refused(_ template: String) throws {
        let error = try #require(throws: Templates.LoadError.self) {
            try Templates(sources: ["page": template, "partial": "p", "parent": "{{$block}}{{/block}}"])
        }
        #expect(error.description.hasPrefix("template page: "), "\(error)")
        #expect(error.description.contains("not supported"), "\(error)")
    }
}
