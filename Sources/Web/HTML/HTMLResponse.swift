import HTTP

extension Response {
    /// The headers every HTML page carries: no inline script or style, no framing, no sniffing,
    /// and no caching, so the back button shows the game as the server has it now.
    static func page(_ html: [UInt8], status: Int = 200) -> Response {
        Response(status: status, headers: [
            ("Content-Type", "text/html; charset=utf-8"),
            ("Content-Security-Policy",
             "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
             + "form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'"),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "same-origin"),
            ("X-Frame-Options", "DENY"),
            ("Cache-Control", "no-store"),
        ], body: html)
    }

    static func page(_ html: String, status: Int = 200) -> Response {
        page(Array(html.utf8), status: status)
    }
}
