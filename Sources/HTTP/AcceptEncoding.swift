/// What a request's `Accept-Encoding` allows (RFC 9110 §12.5.3): here, only whether gzip is welcome.
/// gzip is accepted when listed (or covered by `*`) with a q-value above 0; an absent header, `identity`, or
/// anything unreadable means the plain bytes.
public enum AcceptEncoding {
    public static func allowsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        var gzip: Double?
        var wildcard: Double?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let name = parts.first?.trimmingBlanks().lowercased(), !name.isEmpty else { continue }
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingBlanks()
                guard pair.lowercased().hasPrefix("q=") else { continue }
                guard let value = Double(pair.dropFirst(2)), (0...1).contains(value) else { quality = 0; continue }
                quality = value
            }
            switch name {
            case "gzip", "x-gzip": gzip = max(gzip ?? 0, quality)
            case "*": wildcard = quality
            default: break
            }
        }
        return (gzip ?? wildcard ?? 0) > 0
    }
}
