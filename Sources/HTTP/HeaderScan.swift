import CMicroHTTPD

/// The first look at a request's headers, before any is copied: `Framing`'s counts, and where the headers an
/// `AnswerMemo` keys on are. The buffers point into libmicrohttpd's memory for the connection: good only during the
/// access handler call that made the scan.
struct HeaderScan {
    var framing = Framing()
    var host: UnsafeRawBufferPointer?
    var cookie: UnsafeRawBufferPointer?
    var cookies = 0
    var encodings: UnsafeRawBufferPointer?
    var encodingHeaders = 0
    var languages: UnsafeRawBufferPointer?
    var languageHeaders = 0
    /// An `If-…` or `Range` header: the answer depends on more than the memo's key.
    var conditional = false

    /// A GET the memo may answer or remember: its framing sound, one valid `Host`, no body, its key headers at most
    /// once each (a repeated `Cookie` or `Accept-Language` is folded before it is read), nothing conditional.
    var mayReuse: Bool {
        guard !framing.badName, !framing.folded, !framing.badValue, framing.hosts == 1, framing.contentLengths == 0,
              framing.transferEncodings == 0, cookies <= 1, encodingHeaders <= 1, languageHeaders <= 1, !conditional,
              let host, let start = host.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return false }
        return Framing.isValidHost(UnsafeBufferPointer(start: start, count: host.count))
    }

    mutating func observe(name: UnsafeRawBufferPointer, value: UnsafePointer<CChar>?, valueSize: Int) {
        framing.observe(name: name, value: value, valueSize: valueSize)
        let bytes = UnsafeRawBufferPointer(start: value, count: value == nil ? 0 : valueSize)
        switch name.count {
        case 4 where Self.named(name, "host"): host = bytes
        case 5 where Self.named(name, "range"): conditional = true
        case 6 where Self.named(name, "cookie"):
            cookie = bytes
            cookies += 1
        case 15 where Self.named(name, "accept-encoding"):
            encodings = bytes
            encodingHeaders += 1
        case 15 where Self.named(name, "accept-language"):
            languages = bytes
            languageHeaders += 1
        case 3...: if Self.named(UnsafeRawBufferPointer(rebasing: name[0..<3]), "if-") { conditional = true }
        default: break
        }
    }

    /// `name` is `lowercase` in any case.
    private static func named(_ name: UnsafeRawBufferPointer, _ lowercase: StaticString) -> Bool {
        guard name.count == lowercase.utf8CodeUnitCount else { return false }
        let expected = lowercase.utf8Start
        for index in 0..<name.count where name[index] | 0x20 != expected[index] && name[index] != expected[index] {
            return false
        }
        return true
    }
}

func scanHeader(cls: UnsafeMutableRawPointer?, kind: MHD_ValueKind, key: UnsafePointer<CChar>?, keySize: Int,
                value: UnsafePointer<CChar>?, valueSize: Int) -> MHD_Result {
    guard let cls, let key else { return .YES }
    let scan = cls.assumingMemoryBound(to: HeaderScan.self)
    scan.pointee.observe(name: UnsafeRawBufferPointer(start: key, count: keySize), value: value, valueSize: valueSize)
    return .YES
}
