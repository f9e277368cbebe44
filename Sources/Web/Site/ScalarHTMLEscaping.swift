import Mustache

/// HTML escaping one Unicode scalar at a time. swift-mustache's own escaping compares whole `Character`s, and
/// a `"` or `<` followed by a combining mark is one `Character` that is neither, so it went out unescaped,
/// while a browser still ends an attribute value at that `"` (found by Tests/Fuzz's fuzz-templates).
/// `Templates` makes every template use this in place of the library's.
struct ScalarHTMLEscaping: MustacheContentType {
    static let name = "HTML-SCALARS"

    /// The pragma that switches a template (and the blocks and sections it renders) to this escaping.
    static let pragma = "{{% CONTENT_TYPE: \(name)}}"

    func escapeText(_ text: String) -> String {
        var escaped = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar {
            case "<": escaped.append(contentsOf: "&lt;".unicodeScalars)
            case ">": escaped.append(contentsOf: "&gt;".unicodeScalars)
            case "&": escaped.append(contentsOf: "&amp;".unicodeScalars)
            case "\"": escaped.append(contentsOf: "&quot;".unicodeScalars)
            case "'": escaped.append(contentsOf: "&#39;".unicodeScalars)
            default: escaped.append(scalar)
            }
        }
        return String(escaped)
    }
}
