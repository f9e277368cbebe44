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

    /// Each template compiled once per language (`TemplateTexts`).
    private let pages: [Language: [String: CompiledTemplate]]
    /// The texts they were compiled from, for `linking(_:)`.
    private let sources: [String: String]
    /// The languages' catalogs, read from the folder's `locales/`.
    let catalogs: CatalogSet

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
        let catalogs: CatalogSet
        do {
            catalogs = try CatalogSet.read(folder: root.appendingPathComponent("locales", isDirectory: true))
        } catch {
            throw LoadError(description: "catalog \(error)")
        }
        CatalogSet.install(catalogs)
        try self.init(sources: sources, catalogs: catalogs)
    }

    /// Templates from their texts by name, as if read from files, with the registry's partials (`RegistryPartials`,
    /// made in each language; a file of the same name wins).
    init(sources: [String: String], catalogs: CatalogSet = .blank) throws(LoadError) {
        var shared: [String: [MustacheParser.Token]] = [:]
        for (name, text) in sources {
            shared[name] = try Self.parse(name, text)
        }
        var pages: [Language: [String: CompiledTemplate]] = [:]
        for language in Language.allCases {
            var files = shared
            for (name, text) in RegistryPartials.sources(language) where files[name] == nil {
                files[name] = try Self.parse(name, text)
            }
            let compiler = TemplateCompiler(files: files, catalog: catalogs[language])
            // Every template, partials too, is compiled on its own, so each one's problems name it.
            for name in files.keys.sorted() {
                do {
                    pages[language, default: [:]][name] = try compiler.compile(name)
                } catch {
                    // English first: a template's own problem names the template alone; a translation's, its language.
                    let which = language == .en ? name : "\(name) (\(language.code))"
                    throw LoadError(description: "template \(which): \(error)")
                }
            }
        }
        self.pages = pages
        self.sources = sources
        self.catalogs = catalogs
    }

    private static func parse(_ name: String, _ text: String) throws(LoadError) -> [MustacheParser.Token] {
        do {
            return try MustacheParser.parse(text)
        } catch {
            throw LoadError(description: "template \(name): \(error)")
        }
    }

    /// The same templates with every quoted `/static/NAME` that `address` knows replaced by the address it gives
    /// (the file's versioned one, `StaticFiles.versionedPath(of:)`), so pages link to files a browser may keep.
    func linking(_ address: (String) -> String?) throws(LoadError) -> Templates {
        try Templates(sources: sources.mapValues { StaticLinks.rewrite($0, address) }, catalogs: catalogs)
    }

    /// The page's HTML as UTF-8, the form a response body takes. `model` is read once into a
    /// `TemplateValue` (see `TemplateValue(reflecting:)`).
    func renderBytes(_ model: Any, template name: String) throws(RenderError) -> [UInt8] {
        guard let template = pages[Language.chosen]?[name] else { throw RenderError(description: "unknown template \(name)") }
        return template.render(TemplateValue(reflecting: model))
    }

    public func render(_ model: Any, template name: String) throws(RenderError) -> String {
        String(decoding: try renderBytes(model, template: name), as: UTF8.self)
    }
}
