import FuzzSupport
import Glibc
import HTTP

runFuzzer(fuzzStatic)

/// `StaticFiles.response(for:)` with any request path over a folder that holds a dotfile, a nested file,
/// a symlink inside and a symlink to a secret outside. A served body must be the file the decoded path names
/// inside the root, and the secret never.
func fuzzStatic(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    let method = input.pick(["GET", "HEAD", "POST", "get", ""])
    let etag = input.bool() ? input.pick(["*", "W/*", "\"x\", *", ""]) : nil
    let prefixed = input.bool()
    let suffix = String(decoding: input.rest(), as: UTF8.self)
    let rawPath = prefixed ? "/static/" + suffix : suffix
    let request = Request(method: method, path: rawPath, rawPath: rawPath,
                          headers: etag.map { ["if-none-match": $0] } ?? [:])
    guard let response = Site.files.response(for: request) else { return }

    require(method == "GET" || method == "HEAD", "\(method.debugDescription) was answered")
    require(response.status == 200 || response.status == 304, "status \(response.status) for \(rawPath.debugDescription)")
    require(!response.body.elementsEqual(Site.secret), "the secret outside the root was served for \(rawPath.debugDescription)")
    require(rawPath.hasPrefix("/static/"), "a path outside /static/ was served: \(rawPath.debugDescription)")
    let name = URLEncoding.decodePath(rawPath.dropFirst("/static/".count))
    let segments = name.map { Array($0.utf8).split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) } ?? []
    require(!segments.contains { $0.first ?? UInt8(ascii: ".") == UInt8(ascii: ".") },
            "a dot or empty segment was served: \(rawPath.debugDescription)")
    guard response.status == 200 else { return }
    // A versioned name ("site.<10 hex digits>.css", as pages link them) serves the file without its version.
    require(name.flatMap { Site.contents[$0] ?? Site.contents[unversioned($0)] }.map { response.body.elementsEqual($0) } == true,
            "\(rawPath.debugDescription) served bytes that are not the file its path names")
}

/// "site.aba5838d77.css" → "site.css"; any other name as it is.
func unversioned(_ name: String) -> String {
    let parts = name.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count >= 3, parts[parts.count - 2].count == 10,
          parts[parts.count - 2].allSatisfy({ $0.isHexDigit && !$0.isUppercase }) else { return name }
    var kept = parts
    kept.remove(at: parts.count - 2)
    return kept.joined(separator: ".")
}

/// The folder served, made once per fuzzing process in a fresh temporary directory.
enum Site {
    static let secret = Array("the secret outside the root".utf8)
    /// What a correct server may answer per file name.
    static let contents: [String: [UInt8]] = [
        "site.css": Array("body { color: black }".utf8),
        "deep/er/app.js": Array("console.log(1)".utf8),
        "space name.txt": Array("spaces are fine".utf8),
        "é.txt": Array("accents are fine".utf8),
        "inside-link.css": Array("body { color: black }".utf8),
    ]

    static let files: StaticFiles = {
        var template = Array("/tmp/minigames-fuzz-static-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { fatalError("mkdtemp failed") }
        let base = String(cString: made)
        let root = base + "/public"
        for folder in [root, root + "/deep", root + "/deep/er", base + "/outside"] { mkdir(folder, 0o755) }
        write(secret, to: base + "/outside/secret.txt")
        write(secret, to: root + "/.hidden")
        for (name, bytes) in contents where name != "inside-link.css" { write(bytes, to: root + "/" + name) }
        symlink("site.css", root + "/inside-link.css")
        symlink("../outside/secret.txt", root + "/escape.txt")
        symlink("../outside", root + "/escape-folder")
        return StaticFiles(root: root, urlPrefix: "/static/")
    }()

    static func write(_ bytes: [UInt8], to path: String) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { fatalError("cannot write \(path)") }
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }
}
