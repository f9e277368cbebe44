/// The request target of the request line, split into path and query, both still encoded.
/// Split on bytes, as the URL standard does (a `?` or `#` followed by a combining mark still separates).
struct RequestTarget {
    let rawPath: String
    let rawQuery: Substring

    init(_ target: String) {
        var rest = Substring(target)
        // Absolute form ("http://host/path") is allowed by HTTP/1.1: keep only the path and query.
        if rest.utf8.first != UInt8(ascii: "/"), let scheme = rest.utf8.firstRange(of: "://".utf8) {
            let afterAuthority = rest[scheme.upperBound...]
            rest = afterAuthority.utf8.firstIndex(of: UInt8(ascii: "/")).map { afterAuthority[$0...] } ?? "/"
        }
        if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) {
            rest = rest[..<hash]
        }
        if let question = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
            rawPath = String(rest[..<question])
            rawQuery = rest[rest.utf8.index(after: question)...]
        } else {
            rawPath = String(rest)
            rawQuery = ""
        }
    }
}
