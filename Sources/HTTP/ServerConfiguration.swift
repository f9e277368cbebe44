#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the server listens and what it allows per connection.
public struct ServerConfiguration: Sendable {
    /// An IPv4 or IPv6 address literal, or "localhost".
    public var host: String = "127.0.0.1"
    /// 0 asks the system for a free port; `Server.port` tells the bound one.
    public var port: UInt16 = 8080
    /// Worker threads answering requests; 1 means just the polling thread.
    public var threads: Int = ServerConfiguration.processorCount
    /// Largest request body accepted, in bytes; larger bodies get 413.
    public var bodyLimit: Int = 64 * 1024
    /// Seconds a connection may stay silent before it is closed.
    public var connectionTimeout: Int = 30
    /// Bytes libmicrohttpd may use per connection for headers and buffers. It zeroes all of them after every
    /// request, so this is work per request too: 32 KB (its own default) holds any browser's headers.
    public var connectionMemoryLimit: Int = 32 * 1024
    /// Simultaneous connections; beyond that new ones are refused. Room for `eventStreamLimit` open streams and as
    /// many ordinary connections besides (each takes a file descriptor: the process's limit must allow them).
    public var connectionLimit: Int = 2000
    /// Event streams open at once (`Response.eventStream`); beyond that a stream is refused with 503, so the page
    /// polls instead. A waiting stream holds a connection and its memory (`connectionMemoryLimit`), not a thread.
    public var eventStreamLimit: Int = 1000
    /// Connections one client (an address, an IPv6 /64) may hold open at once; beyond that a new one is closed as
    /// soon as it is accepted. 0: no limit. A trusted proxy's connections are not counted (it limits per client).
    public var clientConnectionLimit: Int = 64
    /// Event streams one client may hold open at once (the client as `ClientAddressResolver` says, so behind a
    /// trusted proxy too); beyond that a stream is refused with 429 and the page polls. 0: no limit.
    public var clientEventStreamLimit: Int = 16
    /// Seconds a request (line, headers, body) may take to arrive whole, from the connection's opening or from its
    /// request line; a client that sends a byte every few seconds is never silent, so it is cut off by this.
    public var requestTimeout: Int = 10
    /// Reverse proxies whose `X-Forwarded-For` names the client (see `ClientAddressResolver`).
    public var trustedProxies: Set<IPAddress> = []
    /// How often every open event stream gets a comment line: it keeps proxies (nginx's 60 s read timeout) from
    /// closing it and lets the server notice clients that went away (a waiting stream is not watched otherwise).
    public var eventStreamKeepAlive: Duration = .seconds(15)
    /// Every answer carries `X-Request-Id` (a trusted proxy's, or one made here) and the access log is written as
    /// JSON objects with it (`JSONLogHandler`). A kept answer is then queued as a fresh response per request
    /// (its body not copied): docs/operations.md has what that costs.
    public var requestIDs = false

    public init() {}

    /// Online processors, at least 1.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
