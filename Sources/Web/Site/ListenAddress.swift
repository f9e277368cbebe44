import HTTP

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The address the server listens on (`--host`, the bound port), and whether a request's `Host` names it: the
/// `--host` value itself, an address it stands for (every address of this machine for `0.0.0.0` or `::`), or
/// `localhost` when that reaches it; always with the bound port (80 when the header gives none).
struct ListenAddress: Sendable {
    let host: String
    let port: UInt16
    /// The addresses a `Host` may name: the literal itself, or those a wildcard or `localhost` stands for.
    let addresses: Set<IPAddress>
    let reachedAsLocalhost: Bool

    init(host: String, port: UInt16, interfaces: () -> Set<IPAddress> = ListenAddress.machineAddresses) {
        self.host = host.lowercased()
        self.port = port
        let loopback: Set<IPAddress> = [IPAddress("127.0.0.1")!, IPAddress("::1")!]
        if self.host == "localhost" {
            addresses = loopback
        } else if let literal = IPAddress(self.host) {
            addresses = literal == .unspecified || literal == IPAddress("0.0.0.0")! ? interfaces().union(loopback) : [literal]
        } else {
            addresses = []
        }
        reachedAsLocalhost = self.host == "localhost" || !addresses.isDisjoint(with: loopback)
    }

    /// Whether `header` (a request's `Host`) names this address and port.
    func isNamed(by header: String) -> Bool {
        guard let parts = Self.split(header[...]), parts.port == port else { return false }
        let lowered = parts.name.lowercased()
        if lowered == host || (lowered == "localhost" && reachedAsLocalhost) { return true }
        return IPAddress(lowered).map(addresses.contains) ?? false
    }

    /// `name[:port]` or `[v6]:port`, blanks around it allowed; nil when the port is not a number.
    static func split(_ text: Substring) -> (name: Substring, port: UInt16)? {
        let text = text.trimmingBlanks()
        var name = text
        var port: Substring = ""
        if text.first == "[" {
            guard let close = text.firstIndex(of: "]") else { return nil }
            name = text[...close]
            port = text[text.index(after: close)...]
        } else if let colon = text.lastIndex(of: ":") {
            name = text[..<colon]
            port = text[colon...]
        }
        guard !name.isEmpty, name.first == "[" || !name.contains(":") else { return nil }
        if port.isEmpty { return (name, 80) }
        guard port.first == ":", let number = UInt16(port.dropFirst()), number > 0 else { return nil }
        return (name, number)
    }

    /// The IPv4 and IPv6 addresses of this machine's interfaces, as the system lists them now.
    static func machineAddresses() -> Set<IPAddress> {
        var first: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&first) == 0 else { return [] }
        defer { freeifaddrs(first) }
        var found = Set<IPAddress>()
        var next = first
        while let entry = next {
            if let socketAddress = entry.pointee.ifa_addr, let address = IPAddress(socketAddress: socketAddress) {
                found.insert(address)
            }
            next = entry.pointee.ifa_next
        }
        return found
    }
}
