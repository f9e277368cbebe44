import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An answer whose status, headers and body never change, made into one libmicrohttpd response once and queued as
/// it is for every request that gets it (no body copy, no header block); libmicrohttpd allows one response on any
/// number of connections. `response` is the answer as it goes out; the server uses this only where it sends that.
public final class KeptAnswer: @unchecked Sendable {
    // @unchecked: every stored property is set once in init; libmicrohttpd's response is only read (and its
    // reference count kept under its own lock) after that.
    public let response: Response
    /// True when a client that takes gzip gets these same bytes: already compressed, or not worth compressing.
    let servesGzipClients: Bool
    let handle: OpaquePointer?
    /// The body as `handle` holds it, for a response of its own that points into it (`ServerConfiguration.requestIDs`).
    let bytes: UnsafeMutableRawPointer?

    /// `response` must be a plain answer (no event stream); its headers are added as the server would add them.
    public init(_ response: Response) {
        let sent = response.encoded(acceptingGzip: false)
        self.response = sent
        servesGzipClients = sent.header("Content-Encoding") != nil
            || !Response.isCompressible(contentType: sent.header("Content-Type"))
            || sent.body.count < Response.compressionThreshold
        let made = Self.make(sent)
        handle = made.0
        bytes = made.1
    }

    deinit {
        // The connections still sending it hold their own references.
        if let handle { MHD_destroy_response(handle) }
    }

    private static func make(_ response: Response) -> (OpaquePointer?, UnsafeMutableRawPointer?) {
        // libmicrohttpd frees this copy with the response (MUST_FREE): a Swift array cannot lend its storage.
        let size = response.body.count
        guard let copy = malloc(max(1, size)) else { return (nil, nil) }
        response.body.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { memcpy(copy, base, size) }
        }
        guard let handle = MHD_create_response_from_buffer(size, copy, .RESPMEM_MUST_FREE) else {
            free(copy)
            return (nil, nil)
        }
        for (name, value) in response.headers where !Server.isManagedHeader(name) {
            guard MHD_add_response_header(handle, name, value) == .YES else {
                MHD_destroy_response(handle)
                return (nil, nil)
            }
        }
        return (handle, copy)
    }
}
