import HTTP
import Storage

extension App {
    /// Which requests the server answers on libmicrohttpd's own thread (`Server`'s `answersAtOnce`).
    /// On PostgreSQL only those whose handlers never touch the database: every other request runs on a handler
    /// thread, where a wait on a slow or hung database holds up no other connection. On SQLite every
    /// request: the database is a local file that answers within its busy timeout, and the hop between threads
    /// would cost every page.
    public var answersAtOnce: @Sendable (Request) -> Bool {
        if database.dialect == .postgres { return Self.needsNoDatabase }
        return { _ in true }
    }

    /// Static files, the favicon and `/healthz` (which answers from its last check, or a check of at most
    /// `HealthController.patience`).
    @Sendable static func needsNoDatabase(_ request: Request) -> Bool {
        let path = request.path
        return path.hasPrefix("/static/") || path == "/healthz" || path == "/favicon.ico"
    }
}
