import CMicroHTTPD

/// The first call for a request: its line and headers, read and judged before any body is, so that what will never
/// be served is refused early (the server sends the refusal).
extension Exchange {
    /// Methods the server understands; any other gets 501. Unrouted ones among these get 405 from the Router.
    static let knownMethods: Set<String> = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"]

    /// Reads the method, headers, peer, path and query into the exchange; the refusal when the request must not go
    /// on (framing in doubt, an unreadable or badly encoded address, an unknown method, a body declared too large).
    func readHead(connection: OpaquePointer, method: String, version: String, framing: Framing,
                  bodyLimit: Int) -> (status: Int, message: String)? {
        self.method = method
        let collector = HeaderCollector()
        MHD_get_connection_values_n(connection, .HEADER_KIND, collectHeader,
                                    Unmanaged.passUnretained(collector).toOpaque())
        headers = collector.headers
        peerAddress = minigames_client_address(connection).flatMap(IPAddress.init(socketAddress:))

        // Framing first: a request whose end is in doubt is refused whatever it asks for (and its connection closed).
        if case .refused(let status, let message) = framing.verdict(headers: headers, version: version) {
            return (status, message)
        }
        guard let target else { return (400, "The address of this request could not be read.") }
        let parts = RequestTarget(target)
        rawPath = parts.rawPath
        // libmicrohttpd lets spaces and control characters through in a target (only its strict mode refuses spaces).
        guard !target.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else {
            return (400, "The address of this request could not be read.")
        }
        guard Self.knownMethods.contains(method) else {
            return (501, "This server does not support that kind of request.")
        }
        guard parts.rawPath.hasPrefix("/") || parts.rawPath == "*",
              let path = PercentDecoding.decode(parts.rawPath[...], plusAsSpace: false),
              let query = try? FormData.parse(String(parts.rawQuery))
        else {
            return (400, "The address of this request is not properly encoded.")
        }
        self.path = path
        self.query = query.fields
        isChunked = framing.transferEncodings > 0
        if let length = headers["content-length"], let declared = Int(length), declared > bodyLimit {
            return (413, Server.tooLarge)
        }
        return nil
    }

    /// A piece of the body; false when the body grows past the limit. A chunk's declared size is not seen:
    /// libmicrohttpd hands over only its data, so a chunk larger than the room left is refused as its data comes.
    func receive(_ chunk: UnsafeRawBufferPointer, bodyLimit: Int) -> Bool {
        guard body.count + chunk.count <= bodyLimit else { return false }
        body.append(contentsOf: chunk)
        return true
    }
}
