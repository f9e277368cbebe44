import FuzzSupport
import HTTP

runFuzzer(fuzzForm)

/// `FormData.parse` reads every POST body and query string. Checked against a byte-level model of the
/// standard, and for a lossless round trip through careful re-encoding.
func fuzzForm(_ data: UnsafeRawBufferPointer) {
    // The server validates UTF-8 before parsing; repairing it here keeps every input useful.
    let text = String(decoding: data, as: UTF8.self)
    let parsed = try? FormData.parse(text)
    let expected = URLEncoding.referencePairs(Array(text.utf8))
    require((parsed == nil) == (expected == nil),
            "parser \(parsed == nil ? "refused" : "accepted") what the model \(expected == nil ? "refuses" : "accepts"): \(text.debugDescription)")
    guard let form = parsed, let expected else { return }
    require(form.pairs.map(\.0) == expected.map(\.0) && form.pairs.map(\.1) == expected.map(\.1),
            "pairs differ from the model for \(text.debugDescription): \(form.pairs) vs \(expected)")

    let encoded = form.pairs.map { "\(URLEncoding.encode($0.0))=\(URLEncoding.encode($0.1))" }.joined(separator: "&")
    let again = try? FormData.parse(encoded)
    require(again.map { $0.pairs.map(\.0) == form.pairs.map(\.0) && $0.pairs.map(\.1) == form.pairs.map(\.1) } == true,
            "re-encoded form does not parse back to the same pairs: \(encoded)")
    for (name, value) in form.fields {
        require(form[name] == value && form.pairs.first(where: { $0.0 == name })?.1 == value, "first value does not win for \(name.debugDescription)")
    }
}
