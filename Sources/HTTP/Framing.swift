/// What RFC 9112 asks of a request's framing, checked on its headers before anything routes or reads it: a
/// request refused here is answered 400 (or 501) and its connection closed, so a proxy and this server can never
/// disagree on where it ends. libmicrohttpd 0.9.75 checks none of it without `MHD_OPTION_STRICT_FOR_CLIENT`, and with
/// it only a missing `Host` (answered with its own bare page), not even whitespace before a colon (its check of that
/// runs only in its *tolerant* mode): so the server reads the headers as the library parsed them and decides here.
struct Framing {
    enum Verdict: Equatable {
        case acceptable
        case refused(status: Int, message: String)
    }

    private(set) var hosts = 0
    private(set) var contentLengths = 0
    private(set) var transferEncodings = 0
    /// A name that is not a token: `Host : x` reaches us as the name `Host ` (RFC 9112 §5.1: 400).
    private(set) var badName = false
    /// An obsolete folded line (RFC 9112 §5.2: 400, or unfolded; libmicrohttpd does neither well).
    private(set) var folded = false

    /// One header as libmicrohttpd holds it: the name's bytes and where its value starts.
    mutating func observe(name: UnsafeRawBufferPointer, value: UnsafePointer<CChar>?) {
        if name.isEmpty || !name.allSatisfy(Self.isTokenByte) {
            badName = true
        }
        if let start = name.baseAddress, !Self.valueFollowsName(start.assumingMemoryBound(to: CChar.self),
                                                              count: name.count, value: value) {
            folded = true
        }
        switch name.count {
        case 4 where Self.equalsIgnoringCase(name, "host"): hosts += 1
        case 14 where Self.equalsIgnoringCase(name, "content-length"): contentLengths += 1
        case 17 where Self.equalsIgnoringCase(name, "transfer-encoding"): transferEncodings += 1
        default: break
        }
    }

    /// `headers` as collected (lower-case names, repeated ones joined), `version` as in the request line.
    func verdict(headers: [String: String], version: String) -> Verdict {
        if badName {
            return .refused(status: 400, message: "A header of this request is malformed.")
        }
        if folded {
            return .refused(status: 400, message: "This request folds a header over several lines, which HTTP no longer allows.")
        }
        if hosts > 1 {
            return .refused(status: 400, message: "This request names its host more than once.")
        }
        if hosts == 0, version != "HTTP/1.0" {
            return .refused(status: 400, message: "This request does not say which host it is for.")
        }
        if let host = headers["host"], !Self.isValidHost(host[...].trimmingOptionalWhitespace()) {
            return .refused(status: 400, message: "The host this request names is not a valid one.")
        }
        if contentLengths > 1 {
            return .refused(status: 400, message: "This request gives its length more than once.")
        }
        if transferEncodings > 0 {
            if transferEncodings > 1 || headers["transfer-encoding"]?[...].trimmingOptionalWhitespace().lowercased() != "chunked" {
                return .refused(status: 501, message: "This server does not understand how the body of this request is encoded.")
            }
            if contentLengths > 0 || version == "HTTP/1.0" {
                return .refused(status: 400, message: "This request's length and its transfer coding disagree.")
            }
        }
        return .acceptable
    }

    /// RFC 9110 §7.2: `uri-host [ ":" port ]`, the host a name, an IPv4 address or a bracketed IPv6 literal (no
    /// user info: `a@evil.example` is not a host). Empty is allowed (a target with no authority).
    static func isValidHost(_ text: Substring) -> Bool {
        var host = text.utf8[...]
        if host.first == UInt8(ascii: "[") {
            guard let close = host.firstIndex(of: UInt8(ascii: "]")) else { return false }
            let literal = host[host.index(after: host.startIndex)..<close]
            guard !literal.isEmpty, literal.allSatisfy({ isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") })
            else { return false }
            host = host[host.index(after: close)...]
            return host.isEmpty || isPort(host)
        }
        if let colon = host.firstIndex(of: UInt8(ascii: ":")) {
            guard isPort(host[colon...]) else { return false }
            host = host[..<colon]
        }
        return host.allSatisfy(isRegNameByte)
    }

    /// `":" *DIGIT`.
    private static func isPort(_ text: Substring.UTF8View.SubSequence) -> Bool {
        text.first == UInt8(ascii: ":") && text.dropFirst().allSatisfy { (48...57).contains($0) } && text.count <= 6
    }

    /// RFC 3986 reg-name: unreserved, pct-encoded (its `%` and hex digits) and sub-delims.
    private static func isRegNameByte(_ byte: UInt8) -> Bool {
        isAlphaNumeric(byte) || "-._~%!$&'()*+,;=".utf8.contains(byte)
    }

    /// RFC 9110 §5.6.2 tchar.
    static func isTokenByte(_ byte: UInt8) -> Bool {
        isAlphaNumeric(byte) || "!#$%&'*+-.^_`|~".utf8.contains(byte)
    }

    private static func isAlphaNumeric(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
    }

    private static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ lowercase: StaticString) -> Bool {
        let expected = UnsafeRawBufferPointer(start: lowercase.utf8Start, count: lowercase.utf8CodeUnitCount)
        return zip(bytes, expected).allSatisfy { $0 | 0x20 == $1 || $0 == $1 }
    }

    /// libmicrohttpd 0.9.75 parses each header in place: the value follows its name, the colon (made a NUL) and the
    /// blanks after it. A folded line it glues onto the *name* (overwriting the value, or moving the name elsewhere
    /// in the connection's memory), so a value that does not start right after its name's colon and blanks was
    /// folded. Only bytes between the two, inside the connection's buffer, are read.
    static func valueFollowsName(_ name: UnsafePointer<CChar>, count: Int, value: UnsafePointer<CChar>?) -> Bool {
        guard let value else { return true }
        let afterColon = name + count + 1
        guard value >= afterColon, value - afterColon <= 1024 else { return false }
        var byte = afterColon
        while byte < value {
            guard byte.pointee == 0x20 || byte.pointee == 0x09 else { return false }
            byte += 1
        }
        return true
    }
}
