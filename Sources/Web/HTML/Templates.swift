import Foundation

/// The page templates, read and compiled once at start from a folder of `.mustache` files (`sub/name` for
/// files in subfolders), so rendering never touches the disk and never parses. A template that does not
/// parse, names a partial that does not exist or uses what the renderer does not support stops the start.
public struct Templates: Sendable {
    public struct LoadError: Error, CustomStringConvertible {
        public let description: String
    }

    /// A template that does not exist: a 500 page, logged, never a crash.
    public struct RenderError: Error, CustomStringConvertible {
        public let description: String
    }

    private let pages: [String: CompiledTemplate]
    /// The texts they were compiled from, for `linking(_:)`.
    private let sources: [String: String]

    public init(directory: String) throws(LoadError) {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            throw LoadError(description: "cannot read the templates folder \(directory)")
        }
        var sources: [String: String] = [:]
        for case let url as URL in enumerator where url.pathExtension == "mustache" {
            let relative = url.standardizedFileURL.path.dropFirst(root.path.count + 1)
            let name = String(relative.dropLast(".mustache".count))
            do {
                sources[name] = try String(contentsOf: url, encoding: .utf8)
            } catch {
                throw LoadError(description: "template \(name): \(error)")
            }
        }
        guard sources["layout"] != nil else {
            throw LoadError(description: "no layout.mustache in the templates folder \(directory)")
        }
        try self.init(sources: sources)
    }

    /// Templates from their texts by name, as if read from files, with the registry's partials (`RegistryPartials`).
    init(sources: [String: String]) throws(LoadError) {
        var files: [String: [MustacheParser.Token]] = [:]
        for (name, text) in sources.merging(RegistryPartials.sources, uniquingKeysWith: { file, _ in file }) {
            do {
                files[name] = try MustacheParser.parse(text)
            } catch {
                throw LoadError(description: "template \(name): \(error)")
            }
        }
        let compiler = TemplateCompiler(files: files)
        var pages: [String: CompiledTemplate] = [:]
        // Every template, partials too, is compiled on its own, so each one's problems name it.
        for name in files.keys.sorted() {
            do {
                pages[name] = try compiler.compile(name)
            } catch {
                throw LoadError(description: "template \(name): \(error)")
            }
        }
        self.pages = pages
        self.sources = sources
    }

    /// The same templates with every quoted `/static/NAME` that `address` knows replaced by the address it gives
    /// (the file's versioned one, `StaticFiles.versionedPath(of:)`), so pages link to files a browser may keep.
    func linking(_ address: (String) -> String?) throws(LoadError) -> Templates {
        try Templates(sources: sources.mapValues { StaticLinks.rewrite($0, address) })
    }

    /// The page's HTML as UTF-8, the form a response body takes. `model` is read once into a
    /// `TemplateValue` (see `TemplateValue(reflecting:)`).
    func renderBytes(_ model: Any, template name: String) throws(RenderError) -> [UInt8] {
        guard let template = pages[name] else { throw RenderError(description: "unknown template \(name)") }
        return template.render(TemplateValue(reflecting: model))
    }

    public func render(_ model: Any, template name: String) throws(RenderError) -> String {
        String(decoding: try renderBytes(model, template: name), as: UTF8.self)
    }
}
