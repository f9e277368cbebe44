import CMicroHTTPD

// Connections as libmicrohttpd opens and closes them: counted per client and watched for slow requests
// (`ClientConnections`). Plain C functions like the other callbacks; the server arrives through `cls`.

/// Before a connection is accepted: refused (closed at once, nothing read) when its client holds its limit.
func acceptConnection(cls: UnsafeMutableRawPointer?, address: UnsafePointer<sockaddr>?,
                      length: socklen_t) -> MHD_Result {
    guard let cls else { return .YES }
    let server = Unmanaged<Server>.fromOpaque(cls).takeUnretainedValue()
    // A stopping server takes no new connection (`Server.stop`).
    guard !server.isStopping else { return .NO }
    let peer = address.flatMap(IPAddress.init(socketAddress:))
    return server.connections.admits(peer) ? .YES : .NO
}

/// A connection opened or closed. Its `Watched` lives in the socket context between the two, retained.
func connectionChanged(cls: UnsafeMutableRawPointer?, connection: OpaquePointer?,
                       socketContext: UnsafeMutablePointer<UnsafeMutableRawPointer?>?,
                       change: MHD_ConnectionNotificationCode) {
    guard let cls, let connection, let socketContext else { return }
    let server = Unmanaged<Server>.fromOpaque(cls).takeUnretainedValue()
    switch change {
    case .CONNECTION_NOTIFY_STARTED:
        let peer = minigames_client_address(connection).flatMap(IPAddress.init(socketAddress:))
        let watched = server.connections.opened(descriptor: minigames_connection_descriptor(connection), peer: peer)
        socketContext.pointee = Unmanaged.passRetained(watched).toOpaque()
    default:
        guard let context = socketContext.pointee else { return }
        socketContext.pointee = nil
        server.connections.closed(Unmanaged<ClientConnections.Watched>.fromOpaque(context).takeRetainedValue())
    }
}

extension Server {
    /// The connection's watch, as `connectionChanged` stored it.
    func watched(_ connection: OpaquePointer) -> ClientConnections.Watched? {
        minigames_socket_context(connection).map {
            Unmanaged<ClientConnections.Watched>.fromOpaque($0).takeUnretainedValue()
        }
    }
}
