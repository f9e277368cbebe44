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

    public init(directory: String) throws(LoadError) {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw LoadError(description: "cannot read the templates folder \(directory)")
        }
        var templates: [String: MustacheTemplate] = [:]
        for case let url as URL in enumerator where url.pathExtension == "mustache" {
            let relative = url.standardizedFileURL.path.dropFirst(root.path.count + 1)
            let name = String(relative.dropLast(".mustache".count))
            do {
                let text = try String(contentsOf: url, encoding: .utf8)
                templates[name] = try MustacheTemplate(string: text)
            } catch {
                throw LoadError(description: "template \(name): \(error)")
            }
        }
        guard templates["layout"] != nil else {
            throw LoadError(description: "no layout.mustache in the templates folder \(directory)")
        }
        library = MustacheLibrary(templates: templates)
    }

    public func render(_ model: Any, template name: String) throws(RenderError) -> String {
        guard let html = library.render(model, withTemplate: name) else {
            throw RenderError(description: "unknown template \(name)")
        }
        return html
    }
}
