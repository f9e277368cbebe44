import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An answer whose status, headers and body do not change (a kept game page, a static file, the title screen),
/// made into one libmicrohttpd response at once and queued as it is for every request that gets it: a
/// request then costs no copy of the body and no header block. libmicrohttpd lets one response be queued on any
/// number of connections at once ("can be used any number of times"): it counts them under the response's own
/// lock and only reads the headers and body; the last of the kept answer and the connections sending it frees it.
///
/// `response` is the answer as it goes out (`Response.encoded`, so `Vary` is in it); the server uses the kept
/// response only where it would send exactly that (not for HEAD, a 304, or while stopping; for a client taking
/// gzip only when this answer is what such a client gets).
public final class KeptAnswer: @unchecked Sendable {
    // @unchecked: every stored property is set once in init; libmicrohttpd's response is only read (and its
    // reference count kept under its own lock) after that.
    public let response: Response
    /// True when a client that takes gzip gets these same bytes: already compressed, or not worth compressing.
    let servesGzipClients: Bool
    let handle: OpaquePointer?

    /// `response` must be a plain answer (no event stream); its headers are added as the server would add them.
    public init(_ response: Response) {
        let sent = response.encoded(acceptingGzip: false)
        self.response = sent
        servesGzipClients = sent.header("Content-Encoding") != nil
            || !Response.isCompressible(contentType: sent.header("Content-Type"))
            || sent.body.count < Response.compressionThreshold
        handle = Self.make(sent)
    }

    deinit {
        // The connections still sending it hold their own references.
        if let handle { MHD_destroy_response(handle) }
    }

    private static func make(_ response: Response) -> OpaquePointer? {
        // libmicrohttpd frees this copy with the response (MUST_FREE): a Swift array cannot lend its storage.
        let size = response.body.count
        guard let copy = malloc(max(1, size)) else { return nil }
        response.body.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { memcpy(copy, base, size) }
        }
        guard let handle = MHD_create_response_from_buffer(size, copy, .RESPMEM_MUST_FREE) else {
            free(copy)
            return nil
        }
        for (name, value) in response.headers where !Server.isManagedHeader(name) {
            guard MHD_add_response_header(handle, name, value) == .YES else {
                MHD_destroy_response(handle)
                return nil
            }
        }
        return handle
    }
}
