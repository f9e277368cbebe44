#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A response as it came off the wire. `body` is every byte after the header block (requests ask for
/// `Connection: close`, so that is exactly what the server sent, which lets HEAD and 304 tests see "nothing").
struct RawResponse {
    var status: Int
    var headers: [(String, String)]
    var body: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.0.lowercased() == name.lowercased() }?.1
    }

    func headers(named name: String) -> [String] {
        headers.filter { $0.0.lowercased() == name.lowercased() }.map(\.1)
    }

    var text: String { String(decoding: body, as: UTF8.self) }
}

struct ClientError: Error, CustomStringConvertible {
    let description: String
}

/// A tiny HTTP/1.1 client over a plain POSIX socket on 127.0.0.1 (URLSession may be unavailable on Linux).
struct RawHTTPClient {
    let port: UInt16

    /// Sends one request with `Connection: close` and reads the whole answer.
    func request(_ method: String, _ target: String, headers: [(String, String)] = [], body: [UInt8] = [])
        throws -> RawResponse
    {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n"
        for (name, value) in headers {
            head += "\(name): \(value)\r\n"
        }
        if !body.isEmpty {
            head += "Content-Length: \(body.count)\r\n"
        }
        head += "\r\n"
        return try exchange(Array(head.utf8) + body)
    }

    func get(_ target: String, headers: [(String, String)] = []) throws -> RawResponse {
        try request("GET", target, headers: headers)
    }

    func postForm(_ target: String, _ form: String, headers: [(String, String)] = []) throws -> RawResponse {
        try request("POST", target, headers: [("Content-Type", "application/x-www-form-urlencoded")] + headers,
                    body: Array(form.utf8))
    }

    /// Writes `bytes` as they are, then reads until the server closes the connection.
    func exchange(_ bytes: [UInt8]) throws -> RawResponse {
        let connection = try Connection(port: port)
        defer { connection.disconnect() }
        try connection.write(bytes)
        return try connection.readResponse()
    }

    /// Sends a body with chunked transfer encoding in `chunkSize` pieces.
    func postChunked(_ target: String, bodySize: Int, chunkSize: Int = 16 * 1024) throws -> RawResponse {
        let connection = try Connection(port: port)
        defer { connection.disconnect() }
        let head = "POST \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n"
            + "Content-Type: application/octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n"
        try connection.write(Array(head.utf8))
        var sent = 0
        while sent < bodySize {
            let size = min(chunkSize, bodySize - sent)
            // The server may answer and close before taking everything; the answer is what matters.
            let chunk = Array("\(String(size, radix: 16))\r\n".utf8) + [UInt8](repeating: 0x61, count: size) + [13, 10]
            guard (try? connection.write(chunk)) != nil else {
                break
            }
            sent += size
        }
        _ = try? connection.write(Array("0\r\n\r\n".utf8))
        return try connection.readResponse()
    }
}

/// One TCP connection to 127.0.0.1 with a receive timeout, so a broken server fails a test instead of hanging it.
final class Connection {
    let descriptor: Int32

    init(port: UInt16, timeoutSeconds: Int = 15) throws {
        #if os(Linux)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw ClientError(description: "socket: errno \(errno)") }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let error = errno
            close(descriptor)
            throw ClientError(description: "connect to port \(port): errno \(error)")
        }
    }

    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                send(descriptor, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw ClientError(description: "send: errno \(errno)") }
            offset += count
        }
    }

    /// Reads up to end of stream. A reset after data arrived still returns the data.
    func readAll() throws -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
            if count > 0 {
                received += buffer[0..<count]
            } else if count == 0 || (errno == ECONNRESET && !received.isEmpty) {
                return received
            } else if errno != EINTR {
                throw ClientError(description: "recv: errno \(errno) after \(received.count) bytes")
            }
        }
    }

    /// Reads exactly one response on a kept-alive connection (Content-Length framed).
    func readOneResponse() throws -> RawResponse {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            if let end = RawResponse.headerEnd(in: received) {
                let head = try RawResponse.parseHead(received[..<end])
                let length = Int(head.header("Content-Length") ?? "0") ?? 0
                if received.count - (end + 4) >= length {
                    return RawResponse(status: head.status, headers: head.headers,
                                       body: Array(received[(end + 4)..<(end + 4 + length)]))
                }
            }
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
            guard count > 0 else { throw ClientError(description: "connection ended inside a response") }
            received += buffer[0..<count]
        }
    }

    func readResponse() throws -> RawResponse {
        let bytes = try readAll()
        guard let end = RawResponse.headerEnd(in: bytes) else {
            throw ClientError(description: "no complete response head in \(bytes.count) bytes")
        }
        var response = try RawResponse.parseHead(bytes[..<end])
        response.body = Array(bytes[(end + 4)...])
        return response
    }

    func disconnect() {
        close(descriptor)
    }
}

extension RawResponse {
    static func headerEnd(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        return (0...(bytes.count - 4)).first { bytes[$0..<($0 + 4)].elementsEqual([13, 10, 13, 10]) }
    }

    static func parseHead(_ bytes: ArraySlice<UInt8>) throws -> RawResponse {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\r\n", omittingEmptySubsequences: false)
        let statusParts = lines.first?.split(separator: " ") ?? []
        guard statusParts.count >= 2, let status = Int(statusParts[1]) else {
            throw ClientError(description: "bad status line: \(lines.first ?? "")")
        }
        let headers = lines.dropFirst().compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), String(line[line.index(after: colon)...].drop { $0 == " " }))
        }
        return RawResponse(status: status, headers: headers, body: [])
    }
}
