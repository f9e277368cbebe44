/// Compression of answers on their way out: gzip for the textual ones a client accepts it for.
extension Response {
    /// Smaller bodies are sent as they are: a gzip header and a round of work save nothing there.
    public static let compressionThreshold = 1024

    private static let compressibleTypes = [
        "text/", "application/javascript", "application/json", "application/manifest+json", "image/svg+xml",
        "application/xml", "image/x-icon", "image/vnd.microsoft.icon",
    ]

    /// Whether answers of this `Content-Type` are worth compressing (text, SVG, JSON; not PNG, already packed).
    static func isCompressible(contentType: String?) -> Bool {
        guard let type = contentType?.lowercased() else { return false }
        return compressibleTypes.contains { type.hasPrefix($0) }
    }

    /// This answer as the client asked for it: gzip when it accepts gzip and the body is textual and large enough.
    /// One with its own `Content-Encoding` is left alone, and so is an event stream, whose events must go out when
    /// sent, not when a gzip block fills. Compressible types say `Vary: Accept-Encoding`, so caches keep both.
    public func encoded(acceptingGzip: Bool) -> Response {
        guard eventStream == nil, Self.isCompressible(contentType: header("Content-Type")) else { return self }
        var response = self
        response.addVary("Accept-Encoding")
        guard acceptingGzip, header("Content-Encoding") == nil, status != 204, status != 304,
              body.count >= Self.compressionThreshold, let packed = Gzip.compress(body)
        else {
            return response
        }
        response.body = packed
        response.headers.append(("Content-Encoding", "gzip"))
        return response
    }

    /// Adds a name to `Vary` unless it is there already.
    public mutating func addVary(_ name: String) {
        guard let index = headers.firstIndex(where: { $0.0.lowercased() == "vary" }) else {
            headers.append(("Vary", name))
            return
        }
        let present = headers[index].1.split(separator: ",").contains { $0.trimmingBlanks().lowercased() == name.lowercased() }
        if !present { headers[index].1 += ", \(name)" }
    }
}
