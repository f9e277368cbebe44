/// The request target of the request line, split into path and query, both still encoded.
struct RequestTarget {
    let rawPath: String
    let rawQuery: Substring

    init(_ target: String) {
        var rest = Substring(target)
        // Absolute form ("http://host/path") is allowed by HTTP/1.1: keep only the path and query.
        if !rest.hasPrefix("/"), let scheme = rest.firstRange(of: "://") {
            let afterAuthority = rest[scheme.upperBound...]
            rest = afterAuthority.firstIndex(of: "/").map { afterAuthority[$0...] } ?? "/"
        }
        if let hash = rest.firstIndex(of: "#") {
            rest = rest[..<hash]
        }
        if let question = rest.firstIndex(of: "?") {
            rawPath = String(rest[..<question])
            rawQuery = rest[rest.index(after: question)...]
        } else {
            rawPath = String(rest)
            rawQuery = ""
        }
    }
}
