import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@TemplateFields` on a page model's struct writes its `TemplateFields` conformance: every stored property,
/// in the order declared, as a template field of its own name, so no listing is typed by hand (issue 29). With
/// `spreading: "chrome"` that property's fields come first and its own name is not a field: a game page's
/// template reads the frame's names (`page`, `version`, `undo`…) at the top level.
///
/// What it writes is what was written by hand before, one append per field into an object sized once:
/// `fields.append("board", .init(board))`. Rendering walks these objects, so no `Mirror` and no dictionary.
public struct TemplateFieldsMacro: ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(StructDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: Message.notAStruct))
            return []
        }
        let spread = spreadName(node)
        let names = storedProperties(of: declaration)
        if let spread, !names.contains(spread) {
            context.diagnose(Diagnostic(node: node, message: Message.noSuchProperty(spread)))
            return []
        }
        let own = names.filter { $0 != spread }
        let start = spread.map { "var fields = \($0).templateFields(reserving: extra + \(own.count))" }
            ?? "var fields = TemplateObject(capacity: extra + \(own.count))"
        let appends = own.map { "fields.append(\"\(key($0))\", .init(\($0)))" }
        let body = ([start] + appends + ["return fields"]).joined(separator: "\n")
        let conformance = protocols.isEmpty ? "" : ": TemplateFields"
        let decl: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                func templateFields(reserving extra: Int) -> TemplateObject {
                    \(raw: body)
                }
            }
            """
        guard let extensionDecl = decl.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    /// The names of the stored instance properties: `let` and `var` without a getter, not `static`.
    static func storedProperties(of declaration: some DeclGroupSyntax) -> [String] {
        declaration.memberBlock.members.flatMap { member -> [String] in
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) else { return [] }
            return variable.bindings.compactMap { binding in
                guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self), isStored(binding) else { return nil }
                return pattern.identifier.text
            }
        }
    }

    /// No accessors, or only observers (`willSet`/`didSet`): a getter makes it computed.
    private static func isStored(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: true
        case .getter: false
        case .accessors(let list):
            list.allSatisfy { [.keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// A backquoted name (`` `default` ``) is the field `default`.
    private static func key(_ name: String) -> String {
        String(name.filter { $0 != "`" })
    }

    private static func spreadName(_ node: AttributeSyntax) -> String? {
        guard case .argumentList(let arguments) = node.arguments,
              let argument = arguments.first(where: { $0.label?.text == "spreading" }),
              let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
        return literal.segments.compactMap { $0.as(StringSegmentSyntax.self)?.content.text }.joined()
    }

    enum Message: DiagnosticMessage {
        case notAStruct
        case noSuchProperty(String)

        var message: String {
            switch self {
            case .notAStruct: "@TemplateFields lists a struct's stored properties: use it on a struct"
            case .noSuchProperty(let name): "@TemplateFields(spreading:) names '\(name)', which is not a stored property here"
            }
        }
        var diagnosticID: MessageID { MessageID(domain: "WebMacros", id: "\(self)") }
        var severity: DiagnosticSeverity { .error }
    }
}
