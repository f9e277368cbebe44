/// A path with parameters, e.g. `/tictactoe/online/:token/events`: each `/`-separated segment is either literal
/// or `:name`, which matches any one non-empty segment. It is matched against the decoded path byte by byte,
/// without allocating unless it matches and has parameters.
struct RoutePattern: Sendable, Equatable {
    enum Segment: Sendable, Equatable {
        case literal(String)
        case parameter
    }

    let segments: [Segment]
    /// The parameters' names, in the order of their segments.
    let names: [String]

    /// nil when `path` has no `:name` segment (an exact path).
    init?(_ path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        guard path.hasPrefix("/"), parts.contains(where: { $0.hasPrefix(":") }) else { return nil }
        segments = parts.map { $0.hasPrefix(":") ? .parameter : .literal(String($0)) }
        names = parts.filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }

    /// The parameters' values when `path` matches, else nil.
    func match(_ path: String) -> RouteParameters? {
        let utf8 = path.utf8
        var index = utf8.startIndex
        var values: [Substring] = []
        for segment in segments {
            guard index < utf8.endIndex, utf8[index] == UInt8(ascii: "/") else { return nil }
            let start = utf8.index(after: index)
            let end = utf8[start...].firstIndex(of: UInt8(ascii: "/")) ?? utf8.endIndex
            switch segment {
            case .literal(let text):
                guard utf8[start..<end].elementsEqual(text.utf8) else { return nil }
            case .parameter:
                guard start < end else { return nil }
                values.append(path[start..<end])
            }
            index = end
        }
        guard index == utf8.endIndex else { return nil }
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
