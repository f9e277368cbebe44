/// ETags and `If-None-Match` (RFC 9110 §8.8.3, §13.1.2).
public enum EntityTag {
    /// `If-None-Match` is a list of ETags or `*`; weak comparison applies (RFC 9110 §13.1.2).
    public static func matches(_ header: String, _ etag: String) -> Bool {
        let wanted = etag.hasPrefix("W/") ? etag.dropFirst(2) : etag[...]
        return header.split(separator: ",").contains { candidate in
            var tag = Substring(candidate).trimmingBlanks()
            if tag.hasPrefix("W/") {
                tag = tag.dropFirst(2)
            }
            return tag == "*" || tag == wanted
        }
    }

    /// `If-Match` is `*` or a list of ETags compared strongly: a weak tag never matches (RFC 9110 §13.1.1).
    public static func matchesStrongly(_ header: String, _ etag: String) -> Bool {
        guard !etag.hasPrefix("W/") else { return false }
        return header.split(separator: ",").contains { candidate in
            let tag = Substring(candidate).trimmingBlanks()
            return tag == "*" || tag == etag
        }
    }
}
