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
    /// How often every open event stream gets a comment line: it keeps proxies (nginx's 60 s read timeout) from
    /// closing it and lets the server notice clients that went away (a waiting stream is not watched otherwise).
    public var eventStreamKeepAlive: Duration = .seconds(15)

    public init() {}

    /// Online processors, at least 1.
    public static var processorCount: Int {
        max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
    }
}
