import Foundation
import Mustache

/// The page templates, read once at start from a folder of `.mustache` files
/// (`sub/name` for files in subfolders), so rendering never touches the disk.
public struct Templates: Sendable {
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// A template that is missing or failed to render: a 500 page, logged, never a crash.
    public struct RenderError: Error, CustomStringConvertible {
        public let description: String
    }

    private let library: MustacheLibrary
    /// The templates made only of text and variables, compiled for the board loops.
    private let flats: [String: FlatTemplate]

    public init(directory: String) throws(LoadError) {
        MustacheContentTypes.register(ScalarHTMLEscaping(), named: ScalarHTMLEscaping.name)
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw LoadError(description: "cannot read the templates folder \(directory)")
        }
        var templates: [String: MustacheTemplate] = [:]
        var flats: [String: FlatTemplate] = [:]
        for case let url as URL in enumerator where url.pathExtension == "mustache" {
            let relative = url.standardizedFileURL.path.dropFirst(root.path.count + 1)
            let name = String(relative.dropLast(".mustache".count))
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                // Each template switches itself: partials and layouts start again from the library's escaping.
                templates[name] = try MustacheTemplate(string: ScalarHTMLEscaping.pragma + text)
                flats[name] = try? FlatTemplate(text)
            } catch {
                throw LoadError(description: "template \(name): \(error)")
            }
        }
        guard templates["layout"] != nil else {
            throw LoadError(description: "no layout.mustache in the templates folder \(directory)")
        }
        library = MustacheLibrary(templates: templates)
        self.flats = flats
    }

    /// A template of text and plain variables only, bound to the names the caller fills in.
    func flat(_ name: String, slots: [String]) throws(RenderError) -> FlatTemplate.Bound {
        guard let template = flats[name] else { throw RenderError(description: "no flat template \(name)") }
        do {
            return try template.bind(slots)
        } catch {
            throw RenderError(description: "template \(name): \(error)")
        }
    }

    public func render(_ model: Any, template name: String) throws(RenderError) -> String {
        guard let html = library.render(Self.snapshot(of: model) ?? model, withTemplate: name) else {
            throw RenderError(description: "unknown template \(name)")
        }
        return html
    }

    /// The model with every struct read once into a dictionary (`ModelFields`), optionals unwrapped
    /// and arrays mapped. swift-mustache would otherwise look each name up with a fresh `Mirror`, which
    /// reads every stored property of the object (and of each object above it, for names it climbs the
    /// context for) on every tag: an Expert board took about 100 ms to render that way, 3–4 times what
    /// it takes from dictionaries. Classes, enums and tuples are left to the engine as they are: a
    /// class could lead anywhere (an app object), and the others render by their description; so are
    /// values that tell the engine themselves how to render.
    static func snapshot(of value: Any) -> Any? {
        switch value {
        case is String, is Int, is Bool, is Double:
            return value
        default:
            break
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            return mirror.children.first.flatMap { snapshot(of: $0.value) }
        case .struct where !(value is MustacheParent || value is MustacheCustomRenderable || value is MustacheLambda
                             || value is MustacheCustomRepresentation):
            var fields: [String: Any] = [:]
            fields.reserveCapacity(Int(mirror.children.count))
            for child in mirror.children {
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

/// One struct of a page model as the templates read it: its stored properties by name.
struct ModelFields: MustacheParent {
    let fields: [String: Any]

    func child(named name: String) -> Any? {
        fields[name]
    }
}
