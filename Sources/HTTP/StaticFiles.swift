import Synchronization

/// Serves the files under one folder (`Public/`) at `urlPrefix`, read into memory once at init: answers need no disk,
/// and a request can only reach a file found inside the root's real path at start (symlinks out and dotfiles are
/// skipped; a changed file needs a restart). A path that could escape or confuse the lookup gets nil: a 404.
public struct StaticFiles: Sendable {
    /// The root's real absolute path; empty when the folder does not exist.
    public let root: String
    public let urlPrefix: String
    private let files: [String: StaticFile]
    /// Each file's 200 answers as sent, made once per caching and encoding (`KeptAnswer`).
    private var keptAnswers = KeptStaticAnswers()
    /// Each file's versioned name (`dir/site.1a2b3c4d5e.css`) → its name.
    private let currentVersions: [String: String]
    private static let immutable = "public, max-age=31536000, immutable"

    public init(root: String, urlPrefix: String = "/static/") {
        let snapshot = StaticFileSnapshot(root: root)
        self.root = snapshot.root
        self.urlPrefix = urlPrefix
        self.files = snapshot.files
        var versions: [String: String] = [:]
        for (name, file) in snapshot.files {
            versions[String(Self.versionedName(name, fingerprint: file.fingerprint))] = name
        }
        currentVersions = versions
    }

    /// The same files, read once, with answers of their own to keep: for another server in the same process.
    public func withOwnAnswers() -> StaticFiles {
        var copy = self
        copy.keptAnswers = KeptStaticAnswers()
        return copy
    }

    /// How many files are served (0 suggests a wrong `--public` folder).
    public var count: Int { files.count }

    /// The address of a file that changes with its content (`/static/site.1a2b3c4d5e.css`), so a browser may keep
    /// it for a year; nil for a name that is not in the snapshot.
    public func versionedPath(of name: String) -> String? {
        guard let file = files[name] else { return nil }
        return urlPrefix + Self.versionedName(name, fingerprint: file.fingerprint)
    }

    private static func versionedName(_ name: String, fingerprint: String) -> String {
        guard let dot = name.lastIndex(of: "."), !name[..<dot].hasSuffix("/"), dot != name.startIndex else {
            return name + "." + fingerprint
        }
        return name[..<dot] + "." + fingerprint + name[dot...]
    }

    /// The file's response (200; 304 when `If-None-Match` holds its ETag; 412 when `If-Match` does not), or nil for anything else. A file
    /// is found by its plain name (kept an hour) or its versioned one (kept a year); a versioned name whose
    /// content has changed since, asked for by a page from before a restart, gets today's file, revalidated.
    public func response(for request: Request) -> Response? {
        guard request.rawPath.hasPrefix(urlPrefix),
              let name = Self.fileName(encoded: request.rawPath.dropFirst(urlPrefix.count))
        else {
            return nil
        }
        if files[name] != nil { return response(for: request, file: name) }
        // Today's versioned names (what the pages link to) are known from the start.
        if let plain = currentVersions[name] { return response(for: request, file: plain, caching: Self.immutable) }
        guard let (plain, fingerprint) = Self.versioned(name), let file = files[plain] else { return nil }
        return response(for: request, file: plain,
                        caching: fingerprint == file.fingerprint ? Self.immutable : "no-cache")
    }

    /// The response for one named file of the snapshot (a fixed route such as `/favicon.ico`), whatever the
    /// request's path: the route names the file, so rewriting the request's path is not needed.
    public func response(for request: Request, file name: String, caching: String = "public, max-age=3600") -> Response? {
        guard request.method == "GET" || request.method == "HEAD", let file = files[name] else {
            return nil
        }
        // The gzip bytes were made once, at start; each encoding has its own ETag (a strong one names the bytes).
        // HEAD says what GET would send for the same Accept-Encoding.
        let gzip = file.gzipBody != nil && AcceptEncoding.allowsGzip(request.header("Accept-Encoding"))
        let etag = gzip ? file.gzipETag : file.etag
        var headers = [
            ("Cache-Control", caching),
            ("ETag", etag),
        ]
        if file.gzipBody != nil { headers.append(("Vary", "Accept-Encoding")) }
        // If-Match first (RFC 9110 §13.2.2): a client that names other bytes than these gets 412, not these.
        if let condition = request.header("If-Match"), !EntityTag.matchesStrongly(condition, etag) {
            return Response(status: 412, headers: headers)
        }
        if let candidates = request.header("If-None-Match"), EntityTag.matches(candidates, etag) {
            // The length the 200 would have (libmicrohttpd writes one on every 304; RFC 9110 §8.6 allows only that).
            let length = gzip ? file.gzipBody?.count ?? file.body.count : file.body.count
            return Response(status: 304, headers: headers + [("Content-Length", String(length))])
        }
        let kept = keptAnswers.answer(file: name, caching: caching, gzip: gzip) {
            headers.append(("Content-Type", file.contentType))
            headers.append(("X-Content-Type-Options", "nosniff"))
            if gzip, let packed = file.gzipBody {
                headers.append(("Content-Encoding", "gzip"))
                return Response(status: 200, headers: headers, body: packed)
            }
            return Response(status: 200, headers: headers, body: file.body)
        }
        // The snapshot never changes while the process runs: the server may send this again to any visitor.
        return Response(kept: kept, reuse: .always)
    }

