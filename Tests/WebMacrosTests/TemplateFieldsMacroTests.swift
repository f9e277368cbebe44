import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing
import WebMacros

/// What `@TemplateFields` writes: the rendering tests (TemplateFieldsTests, the parity and saved pages) check the
/// pages it makes; these check the code itself, and the refusals a contributor sees.
@Suite("@TemplateFields: the template fields a struct's stored properties make")
struct TemplateFieldsMacroTests {
    static let macros: [String: MacroSpec] = ["TemplateFields": MacroSpec(type: TemplateFieldsMacro.self, conformances: ["TemplateFields"])]

    private func expect(_ source: String, expands expanded: String, diagnostics: [DiagnosticSpec] = [],
                        sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expanded, diagnostics: diagnostics, macroSpecs: Self.macros,
                             indentationWidth: .spaces(4)) { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    }

    @Test("every stored property in the order declared; static and computed ones are not fields")
    func storedPropertiesInOrder() {
        expect("""
            @TemplateFields
            struct Square {
                static let size = 3
                let name: String
                var label: String = ""
                let `default`: Bool, free: Bool
                var symbol: String { name }
                var count = 0 { didSet { } }
            }
            """, expands: """
            struct Square {
                static let size = 3
                let name: String
                var label: String = ""
                let `default`: Bool, free: Bool
                var symbol: String { name }
                var count = 0 { didSet { } }
            }

            extension Square: TemplateFields {
                func templateFields(reserving extra: Int) -> TemplateObject {
                    var fields = TemplateObject(capacity: extra + 5)
                    fields.append("name", .init(name))
                    fields.append("label", .init(label))
                    fields.append("default", .init(`default`))
                    fields.append("free", .init(free))
                    fields.append("count", .init(count))
                    return fields
                }
            }
            """)
    }

    @Test("spreading: that property's fields first, sized for the rest, and not a field of its own")
    func spreading() {
        expect("""
            @TemplateFields(spreading: "chrome")
            struct Page {
                let chrome: GameChrome
                let board: RenderedHTML
            }
            """, expands: """
            struct Page {
                let chrome: GameChrome
                let board: RenderedHTML
            }

            extension Page: TemplateFields {
                func templateFields(reserving extra: Int) -> TemplateObject {
                    var fields = chrome.templateFields(reserving: extra + 1)
                    fields.append("board", .init(board))
                    return fields
                }
            }
            """)
    }

    @Test("a nested type's extension names it in full")
    func nested() {
        expect("""
            struct Page {
                @TemplateFields
                struct Word {
                    let word: String
                }
            }
            """, expands: """
            struct Page {
                struct Word {
                    let word: String
                }
            }

            extension Page.Word: TemplateFields {
                func templateFields(reserving extra: Int) -> TemplateObject {
                    var fields = TemplateObject(capacity: extra + 1)
                    fields.append("word", .init(word))
                    return fields
                }
            }
            """)
    }

    @Test("refused with a message: not a struct, or spreading a property it does not have")
    func refusals() {
        expect("""
            @TemplateFields
            enum Tone {
                case win
            }
            """, expands: """
            enum Tone {
                case win
            }
            """, diagnostics: [DiagnosticSpec(message: "@TemplateFields lists a struct's stored properties: use it on a struct", line: 1, column: 1)])
        expect("""
            @TemplateFields(spreading: "chrome")
            struct Page {
                let board: String
            }
            """, expands: """
            struct Page {
                let board: String
            }
            """, diagnostics: [DiagnosticSpec(message: "@TemplateFields(spreading:) names 'chrome', which is not a stored property here", line: 1, column: 1)])
    }
}
