import FuzzSupport
import HTTP

runFuzzer(fuzzMultipart)

/// `Multipart` reads the word-list upload form. The first bytes give the `Content-Type` (and so the boundary),
/// the rest is the body. A parsed body, written out again in a canonical form, must parse to the same parts.
func fuzzMultipart(_ data: UnsafeRawBufferPointer) {
    var input = FuzzInput(data)
    let contentType = input.bool() ? "multipart/form-data; boundary=" + input.text(upTo: 80) : input.text(upTo: 120)
    let body = input.rest()
    _ = try? Multipart.formData(body, contentType: contentType)
    guard let boundary = Multipart.boundary(ofContentType: contentType) else { return }
    require((1...70).contains(boundary.utf8.count) && boundary.utf8.allSatisfy { (0x20...0x7E).contains($0) },
            "boundary \(boundary.debugDescription) is outside RFC 2046")
    guard let parts = try? Multipart.parse(body, boundary: boundary) else { return }
    let again = try? Multipart.parse(canonicalBody(parts, boundary: boundary), boundary: boundary)
    require(again == parts, "parts written out again parse differently: \(parts) vs \(String(describing: again))")
}

func canonicalBody(_ parts: [Multipart.Part], boundary: String) -> [UInt8] {
    func quoted(_ text: String) -> String {
        "\"" + text.replacingBackslashesAndQuotes() + "\""
    }
    var body: [UInt8] = []
    for part in parts {
        var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\(quoted(part.name))"
        if let filename = part.filename { head += "; filename=\(quoted(filename))" }
        head += "\r\n"
        if let type = part.contentType { head += "Content-Type: \(type)\r\n" }
        head += "\r\n"
        body += Array(head.utf8) + part.content + Array("\r\n".utf8)
    }
    body += Array("--\(boundary)--\r\n".utf8)
    return body
}

extension String {
    func replacingBackslashesAndQuotes() -> String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar == "\\" || scalar == "\"" { out.unicodeScalars.append("\\") }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}
