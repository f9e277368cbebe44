/// The `Content-Type` to send for a file, chosen by its extension.
enum MediaType {
    private static let byExtension: [String: String] = [
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "html": "text/html; charset=utf-8",
        "txt": "text/plain; charset=utf-8",
        "json": "application/json",
        "webmanifest": "application/manifest+json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "ico": "image/x-icon",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "woff2": "font/woff2",
        "woff": "font/woff",
    ]

    /// Unknown extensions are sent as bytes, never guessed as something a browser would run.
    static func forFile(named name: Substring) -> String {
        guard let dot = name.lastIndex(of: ".") else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }
}
