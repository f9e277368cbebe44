/// The name/value pairs of an `application/x-www-form-urlencoded` body (or a query string), in the order sent.
public struct FormData: Sendable {
    public var pairs: [(String, String)]

    public init(pairs: [(String, String)] = []) {
        self.pairs = pairs
    }

    /// The first value sent under `name`.
    public subscript(_ name: String) -> String? {
        pairs.first { $0.0 == name }?.1
    }

    /// The first value per name: a browser sends repeated names only for fields meant to repeat.
    public var fields: [String: String] {
        var fields: [String: String] = [:]
        for (name, value) in pairs where fields[name] == nil {
            fields[name] = value
        }
        return fields
    }

    public var isEmpty: Bool { pairs.isEmpty }

    /// Parses `a=1&b=two+words&c=%C3%A9`: `+` is a space, a name without `=` has an empty value, empty segments and
    /// names are skipped, a broken `%xx` or non-UTF-8 throws. Split on the bytes `&` and `=`, as the URL standard
    /// does: one followed by a combining mark still separates, where Swift's `Character`s would join the two.
    public static func parse(_ encoded: String) throws(FormDecodingError) -> FormData {
        var pairs: [(String, String)] = []
        for segment in encoded.utf8.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let equals = segment.firstIndex(of: UInt8(ascii: "="))
            let rawName = encoded[segment.startIndex..<(equals ?? segment.endIndex)]
            let rawValue = equals.map { encoded[segment.index(after: $0)..<segment.endIndex] } ?? ""
            guard let name = PercentDecoding.decode(rawName, plusAsSpace: true),
                  let value = PercentDecoding.decode(rawValue, plusAsSpace: true)
            else {
                throw FormDecodingError()
            }
            if !name.isEmpty {
                pairs.append((name, value))
            }
        }
        return FormData(pairs: pairs)
    }
}
