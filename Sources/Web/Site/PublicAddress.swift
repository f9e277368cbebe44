import HTTP
import Synchronization

/// What every absolute link the server gives out starts with (an invitation and its QR code): the operator's
/// `--public-url`, or else the `Host` a visitor reached the server by, only when it names the address the server
/// listens on (`ListenAddress`). Anything else a request's `Host` says (`evil.example`) is never put in a link.
public final class PublicAddress: Sendable {
    /// `https://games.example.org`: a scheme, a host and maybe a port, no slash at the end; nil when not set.
    public let origin: String?
    private let listening = Mutex<ListenAddress?>(nil)

    /// `origin` as `PublicAddress.origin(parsing:)` gives it.
    public init(origin: String? = nil) {
        self.origin = origin
    }

    /// The bound address, once the server listens: from then on a `Host` naming it may make a link.
    public func listening(on host: String, port: UInt16) {
        let address = ListenAddress(host: host, port: port)
        listening.withLock { $0 = address }
    }

    /// The absolute address of `path` (which starts with `/`) for the visitor who sent `request`; nil when there is
    /// none to trust (no `--public-url`, and a `Host` that names something else): then the page shows `path` alone.
    func link(to path: String, for request: Request) -> String? {
        if let origin { return origin + path }
        guard let host = request.header("Host"), listening.withLock({ $0?.isNamed(by: host) ?? false }) else {
            return nil
        }
        // The server's own socket speaks plain HTTP: a Host that names it was reached that way.
        return "http://\(host[...].trimmingBlanks())\(path)"
    }

    /// `text` as an origin: `http` or `https`, `://`, a host name, an IPv4 address or a bracketed IPv6 one, an
    /// optional port, an optional `/` and nothing more; nil for anything else (a path, a query, user info).
    public static func origin(parsing text: String) -> String? {
        var rest = Substring(text)
        let scheme: String
        if rest.lowercased().hasPrefix("https://") {
            scheme = "https"
        } else if rest.lowercased().hasPrefix("http://") {
            scheme = "http"
        } else {
            return nil
        }
        rest = rest.dropFirst(scheme.count + 3)
        if rest.last == "/" { rest = rest.dropLast() }
        guard let parts = ListenAddress.split(rest), rest.trimmingBlanks() == rest, isHostName(parts.name) else {
            return nil
        }
        return "\(scheme)://\(rest.lowercased())"
    }

    /// A DNS name (letters, digits, hyphens and dots), an IPv4 address, or an IPv6 address in brackets.
    private static func isHostName(_ name: Substring) -> Bool {
        if name.first == "[" { return name.last == "]" && IPAddress(name) != nil }
        return name.utf8.count <= 253 && name.first != "." && name.last != "." && !name.contains("..")
            && name.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == ".") }
    }
}
