import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A response as a browser would see it, without following redirects.
struct TestResponse {
    let status: Int
    let headers: [(String, String)]
    /// The body as the page's text: a gzipped body is unpacked, as a browser would.
    let body: String
    /// How many body bytes came over the wire (compressed, when they were).
    var wireSize = 0

    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    func headers(_ name: String) -> [String] {
        headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
    }

    var location: String? { header("Location") }

    /// The value of a hidden input in the page, e.g. `csrf` or `version`.
    func hidden(_ name: String) -> String? {
        guard let range = body.range(of: "name=\"\(name)\" value=\"") else { return nil }
        let rest = body[range.upperBound...]
        return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
    }
}

/// A tiny HTTP/1.1 client over a loopback socket that keeps cookies like a browser: enough to
/// play whole games through form posts (POST → 303 → GET) in tests.
final class TestClient: @unchecked Sendable {
    let port: UInt16
    var cookies: [String: String] = [:]
    /// The loopback address this client connects from (127.0.0.1 unless set): another client, as the server sees it.
    var sourceAddress: String?

    init(port: UInt16, sourceAddress: String? = nil) {
        self.port = port
        self.sourceAddress = sourceAddress
    }

    /// The session id the session cookie carries (`sid`, or `__Host-sid` behind https; the cookie is the id, a dot
    /// and its signature).
    var sessionID: String? {
        guard let cookie = cookies["__Host-sid"] ?? cookies["sid"] else { return nil }
        return cookie.lastIndex(of: ".").map { String(cookie[..<$0]) } ?? cookie
    }

    func get(_ path: String, headers: [(String, String)] = []) throws -> TestResponse {
        try send("GET", path, headers: headers)
    }

    func post(_ path: String, _ fields: [(String, String)], headers: [(String, String)] = []) throws -> TestResponse {
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        return try send("POST", path, headers: [("Content-Type", "application/x-www-form-urlencoded")] + headers,
                        body: Array(body.utf8))
    }

    /// Posts a form with this page's CSRF token and the game's version, as the page's own form would.
    func postForm(_ path: String, from page: TestResponse, _ fields: [(String, String)]) throws -> TestResponse {
        var all = fields
        if let csrf = page.hidden("csrf") { all.append(("csrf", csrf)) }
        if let version = page.hidden("version") { all.append(("version", version)) }
        // A board shown before it was stored: the first move stores that board.
        if let shown = page.hidden("shown") { all.append(("shown", shown)) }
        return try post(path, all)
    }

    func send(_ method: String, _ path: String, headers: [(String, String)] = [], body: [UInt8] = []) throws -> TestResponse {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers { request += "\(name): \(value)\r\n" }
        if !cookies.isEmpty {
            request += "Cookie: " + cookies.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: "; ") + "\r\n"
        }
        if !body.isEmpty || method == "POST" { request += "Content-Length: \(body.count)\r\n" }
        request += "\r\n"
        let raw = try exchange(Array(request.utf8) + body)
        let response = try Self.parse(raw)
        for value in response.headers("Set-Cookie") {
            let pair = value.split(separator: ";", maxSplits: 1)[0].split(separator: "=", maxSplits: 1)
            if pair.count == 2 { cookies[String(pair[0])] = String(pair[1]) }
        }
        return response
    }

    /// Sends raw bytes and reads until the server closes the connection.
    func exchange(_ bytes: [UInt8]) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError("socket failed") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        if let sourceAddress {
            var source = sockaddr_in()
            source.sin_family = sa_family_t(AF_INET)
            source.sin_addr.s_addr = inet_addr(sourceAddress)
            let bound = withUnsafePointer(to: &source) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else { throw ClientError("bind to \(sourceAddress) failed") }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw ClientError("connect failed") }
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            sent += n
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &buffer, buffer.count)
            if n <= 0 { break }
            received += buffer[0..<n]
        }
        return received
    }

    static func parse(_ raw: [UInt8]) throws -> TestResponse {
        guard let split = raw.firstRange(of: Array("\r\n\r\n".utf8)) else { throw ClientError("no response head") }
        let head = String(decoding: raw[..<split.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw ClientError("bad status line") }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let bytes = Array(raw[split.upperBound...])
        let gzip = headers.contains { $0.0.lowercased() == "content-encoding" && $0.1 == "gzip" }
        guard !gzip else {
            guard let plain = Gunzip.bytes(bytes) else { throw ClientError("a gzip body that does not unpack") }
            return TestResponse(status: status, headers: headers, body: String(decoding: plain, as: UTF8.self), wireSize: bytes.count)
        }
        return TestResponse(status: status, headers: headers, body: String(decoding: bytes, as: UTF8.self), wireSize: bytes.count)
    }

    static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

struct ClientError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
