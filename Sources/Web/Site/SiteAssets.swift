import HTTP

/// What a start reads from disk: the static files, and the templates linked to their versioned addresses. A test
/// process makes them once for all the sites it starts.
public struct SiteAssets: Sendable {
    let staticFiles: StaticFiles
    let templates: Templates

    public init(templates: Templates, publicDirectory: String) throws {
        staticFiles = StaticFiles(root: publicDirectory, urlPrefix: StaticLinks.prefix)
        // Pages link to the files' versioned addresses, so browsers keep them for a year and see a change at once.
        self.templates = try templates.linking(staticFiles.versionedPath)
    }
}
