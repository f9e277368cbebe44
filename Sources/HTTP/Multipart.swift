/// A `multipart/form-data` body (RFC 7578), as a browser sends a form with a file input.
/// The body is already bounded by the server's body limit, so parts are read whole into memory.
public enum Multipart {
    /// One field of the form: a text field, or a file input (`filename` set, empty when no file was chosen).
    public struct Part: Sendable, Equatable {
        public let name: String
        public let filename: String?
        public let contentType: String?
        public let content: [UInt8]

        public init(name: String, filename: String? = nil, contentType: String? = nil, content: [UInt8]) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.content = content
        }
    }

    /// RFC 2046 allows boundaries of 1 to 70 characters.
    static let boundaryLengths = 1...70

    /// The form's fields in the order sent. A text field must be UTF-8; a file's content is read as
    /// UTF-8 text with broken bytes replaced, so the page that takes it can say what is wrong with it.
    public static func formData(_ body: [UInt8], contentType: String) throws(FormDecodingError) -> FormData {
        guard let boundary = boundary(ofContentType: contentType) else { throw FormDecodingError() }
        var pairs: [(String, String)] = []
        for part in try parse(body, boundary: boundary) where !part.name.isEmpty {
            if part.filename != nil {
                pairs.append((part.name, String(decoding: part.content, as: UTF8.self)))
            } else {
                guard let text = String(validating: part.content, as: UTF8.self) else { throw FormDecodingError() }
                pairs.append((part.name, text))
            }
        }
        return FormData(pairs: pairs)
    }

    /// The `boundary` parameter of a `multipart/form-data` content type (case kept: it is case-sensitive).
    public static func boundary(ofContentType contentType: String) -> String? {
        let parameters = split(contentType[...], at: ";")
        guard let type = parameters.first, type.trimmed.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() {
            guard let (name, value) = nameAndValue(parameter), name == "boundary" else { continue }
            guard boundaryLengths.contains(value.utf8.count),
                  !value.utf8.contains(where: { $0 < 0x20 || $0 > 0x7E }) else { return nil }
            return value
        }
        return nil
    }

    /// The parts between the delimiters. Anything but a well-formed body throws: a missing first or
    /// closing delimiter (a truncated body), a part without headers or without a form-data name.
    public static func parse(_ body: [UInt8], boundary: String) throws(FormDecodingError) -> [Part] {
        let dashBoundary = Array("--\(boundary)".utf8)
        let delimiter = crlf + dashBoundary
        // The first delimiter may open the body or follow a preamble that ends in CRLF.
        var at: Int
        if body.starts(with: dashBoundary) {
            at = dashBoundary.count
        } else if let found = find(delimiter, in: body, from: 0) {
            at = found + delimiter.count
        } else {
            throw FormDecodingError()
        }
        var parts: [Part] = []
        while true {
            if body[at...].starts(with: [UInt8(ascii: "-"), UInt8(ascii: "-")]) { return parts }
            // Transport padding (spaces and tabs) may follow a delimiter before its line ends.
            while at < body.count, body[at] == UInt8(ascii: " ") || body[at] == UInt8(ascii: "\t") { at += 1 }
            guard body[at...].starts(with: crlf) else { throw FormDecodingError() }
            at += crlf.count
            // A part needs at least its Content-Disposition header before the blank line.
            guard !body[at...].starts(with: crlf),
                  let headerEnd = find(crlf + crlf, in: body, from: at),
                  let next = find(delimiter, in: body, from: headerEnd + 4) else { throw FormDecodingError() }
            parts.append(try part(headers: body[at..<headerEnd], content: Array(body[(headerEnd + 4)..<next])))
            at = next + delimiter.count
        }
    }

    private static let crlf: [UInt8] = [0x0D, 0x0A]

    private static func part(headers: ArraySlice<UInt8>, content: [UInt8]) throws(FormDecodingError) -> Part {
        guard let text = String(validating: headers, as: UTF8.self) else { throw FormDecodingError() }
        var disposition: [Substring] = []
        var contentType: String?
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false) {
            guard let colon = line.unicodeScalars.firstIndex(of: ":") else { throw FormDecodingError() }
            let value = line[line.unicodeScalars.index(after: colon)...]
            switch line[..<colon].trimmed.lowercased() {
            case "content-disposition": disposition = split(value, at: ";")
            case "content-type": contentType = String(value.trimmed)
            default: continue
            }
        }
        guard let kind = disposition.first, kind.trimmed.lowercased() == "form-data" else { throw FormDecodingError() }
        var name: String?
        var filename: String?
        for parameter in disposition.dropFirst() {
            guard let (key, value) = nameAndValue(parameter) else { throw FormDecodingError() }
            if key == "name" { name = value }
            if key == "filename" { filename = value }
        }
        guard let name else { throw FormDecodingError() }
        return Part(name: name, filename: filename, contentType: contentType, content: content)
    }

    /// `name=value` or `name="quoted \"value\""`, the name lower-cased; nil when there is no `=`
    /// or a quoted value is not closed. Header syntax is read scalar by scalar (as are `split` and `trimmed`):
    /// a quote or `;` followed by a combining mark still counts, where a `Character` would hide it.
    private static func nameAndValue(_ parameter: Substring) -> (String, String)? {
        let scalars = parameter.unicodeScalars
        guard let equals = scalars.firstIndex(of: "=") else { return nil }
        let name = parameter[..<equals].trimmed.lowercased()
        let raw = parameter[scalars.index(after: equals)...].trimmed
        guard raw.unicodeScalars.first == "\"" else { return (name, String(raw)) }
        var value = String.UnicodeScalarView()
        var escaped = false
        for scalar in raw.unicodeScalars.dropFirst() {
            if escaped {
                value.append(scalar)
                escaped = false
            } else if scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                return (name, String(value))
            } else {
                value.append(scalar)
            }
        }
        return nil
    }

    /// Splits at `separator` outside double quotes, so a `;` inside a quoted file name stays in it.
    private static func split(_ text: Substring, at separator: Unicode.Scalar) -> [Substring] {
        let scalars = text.unicodeScalars
        var pieces: [Substring] = []
        var start = scalars.startIndex
        var quoted = false
        var escaped = false
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if escaped {
                escaped = false
            } else if quoted, scalar == "\\" {
                escaped = true
            } else if scalar == "\"" {
                quoted.toggle()
            } else if !quoted, scalar == separator {
                pieces.append(text[start..<index])
                start = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        pieces.append(text[start...])
        return pieces
    }

    /// Where `pattern` first occurs in `bytes` at or after `start`.
    private static func find(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var at = start
        while at <= bytes.count - pattern.count {
            guard let candidate = bytes[at...(bytes.count - pattern.count)].firstIndex(of: first) else { return nil }
            if bytes[candidate..<(candidate + pattern.count)].elementsEqual(pattern) { return candidate }
            at = candidate + 1
        }
        return nil
    }
}

private extension Substring {
    var trimmed: Substring {
        let isSpace: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = unicodeScalars.firstIndex(where: { !isSpace($0) }),
              let last = unicodeScalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return Substring(unicodeScalars[first...last])
    }
}
