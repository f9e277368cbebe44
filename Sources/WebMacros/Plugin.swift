import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind `Web`'s macros.
@main
struct WebMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [TemplateFieldsMacro.self]
}
