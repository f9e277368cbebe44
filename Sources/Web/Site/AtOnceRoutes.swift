import HTTP
import Storage

extension App {
    /// Which requests the server answers on libmicrohttpd's own thread (`Server`'s `answersAtOnce`): on PostgreSQL
    /// only those that never touch the database, so a hung database holds up no other connection; on SQLite all, since
    /// a local file answers within its busy timeout and the thread hop would cost every page.
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
