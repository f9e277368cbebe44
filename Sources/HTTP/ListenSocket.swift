#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A TCP socket bound and listening, made here rather than by libmicrohttpd so that a failure says why
/// (address in use, permission denied) and port 0 tells which port the system chose.
struct ListenSocket {
    let descriptor: Int32
    let port: UInt16
    let isIPv6: Bool

    static func open(host: String, port: UInt16) throws(ServerError) -> ListenSocket {
        func failure(_ reason: String) -> ServerError {
            ServerError(message: "cannot listen on \(display(host: host, port: port)): \(reason)")
        }

        var address = sockaddr_storage()
        let addressLength: socklen_t
        let family: Int32
        var ipv4 = in_addr()
        var ipv6 = in6_addr()
        /// Writes one family's address into `address`; its length is what `bind` takes.
        func fill<Family>(_: Family.Type, _ write: (inout Family) -> Void) -> socklen_t {
            withUnsafeMutableBytes(of: &address) { raw in
                write(&raw.baseAddress!.assumingMemoryBound(to: Family.self).pointee)
            }
            return socklen_t(MemoryLayout<Family>.size)
        }
        if inet_pton(AF_INET, host == "localhost" ? "127.0.0.1" : host, &ipv4) == 1 {
            family = AF_INET
            addressLength = fill(sockaddr_in.self) { socketAddress in
                socketAddress.sin_family = sa_family_t(AF_INET)
                socketAddress.sin_port = port.bigEndian
                socketAddress.sin_addr = ipv4
            }
        } else if inet_pton(AF_INET6, host, &ipv6) == 1 {
            family = AF_INET6
            addressLength = fill(sockaddr_in6.self) { socketAddress in
                socketAddress.sin6_family = sa_family_t(AF_INET6)
                socketAddress.sin6_port = port.bigEndian
                socketAddress.sin6_addr = ipv6
            }
        } else {
            throw failure("not an IP address (use e.g. 127.0.0.1, 0.0.0.0 or ::1)")
        }

        let descriptor = socket(family, streamSocketType, 0)
        guard descriptor >= 0 else { throw failure(reason(errno)) }
        var yes: Int32 = 1
        // A restarted server must not wait for the old connections' TIME_WAIT to end.
        _ = setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, addressLength) }
        }
        guard bound == 0, listen(descriptor, SOMAXCONN) == 0 else {
            let error = errno
            close(descriptor)
            throw failure(reason(error))
        }
        // Every pool thread polls this socket; the ones that lose the race for a connection must not block.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)

        var boundAddress = sockaddr_storage()
        var boundLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &boundAddress) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &boundLength) }
        }
        let boundPort = withUnsafeBytes(of: &boundAddress) { raw in
            family == AF_INET
                ? UInt16(bigEndian: raw.load(as: sockaddr_in.self).sin_port)
                : UInt16(bigEndian: raw.load(as: sockaddr_in6.self).sin6_port)
        }
        return ListenSocket(descriptor: descriptor, port: boundPort, isIPv6: family == AF_INET6)
    }

    /// "127.0.0.1:8080", or "[::1]:8080" for IPv6.
    static func display(host: String, port: UInt16) -> String {
        host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
    }

    private static var streamSocketType: Int32 {
        #if os(Linux)
        Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        SOCK_STREAM
        #endif
    }

    private static func reason(_ error: Int32) -> String {
        switch error {
        case EADDRINUSE: "address in use"
        case EACCES: "permission denied (ports below 1024 need privileges)"
        case EADDRNOTAVAIL: "this machine has no such address"
        default: String(cString: strerror(error)).lowercased()
        }
    }
}
