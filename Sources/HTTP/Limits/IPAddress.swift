#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An IPv4 or IPv6 address in one canonical form. IPv4 is kept as an IPv4-mapped IPv6 address, so a dual-stack
/// socket's `::ffff:192.0.2.1` and a proxy's `192.0.2.1` are the same client. 16 bytes and no allocation: a cheap key.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    /// The 128 bits, most significant first.
    public let high: UInt64
    public let low: UInt64

    /// `::`, what a request read from no socket counts as.
    public static let unspecified = IPAddress(high: 0, low: 0)

    private static let mappedIPv4Prefix: UInt64 = 0xFFFF_0000_0000

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Parses `192.0.2.1` or `2001:db8::1` (also bracketed, `[2001:db8::1]`); nil for anything else, ports included.
    public init?(_ text: some StringProtocol) {
        var text = Substring(text)
        if text.first == "[", text.last == "]" {
            text = text.dropFirst().dropLast()
        }
        // inet_pton reads up to a NUL; the longest address (IPv4-mapped IPv6) has 45 characters.
        guard (2...45).contains(text.utf8.count), !text.utf8.contains(0) else { return nil }
        var v4 = in_addr()
        var v6 = in6_addr()
        let string = String(text)
        if inet_pton(AF_INET, string, &v4) == 1 {
            self = withUnsafeBytes(of: v4, IPAddress.init(ipv4:))
        } else if inet_pton(AF_INET6, string, &v6) == 1 {
            self = withUnsafeBytes(of: v6, IPAddress.init(ipv6:))
        } else {
            return nil
        }
    }

    /// The address of a socket's peer: `AF_INET` or `AF_INET6`, nil for other families. Read for every
    /// request, so it allocates nothing.
    public init?(socketAddress: UnsafePointer<sockaddr>) {
        switch Int32(socketAddress.pointee.sa_family) {
        case AF_INET:
            let v4 = socketAddress.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { $0.pointee.sin_addr }
            self = withUnsafeBytes(of: v4, IPAddress.init(ipv4:))
        case AF_INET6:
            let v6 = socketAddress.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { $0.pointee.sin6_addr }
            self = withUnsafeBytes(of: v6, IPAddress.init(ipv6:))
        default:
            return nil
        }
    }

    /// 4 bytes in network order.
    private init(ipv4 bytes: UnsafeRawBufferPointer) {
        self.init(high: 0, low: Self.mappedIPv4Prefix | Self.fold(bytes[0..<4]))
    }

    /// 16 bytes in network order.
    private init(ipv6 bytes: UnsafeRawBufferPointer) {
        self.init(high: Self.fold(bytes[0..<8]), low: Self.fold(bytes[8..<16]))
    }

    private static func fold(_ bytes: Slice<UnsafeRawBufferPointer>) -> UInt64 {
        bytes.reduce(0) { $0 << 8 | UInt64($1) }
    }

    public var isIPv4: Bool {
        high == 0 && low >> 32 == Self.mappedIPv4Prefix >> 32
    }

    /// What a per-client limit counts: an IPv4 address itself, an IPv6 address's /64. One home or host is
    /// usually given a whole /64, so counting single IPv6 addresses would hand one client 2^64 buckets.
    public var network: IPAddress {
        isIPv4 ? self : IPAddress(high: high, low: 0)
    }

    /// `192.0.2.1`, or the shortest IPv6 form (`2001:db8::1`).
    public var description: String {
        let bytes = (0..<16).map { UInt8(truncatingIfNeeded: ($0 < 8 ? high : low) >> (8 * (7 - $0 % 8))) }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        let written = bytes.withUnsafeBytes { raw in
            isIPv4 ? inet_ntop(AF_INET, raw.baseAddress! + 12, &buffer, socklen_t(buffer.count))
                : inet_ntop(AF_INET6, raw.baseAddress!, &buffer, socklen_t(buffer.count))
        }
        guard written != nil else { return "?" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
