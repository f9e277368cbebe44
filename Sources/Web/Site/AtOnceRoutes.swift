import HTTP

extension App {
    /// The requests the server answers on libmicrohttpd's own thread (`Server`'s `answersAtOnce`): their handlers
    /// never touch the database, so they answer at once even while it hangs (issue 28). Every other request runs on
    /// a handler thread, where a wait on the database holds up no other connection.
    @Sendable public static func answersAtOnce(_ request: Request) -> Bool {
        let path = request.path
        return path.hasPrefix("/static/") || path == "/healthz" || path == "/favicon.ico"
    }
}
