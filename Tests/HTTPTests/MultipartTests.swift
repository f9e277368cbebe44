import HTTP
import Testing

/// A body as a browser writes it for a form with a text field and a file input.
private func body(_ boundary: String, _ parts: [(headers: String, content: String)], preamble: String = "") -> [UInt8] {
    var text = preamble
    for part in parts {
        text += "--\(boundary)\r\n\(part.headers)\r\n\r\n\(part.content)\r\n"
    }
    return Array((text + "--\(boundary)--\r\n").utf8)
}

private let boundary = "----WebKitFormBoundaryA1b2C3d4"
private let contentType = "multipart/form-data; boundary=\(boundary)"

@Suite("multipart/form-data bodies")
struct MultipartTests {
    @Test func readsTextFieldsAndAFileInOrder() throws {
        let sent = body(boundary, [
            ("Content-Disposition: form-data; name=\"csrf\"", "abc123"),
            ("Content-Disposition: form-data; name=\"words\"", "Swift\r\nKotlin, Java"),
            ("Content-Disposition: form-data; name=\"file\"; filename=\"my list.json\"\r\nContent-Type: application/json",
             "{\"words\": [\"Zürich\"]}"),
        ])
        let parts = try Multipart.parse(sent, boundary: boundary)
        #expect(parts.map(\.name) == ["csrf", "words", "file"])
        #expect(parts[2].filename == "my list.json")
        #expect(parts[2].contentType == "application/json")
        #expect(parts[0].filename == nil)
        let form = try Multipart.formData(sent, contentType: contentType)
        #expect(form["csrf"] == "abc123")
        #expect(form["words"] == "Swift\r\nKotlin, Java")
        #expect(form["file"] == "{\"words\": [\"Zürich\"]}")
    }

    @Test func noFileChosenIsAnEmptyValue() throws {
        let form = try Multipart.formData(body(boundary, [
            ("Content-Disposition: form-data; name=\"file\"; filename=\"\"\r\nContent-Type: application/octet-stream", ""),
        ]), contentType: contentType)
        #expect(form["file"] == "")
    }

    @Test func contentMayHoldBlankLinesAndTheBoundaryInsideALine() throws {
        // Only CRLF + "--" + boundary at the start of a line ends a part.
        let content = "line one\r\n\r\nsee --\(boundary) here\r\n- - not a boundary --\r\n"
        let form = try Multipart.formData(body(boundary, [("Content-Disposition: form-data; name=\"a\"", content)]),
                                          contentType: contentType)
        #expect(form["a"] == content)
    }

    @Test func skipsPreambleAndPaddingAndQuotedParameters() throws {
        var text = "This is the preamble.\r\n--\(boundary)  \r\n"
        text += "content-disposition: FORM-DATA; filename=\"a;b \\\"c\\\".json\"; name=\"doc\"\r\n\r\n{}\r\n--\(boundary)--"
        let parts = try Multipart.parse(Array(text.utf8), boundary: boundary)
        #expect(parts == [Multipart.Part(name: "doc", filename: "a;b \"c\".json", content: Array("{}".utf8))])
    }

    @Test func boundaryComesFromTheContentType() {
        #expect(Multipart.boundary(ofContentType: "multipart/form-data; boundary=AbC") == "AbC")
        #expect(Multipart.boundary(ofContentType: "Multipart/Form-Data; charset=utf-8; BOUNDARY=\"x y\"") == "x y")
        #expect(Multipart.boundary(ofContentType: "multipart/form-data") == nil)
        #expect(Multipart.boundary(ofContentType: "multipart/mixed; boundary=abc") == nil)
        #expect(Multipart.boundary(ofContentType: "multipart/form-data; boundary=") == nil)
        #expect(Multipart.boundary(ofContentType: "multipart/form-data; boundary=" + String(repeating: "b", count: 71)) == nil)
    }

    @Test(arguments: [
        "",                                                                  // nothing at all
        "no delimiter here",                                                 // no opening delimiter
        "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue",    // truncated: no closing delimiter
        "--B\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue\r\n--B",  // closing delimiter without "--"
        "--B\r\n\r\nvalue\r\n--B--",                                         // no headers
        "--B\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--B--",             // no Content-Disposition
        "--B\r\nContent-Disposition: attachment; name=\"a\"\r\n\r\nv\r\n--B--",  // not form-data
        "--B\r\nContent-Disposition: form-data\r\n\r\nv\r\n--B--",           // no name
        "--B\r\nContent-Disposition: form-data; name=\"a\r\n\r\nv\r\n--B--",  // unclosed quote
        "--B\r\nbroken header line\r\n\r\nv\r\n--B--",                       // header without a colon
        "--Bjunk\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nv\r\n--B--",  // junk after the delimiter
    ])
    func malformedBodiesThrow(_ text: String) {
        #expect(throws: FormDecodingError.self) { try Multipart.formData(Array(text.utf8), contentType: "multipart/form-data; boundary=B") }
    }

    @Test func textFieldMustBeUTF8ButAFileNeedNotBe() throws {
        let head = Array("--B\r\nContent-Disposition: form-data; name=\"a\"".utf8)
        let tail = Array("\r\n--B--".utf8)
        let field = head + Array("\r\n\r\n".utf8) + [0xFF, 0x41] + tail
        #expect(throws: FormDecodingError.self) { try Multipart.formData(field, contentType: "multipart/form-data; boundary=B") }
        let file = head + Array("; filename=\"x.bin\"\r\n\r\n".utf8) + [0xFF, 0x41] + tail
        #expect(try Multipart.formData(file, contentType: "multipart/form-data; boundary=B")["a"] == "\u{FFFD}A")
    }

    @Test func missingBoundaryThrows() {
        #expect(throws: FormDecodingError.self) { try Multipart.formData([], contentType: "multipart/form-data") }
    }

    @Test func serverPutsMultipartFieldsIntoTheForm() throws {
        let test = try TestServer(router: exampleRouter())
        let sent = body(boundary, [
            ("Content-Disposition: form-data; name=\"cell\"", "4"),
            ("Content-Disposition: form-data; name=\"cell\"", "5"),
            ("Content-Disposition: form-data; name=\"name\"; filename=\"n.txt\"\r\nContent-Type: text/plain", "Ada Lö"),
        ])
        let response = try test.client.request("POST", "/form", headers: [("Content-Type", contentType)], body: sent)
        #expect(response.status == 200)
        #expect(response.text == "form=cell=4&name=Ada Lö all=[\"4\", \"5\"]")
    }

    @Test func multipartBodiesAreBoundByTheBodyLimit() throws {
        let test = try TestServer(configure: { $0.bodyLimit = 1024 }, router: exampleRouter())
        let large = body(boundary, [("Content-Disposition: form-data; name=\"a\"; filename=\"big.json\"",
                                     String(repeating: "x", count: 2000))])
        let response = try test.client.request("POST", "/form", headers: [("Content-Type", contentType)], body: large)
        #expect(response.status == 413)
    }

    @Test func serverAnswersAMalformedMultipartBodyWith400() throws {
        let test = try TestServer(router: exampleRouter())
        let truncated = Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nvalue".utf8)
        let response = try test.client.request("POST", "/form", headers: [("Content-Type", contentType)], body: truncated)
        #expect(response.status == 400)
        #expect(response.text.contains("error 400"))
        let noBoundary = try test.client.request("POST", "/form", headers: [("Content-Type", "multipart/form-data")],
                                                 body: body(boundary, [("Content-Disposition: form-data; name=\"a\"", "1")]))
        #expect(noBoundary.status == 400)
    }
}