    /// The relative file name a request path asks for, or nil when it is not a plain relative path.
    static func fileName(encoded: Substring) -> String? {
        // Checked on the bytes (it runs for every static request): no backslash, no encoded slash, backslash or NUL.
        let bytes = Array(encoded.utf8)
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\\") { return nil }
            guard byte == UInt8(ascii: "%"), index + 2 < bytes.count else { continue }
            let first = bytes[index + 1], second = bytes[index + 2] | 0x20
            if (first == UInt8(ascii: "2") && second == UInt8(ascii: "f")) || (first == UInt8(ascii: "5") && second == UInt8(ascii: "c"))
                || (first == UInt8(ascii: "0") && second == UInt8(ascii: "0")) {
                return nil
            }
        }
        guard let name = PercentDecoding.decode(encoded, plusAsSpace: false) else { return nil }
        // An empty segment catches absolute paths and "//"; a leading "." catches ".", ".." and dotfiles.
        var segmentStart = true
        for byte in name.utf8 {
            if byte == 0 { return nil }
            if segmentStart, byte == UInt8(ascii: "/") || byte == UInt8(ascii: ".") { return nil }
            segmentStart = byte == UInt8(ascii: "/")
        }
        return segmentStart ? nil : name
    }

    /// The plain name and fingerprint of a versioned name (`dir/site.1a2b3c4d5e.css` → `dir/site.css`,
    /// `1a2b3c4d5e`), or nil when the name has no fingerprint where one would be.
    static func versioned(_ name: String) -> (String, String)? {
        let folder = name.lastIndex(of: "/").map { name[...$0] } ?? ""
        let parts = name[folder.endIndex...].split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return nil }
        // The fingerprint is the part before the extension, or the last part of a name without one.
        let index = parts.count >= 3 ? parts.count - 2 : parts.count - 1
        let fingerprint = parts[index]
        guard fingerprint.count == StaticFile.fingerprintLength,
              fingerprint.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
        else {
            return nil
        }
        var plain = parts
        plain.remove(at: index)
        return (folder + plain.joined(separator: "."), String(fingerprint))
    }
}

/// One file held in memory, with what its responses need.
struct StaticFile: Sendable {
    let body: [UInt8]
    let contentType: String
    /// Strong: a hash of the content, computed once.
    let etag: String
    /// The start of the content's hash, in versioned addresses.
    let fingerprint: String
    static let fingerprintLength = 10
    /// The body gzipped at the best level, once, for a textual file where that is smaller; nil otherwise.
    let gzipBody: [UInt8]?
    var gzipETag: String { String(etag.dropLast()) + "-gz\"" }

    init(name: String, body: [UInt8]) {
        self.body = body
        self.contentType = MediaType.forFile(named: name[...])
        self.gzipBody = Response.isCompressible(contentType: contentType) && body.count >= Response.compressionThreshold
            ? Gzip.compress(body, level: Gzip.bestLevel) : nil
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a: cheap, stable across runs and machines
        for byte in body {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        let hex = String(repeating: "0", count: 16 - String(hash, radix: 16).count) + String(hash, radix: 16)
        self.etag = "\"\(hex)-\(String(body.count, radix: 16))\""
        self.fingerprint = String(hex.prefix(Self.fingerprintLength))
    }
}

/// The kept 200 answers of the files asked for so far, by name, caching and encoding.
final class KeptStaticAnswers: Sendable {
    private struct Key: Hashable {
        let file: String
        let caching: String
        let gzip: Bool
    }

    private let answers = Mutex<[Key: KeptAnswer]>([:])

    func answer(file: String, caching: String, gzip: Bool, make: () -> Response) -> KeptAnswer {
        let key = Key(file: file, caching: caching, gzip: gzip)
        if let kept = answers.withLock({ $0[key] }) { return kept }
        let kept = KeptAnswer(make())
        answers.withLock { $0[key] = kept }
        return kept
    }
}
