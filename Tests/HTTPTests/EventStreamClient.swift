#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Opens an event stream over a raw socket and reads its events as they come, undoing the chunked encoding.
final class EventStreamClient {
    let connection: Connection
    /// The status line and headers.
    let head: RawResponse
    /// Bytes received and not yet decoded from their chunks.
    private var raw: [UInt8]
    /// Decoded body text not yet returned as blocks.
    private var text = ""
    /// The terminating chunk arrived, or the server closed the connection.
    private(set) var ended = false
    private var connected = true

    init(port: UInt16, target: String = "/events", headers: [(String, String)] = []) throws {
        connection = try Connection(port: port)
        var request = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
        for (name, value) in headers {
            request += "\(name): \(value)\r\n"
        }
        try connection.write(Array((request + "\r\n").utf8))
        var received: [UInt8] = []
        while RawResponse.headerEnd(in: received) == nil {
            let more = try Self.receive(connection)
            guard !more.isEmpty else {
                throw ClientError(description: "the connection ended before the response head")
            }
            received += more
        }
        let end = RawResponse.headerEnd(in: received)!
        head = try RawResponse.parseHead(received[..<end])
        raw = Array(received[(end + 4)...])
    }

    deinit {
        disconnect()
    }

    /// Goes away as a browser tab does: closes the socket without a word.
    func disconnect() {
        guard connected else { return }
        connected = false
        connection.disconnect()
    }

    /// The next event block (the lines before a blank line), waiting for it; nil once the stream has ended.
    func nextBlock() throws -> String? {
        while true {
            if let blank = text.range(of: "\n\n") {
                let block = String(text[..<blank.lowerBound])
                text.removeSubrange(..<blank.upperBound)
                return block
            }
            if ended { return nil }
            try decodeMore()
        }
    }

    /// Every remaining block until the server ends the answer.
    func remainingBlocks() throws -> [String] {
        var blocks: [String] = []
        while let block = try nextBlock() {
            blocks.append(block)
        }
        return blocks
    }

    /// Receives and decodes until at least one more chunk of body text (or the end) is known.
    private func decodeMore() throws {
        while true {
            if let lineEnd = Self.crlf(in: raw) {
                let sizeText = String(decoding: raw[..<lineEnd], as: UTF8.self)
                guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else {
                    throw ClientError(description: "bad chunk size line: \(sizeText)")
                }
                if size == 0 {
                    ended = true
                    return
                }
                let start = lineEnd + 2
                if raw.count >= start + size + 2 {
                    text += String(decoding: raw[start..<(start + size)], as: UTF8.self)
                    raw.removeFirst(start + size + 2)
                    return
                }
            }
            let more = try Self.receive(connection)
            guard !more.isEmpty else {
                ended = true
                return
            }
            raw += more
        }
    }

    private static func crlf(in bytes: [UInt8]) -> Int? {
        guard bytes.count >= 2 else { return nil }
        return (0..<(bytes.count - 1)).first { bytes[$0] == 13 && bytes[$0 + 1] == 10 }
    }

    /// One read: some bytes, or none at the end of the stream (or a reset); throws on a timeout.
    private static func receive(_ connection: Connection) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(connection.descriptor, $0.baseAddress!, $0.count, 0) }
            if count >= 0 { return Array(buffer[0..<count]) }
            if errno == ECONNRESET { return [] }
            if errno != EINTR { throw ClientError(description: "recv: errno \(errno)") }
        }
    }
}
