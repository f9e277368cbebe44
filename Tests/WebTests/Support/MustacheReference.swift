import Foundation
import HTTP
import Mustache
@testable import Web

/// swift-mustache 2.1.1 rendering our templates exactly as `Templates` did before it compiled them itself:
/// every template behind the escaping pragma, and each model read once into dictionaries. The renderer must
/// match it byte for byte.
struct MustacheReference {
    private let library: MustacheLibrary

    init(sources: [String: String]) throws {
        MustacheContentTypes.register(ScalarHTMLEscaping(), named: ScalarHTMLEscaping.name)
        library = MustacheLibrary(templates: try sources.mapValues {
            try MustacheTemplate(string: ScalarHTMLEscaping.pragma + Self.english($0))
        })
    }

    /// A template as our compiler makes it in English, for swift-mustache: a `{{#i18n}}` section is its own text,
    /// `{{i18n.…}}` English's constants (`TemplateTexts`).
    static func english(_ source: String) -> String {
        source.replacing(#/\{\{[#\/]i18n\}\}/#, with: "")
            .replacing(#/\{\{\{?(i18n\.[a-z]+)\}?\}\}/#) { TemplateTexts.constant(String($0.1), catalog: nil) ?? "" }
    }

    /// The templates of `directory`, linked to the static files of the test site's `Public/` as the server links
    /// its own (`Templates.linking`), with the partials the registry writes (`RegistryPartials`).
    init(directory: URL) throws {
        let files = StaticFiles(root: TestSite.root.appendingPathComponent("Public").path)
        try self.init(sources: try Self.sources(in: directory).mapValues { StaticLinks.rewrite($0, files.versionedPath) }
            .merging(RegistryPartials.sources) { file, _ in file })
    }

    func render(_ model: Any, template: String) -> String? {
        library.render(Self.snapshot(of: model) ?? model, withTemplate: template)
    }

    /// Every `.mustache` file under `directory`, by name (`sub/name`).
    static func sources(in directory: URL) throws -> [String: String] {
        let root = directory.standardizedFileURL
        var sources: [String: String] = [:]
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)!
        where url.pathExtension == "mustache" {
            let name = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1).dropLast(".mustache".count))
            sources[name] = try String(contentsOf: url, encoding: .utf8)
        }
        return sources
    }

    /// The model with every struct read once into a dictionary, optionals unwrapped and arrays mapped, as
    /// `Templates.snapshot(of:)` did; `RenderedHTML` renders its bytes as they are.
    static func snapshot(of value: Any) -> Any? {
        switch value {
        case is String, is Int, is Bool, is Double:
            return value
        case let html as RenderedHTML:
            return ReferenceHTML(renderText: String(decoding: html.bytes, as: UTF8.self))
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { snapshot(of: $0.value) }
        case .struct:
            var fields: [String: Any] = [:]
            for child in mirror.children {
                // A game page's chrome lists its fields beside the page's own (`GameChrome.templateFields`).
                if child.value is GameChrome, let chrome = snapshot(of: child.value) as? ModelFields {
                    fields.merge(chrome.fields) { own, _ in own }
                    continue
                }
                if let label = child.label, let field = snapshot(of: child.value) {
                    fields[label] = field
                }
            }
            return ModelFields(fields: fields)
        case .collection:
            return mirror.children.map { snapshot(of: $0.value) ?? $0.value }
        default:
            return value
        }
    }
}

private struct ReferenceHTML: MustacheCustomRenderable {
    let renderText: String
    var isNull: Bool { false }
}

private struct ModelFields: MustacheParent {
    let fields: [String: Any]

    func child(named name: String) -> Any? {
        fields[name]
    }
}

/// HTML escaping one Unicode scalar at a time (swift-mustache's own compares whole `Character`s, and a `"`
/// followed by a combining mark went out unescaped): what `Templates` made every template use.
private struct ScalarHTMLEscaping: MustacheContentType {
    static let name = "HTML-SCALARS"
    static let pragma = "{{% CONTENT_TYPE: \(name)}}"

    func escapeText(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
