import CMicroHTTPD

/// How a `ServerConfiguration` becomes libmicrohttpd's daemon: its flags, limits and callbacks.
extension ServerConfiguration {
    /// libmicrohttpd's options for this configuration, on an already bound `socket`; `server` is what every
    /// callback is given (the running `Server`, retained by it).
    func daemonOptions(socket: ListenSocket, server: UnsafeMutableRawPointer) -> minigames_daemon_options {
        #if os(Linux)
        let polling = MHD_USE_EPOLL.rawValue
        #else
        let polling = MHD_USE_AUTO.rawValue
        #endif
        // ITC lets MHD_stop_daemon wake the pool threads; SUSPEND_RESUME lets an idle event stream leave its thread;
        // ERROR_LOG goes to `libraryMessage`; TURBO tries the non-blocking socket before asking epoll, saving a round
        // through the event loop per request on a busy keep-alive connection.
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | polling | MHD_USE_ITC.rawValue
            | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ERROR_LOG.rawValue | MHD_USE_TURBO.rawValue
        if socket.isIPv6 {
            flags |= MHD_USE_IPv6.rawValue
        }
        var options = minigames_daemon_options()
        options.flags = flags
        options.use_listen_fd = 1
        options.listen_fd = socket.descriptor
        options.thread_pool_size = UInt32(clamping: max(1, threads))
        options.connection_timeout = UInt32(clamping: max(1, connectionTimeout))
        options.connection_memory_limit = max(8 * 1024, connectionMemoryLimit)
        options.connection_limit = UInt32(clamping: max(1, connectionLimit))
        options.completed = requestCompleted
        options.completed_cls = server
        options.uri_log = requestStarted
        options.uri_log_cls = server
        options.logger = libraryMessage
        options.logger_cls = server
        options.accept_policy = acceptConnection
        options.accept_policy_cls = server
        options.notify_connection = connectionChanged
        options.notify_connection_cls = server
        return options
    }
}
