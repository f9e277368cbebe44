#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What RFC 9112 asks of a request's framing, checked on its headers before anything routes or reads it: a refused
/// request gets 400 (or 501) and its connection closes, so a proxy and this server never disagree on where it ends.
/// Decided here because libmicrohttpd 0.9.75 checks almost none of it, even with `MHD_OPTION_STRICT_FOR_CLIENT`.
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
    /// A CR or a NUL inside a value (RFC 9110 §5.5: reject). libmicrohttpd keeps a bare CR in the value and ends the
    /// value at a NUL, dropping what follows it, so both are found in its buffer (`observe`, `finish`).
    private(set) var badValue = false
    /// Where the last value seen ends: the next header, or the blank line, must follow its line end.
    private var valueEnd: UnsafeRawPointer?

    /// One header as libmicrohttpd holds it: the name's bytes and where its value starts. Byte loops and tables: this
    /// runs for every header of every request.
    mutating func observe(name: UnsafeRawBufferPointer, value: UnsafePointer<CChar>?, valueSize: Int) {
        var isToken = !name.isEmpty
        for byte in name where !Self.tokenBytes[Int(byte)] {
            isToken = false
        }
        if !isToken {
            badName = true
        }
        if let start = name.baseAddress, !Self.valueFollowsName(start.assumingMemoryBound(to: CChar.self),
                                                              count: name.count, value: value) {
            folded = true
        }
        if let value {
            if let end = valueEnd, let start = name.baseAddress, !Self.lineEnd(from: end, to: start, ends: 1...2) {
                badValue = true
            }
            if valueSize > 0, memchr(value, 0x0D, valueSize) != nil {
                badValue = true
            }
            valueEnd = UnsafeRawPointer(value) + valueSize
        }
        switch name.count {
        case 4 where Self.equalsIgnoringCase(name, Self.host): hosts += 1
        case 14 where Self.equalsIgnoringCase(name, Self.contentLength): contentLengths += 1
        case 17 where Self.equalsIgnoringCase(name, Self.transferEncoding): transferEncodings += 1
        default: break
        }
    }

    /// After the last header: `headersEnd` is where libmicrohttpd's headers end (past the blank line), nil when
    /// it does not say; the last value must be followed by its line end and the blank line's, nothing more.
    mutating func finish(headersEnd: UnsafeRawPointer?) {
        guard let end = valueEnd else { return }
        if let headersEnd, Self.lineEnd(from: end, to: headersEnd, ends: 2...4) { return }
        badValue = true
    }

    /// `headers` as collected (lower-case names, repeated ones joined), `version` as in the request line.
    func verdict(headers: [String: String], version: String) -> Verdict {
        if badName {
            return .refused(status: 400, message: "A header of this request is malformed.")
        }
        if folded {
            return .refused(status: 400, message: "This request folds a header over several lines, which HTTP no longer allows.")
        }
        if badValue {
            return .refused(status: 400, message: "A header of this request holds a character HTTP does not allow there.")
        }
        if hosts > 1 {
            return .refused(status: 400, message: "This request names its host more than once.")
        }
        if hosts == 0, version != "HTTP/1.0" {
            return .refused(status: 400, message: "This request does not say which host it is for.")
        }
        if let host = headers["host"], !Self.isValidHost(host[...]) {
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
    /// user info: `a@evil.example` is not a host). Empty is allowed (a target with no authority); blanks around it too.
    static func isValidHost(_ text: Substring) -> Bool {
        var text = text
        return text.withUTF8 { isValidHost($0) }
    }

    /// The same, on the header's bytes.
    static func isValidHost(_ whole: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        var end = whole.count
        while start < end, whole[start] == 0x20 || whole[start] == 0x09 { start += 1 }
        while end > start, whole[end - 1] == 0x20 || whole[end - 1] == 0x09 { end -= 1 }
        let bytes = UnsafeBufferPointer(rebasing: whole[start..<end])
        var index = 0
        if bytes.first == UInt8(ascii: "[") {
            index = 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") {
                guard ipLiteralBytes[Int(bytes[index])] else { return false }
                index += 1
            }
            guard index < bytes.count, index > 1 else { return false }
            index += 1
        } else {
            while index < bytes.count, bytes[index] != UInt8(ascii: ":") {
                guard regNameBytes[Int(bytes[index])] else { return false }
                index += 1
            }
        }
        guard index < bytes.count else { return true }
        // `":" *DIGIT`
        guard bytes[index] == UInt8(ascii: ":"), bytes.count - index <= 6 else { return false }
        index += 1
        while index < bytes.count {
            guard (48...57).contains(bytes[index]) else { return false }
            index += 1
        }
        return true
    }

    /// RFC 9110 §5.6.2 tchar.
    static let tokenBytes = byteTable(extra: "!#$%&'*+-.^_`|~")
    /// RFC 3986 reg-name (and IPv4): unreserved, pct-encoded (its `%` and hex digits) and sub-delims.
    static let regNameBytes = byteTable(extra: "-._~%!$&'()*+,;=")
    /// Inside the brackets of an IPv6 literal: hex digits, colons, and the dots of an embedded IPv4 address.
    static let ipLiteralBytes: [Bool] = (0..<256).map { (byte: Int) -> Bool in
        let hexDigit = (48...57).contains(byte) || (65...70).contains(byte) || (97...102).contains(byte)
        return hexDigit || byte == 58 || byte == 46
    }

    /// A lookup of 256: letters, digits and `extra`.
    private static func byteTable(extra: String) -> [Bool] {
        (0..<256).map { byte in
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte)
                || extra.utf8.contains(UInt8(byte))
        }
    }

    private static let host = Array("host".utf8)
    private static let contentLength = Array("content-length".utf8)
    private static let transferEncoding = Array("transfer-encoding".utf8)

    /// `bytes` is `lowercase` in any case (both the same length).
    private static func equalsIgnoringCase(_ bytes: UnsafeRawBufferPointer, _ lowercase: [UInt8]) -> Bool {
        for index in 0..<bytes.count where bytes[index] | 0x20 != lowercase[index] && bytes[index] != lowercase[index] {
            return false
        }
        return true
    }

    /// libmicrohttpd makes each line end (CR LF, or a bare LF) NULs in place: between a value's end and the next name
    /// there are only those, `ends` of them; anything else was inside the value (a NUL and what followed).
    static func lineEnd(from start: UnsafeRawPointer, to end: UnsafeRawPointer, ends: ClosedRange<Int>) -> Bool {
        guard end > start, ends.contains(end - start) else { return false }
        for offset in 0..<(end - start) where start.load(fromByteOffset: offset, as: UInt8.self) != 0 {
            return false
        }
        return true
    }

    /// libmicrohttpd 0.9.75 parses a header in place (name, a NUL for the colon, blanks, value) and glues a folded
    /// line onto the *name*, so a value that does not start right after its name's colon and blanks was folded.
    /// Only bytes between the two, inside the connection's buffer, are read.
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
