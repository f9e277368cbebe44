/// What `--database` names: an SQLite file path, or a `postgres://` / `postgresql://` URL, which goes to libpq
/// as it is (so its usual parameters, such as `sslmode`, work; a password may also come from PGPASSWORD).
public enum DatabaseLocation: Sendable, Equatable {
    case sqlite(path: String)
    case postgres(url: String)

    public init(_ text: String) {
        let lowered = text.lowercased()
        if lowered.hasPrefix("postgres://") || lowered.hasPrefix("postgresql://") {
            self = .postgres(url: text)
        } else {
            self = .sqlite(path: text)
        }
    }

    /// For logs and error messages: the URL without its password.
    public var redacted: String {
        switch self {
        case .sqlite(let path):
            return path
        case .postgres(let url):
            // postgres://user:password@host…: the credentials end at the authority's last "@".
            guard let slashes = url.firstIndex(of: "/").map({ url.index($0, offsetBy: 2) }), slashes <= url.endIndex else { return url }
            let authority = url[slashes...].prefix { $0 != "/" && $0 != "?" }
            guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return url }
            return String(url[..<colon]) + ":***" + String(url[at...])
        }
    }
}
