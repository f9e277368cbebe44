import CMicroHTTPD

extension Exchange {
    /// The body as a form: the parsed `application/x-www-form-urlencoded` or `multipart/form-data` fields, empty
    /// for any other body; nil when it says it is a form and is not one (a 400).
    func form() -> FormData? {
        var form = FormData()
        let contentType = headers["content-type"]?.lowercased() ?? ""
        if contentType.hasPrefix("application/x-www-form-urlencoded") {
            guard let text = String(validating: body, as: UTF8.self), let parsed = try? FormData.parse(text) else { return nil }
            form = parsed
        } else if contentType.hasPrefix("multipart/form-data") {
            guard let parsed = try? Multipart.formData(body, contentType: headers["content-type"] ?? "") else { return nil }
            form = parsed
        }
        return form
    }

    /// The response libmicrohttpd sends for `answer` (made from memory it owns, or with no body for a HEAD or a
    /// 304), with the status and headers to send with it.
    func daemonResponse(for answer: Response) -> (OpaquePointer?, Response) {
        // A HEAD is compressed as its GET would be, so its headers (Content-Length included) are GET's. The header
        // is read only for a body large enough to compress: a redirect has none.
        let response = answer.encoded(acceptingGzip: answer.body.count >= Response.compressionThreshold
                                      && AcceptEncoding.allowsGzip(headers["accept-encoding"]))
        let mhdResponse: OpaquePointer?
        if method == "HEAD" || response.status == 304 {
            // No body goes out, but libmicrohttpd writes a Content-Length from the response's size: a HEAD's is its
            // GET's; a 304's the 200's its handler named (RFC 9110 §8.6), which the library has no way to leave out.
            let length = response.body.isEmpty
                ? response.header("Content-Length").flatMap { UInt64($0) } ?? 0
                : UInt64(response.body.count)
            mhdResponse = MHD_create_response_from_callback(length, 4096, refuseBody, nil, nil)
        } else {
            // One copy into memory MHD owns: the Swift array cannot lend its storage past this call.
            mhdResponse = response.body.withUnsafeBytes { bytes in
                MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                                .RESPMEM_MUST_COPY)
            }
        }
        return (mhdResponse, response)
    }
}
