import Foundation

/// A match's event stream read over a raw loopback socket, as EventSource reads it: the status line, then one
/// event at a time (its `id`, `event` and `data` fields), undoing the chunked encoding. Reads time out after 5 s.
final class OnlineEventReader {
    struct Event: Equatable {
        let id: String?
        let event: String?
        let data: String
    }

    private(set) var status: Int
    private let fd: Int32
    private var raw: [UInt8] = []
    private var text = ""

    init(port: UInt16, path: String, headers: [(String, String)] = []) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw ClientError("socket failed") }
        self.fd = fd
        status = 0
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { close(fd); throw ClientError("connect failed") }
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n"
            + headers.map { "\($0.0): \($0.1)\r\n" }.joined() + "\r\n"
        _ = Array(request.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        while raw.firstRange(of: Array("\r\n\r\n".utf8)) == nil { try receive() }
        let end = raw.firstRange(of: Array("\r\n\r\n".utf8))!
        let head = String(decoding: raw[..<end.lowerBound], as: UTF8.self)
        status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        raw.removeFirst(end.upperBound)
    }

    deinit { close(fd) }

    /// The next event (comments and the `retry` line skipped), waiting up to 5 s for it; a `presence` one (a
    /// player's page arrived or left, between any two changes) only when `presence` asks for it.
    func next(presence: Bool = false) throws -> Event {
        while true {
            while let blank = text.range(of: "\n\n") {
                let block = text[..<blank.lowerBound]
                text.removeSubrange(..<blank.upperBound)
                var fields: [String: String] = [:]
                for line in block.split(separator: "\n") where !line.hasPrefix(":") {
                    let parts = line.split(separator: ":", maxSplits: 1)
                    fields[String(parts[0])] = parts.count > 1 ? String(parts[1].drop { $0 == " " }) : ""
                }
                if let data = fields["data"], presence || fields["event"] != "presence" {
                    return Event(id: fields["id"], event: fields["event"], data: data)
                }
            }
            try decodeChunk()
        }
    }

    private func decodeChunk() throws {
        while true {
            if let line = raw.firstRange(of: Array("\r\n".utf8)),
               let size = Int(String(decoding: raw[..<line.lowerBound], as: UTF8.self), radix: 16) {
                guard size > 0 else { throw ClientError("the stream ended") }
                if raw.count >= line.upperBound + size + 2 {
                    text += String(decoding: raw[line.upperBound..<(line.upperBound + size)], as: UTF8.self)
                    raw.removeFirst(line.upperBound + size + 2)
                    return
                }
            }
            try receive()
        }
    }

    private func receive() throws {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let n = read(fd, &buffer, buffer.count)
        guard n > 0 else { throw ClientError(n == 0 ? "the connection closed" : "read timed out or failed") }
        raw += buffer[0..<n]
    }
}
