import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A refusal while the body still arrives. libmicrohttpd 0.9.75 queues a response only before a body or after all
/// of it, and closing under a client still sending resets the connection: so the page is written here (the library
/// writes nothing meanwhile), a FIN after it, the rest dropped till the client closes, the body ends or the deadline.
extension Server {
    func refuseWhileReceiving(_ exchange: Exchange, connection: OpaquePointer, _ status: Int,
                              _ message: String) -> MHD_Result {
        exchange.phase = .draining
        exchange.body = []
        let descriptor = minigames_connection_descriptor(connection)
        guard descriptor >= 0 else { return .NO }
        let bytes = Self.wireBytes(errorPage(exchange.partialRequest, status, message), status: status)
        guard sendWhole(bytes, on: descriptor) else { return .NO }
        exchange.status = status
        shutdown(descriptor, Int32(SHUT_WR))
        return .YES
    }

    /// The response as libmicrohttpd would send it, but for good: status line, headers, `Connection: close`, body.
    static func wireBytes(_ response: Response, status: Int) -> [UInt8] {
        let reason = MHD_get_reason_phrase_for(UInt32(status)).map { String(cString: $0) } ?? ""
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        for (name, value) in response.headers where !isManagedHeader(name) && name.lowercased() != "connection" {
            head += "\(name): \(value)\r\n"
        }
        head += "Date: \(httpDate(time(nil)))\r\nContent-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        return Array(head.utf8) + response.body
    }

    /// RFC 9110 §5.6.7's IMF-fixdate: `Sun, 06 Nov 1994 08:49:37 GMT`.
    static func httpDate(_ seconds: time_t) -> String {
        var seconds = seconds
        var parts = tm()
        gmtime_r(&seconds, &parts)
        let days = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let two = { (number: Int32) in number < 10 ? "0\(number)" : "\(number)" }
        let day = "\(days[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) \(parts.tm_year + 1900)"
        return "\(day) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
    }
}

/// One non-blocking send of all of `bytes` (a page fits a fresh socket's buffer); false when not all went.
private func sendWhole(_ bytes: [UInt8], on descriptor: Int32) -> Bool {
    let sent = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
    return sent == bytes.count
}
