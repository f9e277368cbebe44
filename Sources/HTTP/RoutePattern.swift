/// A path with parameters, e.g. `/tictactoe/online/:token/events`: each `/`-separated segment is either literal
/// or `:name`, which matches any one non-empty segment. Matched on the decoded path's bytes, allocating only for
/// the values of a match.
struct RoutePattern: Sendable, Equatable {
    enum Segment: Sendable, Equatable {
        case literal([UInt8])
        case parameter
    }

    let segments: [Segment]
    /// The parameters' names, in the order of their segments.
    let names: [String]
    /// The path up to its first parameter (`/tictactoe/replay/`). A match must also start with it as Swift compares
    /// strings, as a prefix route's path must: a combining mark after a slash makes it no slash.
    let head: PathPrefix
    /// The first byte a path must have after its first slash, or `anyFirstByte` (a parameter or an empty first
    /// segment): a cheap test that skips most patterns without touching them.
    let firstByte: UInt16
    static let anyFirstByte: UInt16 = 0x100

    static func == (left: RoutePattern, right: RoutePattern) -> Bool {
        left.segments == right.segments && left.names == right.names
    }

    /// nil when `path` has no `:name` segment (an exact path).
    init?(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard path.hasPrefix("/"), let first = parts.firstIndex(where: { $0.hasPrefix(":") }) else { return nil }
        segments = parts.map { $0.hasPrefix(":") ? .parameter : .literal(Array($0.utf8)) }
        names = parts.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
        head = PathPrefix("/" + parts[..<first].map { "\($0)/" }.joined())
        if case .literal(let text)? = segments.first, let byte = text.first {
            firstByte = UInt16(byte)
        } else {
            firstByte = Self.anyFirstByte
        }
    }

    /// The parameters' values when `bytes`, the UTF-8 of `path`, matches, else nil.
    func match(_ bytes: UnsafeBufferPointer<UInt8>, in path: String) -> RouteParameters? {
        let slash = UInt8(ascii: "/")
        var index = 0
        var values: [Substring] = []
        for segment in segments {
            guard index < bytes.count, bytes[index] == slash else { return nil }
            let start = index + 1
            var end = start
            switch segment {
            case .literal(let text):
                guard bytes.count - start >= text.count else { return nil }
                for byte in text {
                    guard bytes[end] == byte else { return nil }
                    end += 1
                }
                guard end == bytes.count || bytes[end] == slash else { return nil }
            case .parameter:
                while end < bytes.count, bytes[end] != slash { end += 1 }
                guard end > start else { return nil }
                let utf8 = path.utf8
                values.append(path[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)])
            }
            index = end
        }
        guard index == bytes.count, head.begins(bytes, path) else { return nil }
        return RouteParameters(names: names, values: values)
    }

    /// Whether this pattern is tried before `other`: at the first segment where they differ, a literal beats a
    /// parameter (`/a/new` before `/a/:token`); otherwise the order of registration stands.
    func precedes(_ other: RoutePattern) -> Bool {
        for (mine, theirs) in zip(segments, other.segments) where mine != theirs {
            switch (mine, theirs) {
            case (.literal, .parameter): return true
            default: return false  // a parameter after a literal, or two literals no one path matches
            }
        }
        return false
    }
}
