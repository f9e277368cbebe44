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
}
