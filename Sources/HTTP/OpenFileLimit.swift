#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every connection is a file descriptor: open event streams make many of them, and a soft limit of 1024 (systemd's
/// default) would refuse connections well below `connectionLimit`.
enum OpenFileLimit {
    /// Descriptors beyond the connections: the listening socket, libmicrohttpd's epoll and ITC descriptors, the
    /// database, logs, static files.
    static let margin = 256

    /// Raises the process's soft limit on open files to fit `connections` (never above the hard limit, never
    /// lowering it); returns how many connections fit afterwards, nil when that could not be read.
    static func raise(toFit connections: Int) -> Int? {
        #if os(Linux)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return nil }
        let wanted = rlim_t(max(0, connections) + margin)
        if limit.rlim_cur < wanted {
            var raised = limit
            raised.rlim_cur = min(wanted, limit.rlim_max)
            if setrlimit(resource, &raised) == 0 {
                limit = raised
            }
        }
        return Int(clamping: limit.rlim_cur) - margin
    }
}
