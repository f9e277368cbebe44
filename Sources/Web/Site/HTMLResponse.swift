import HTTP

extension Response {
    /// The headers every HTML page carries: no inline script or style, no framing, no sniffing,
    /// and no caching, so the back button shows the game as the server has it now.
    static func page(_ html: String, status: Int = 200) -> Response {
        var response = Response.html(html, status: status)
        response.setHeader("Content-Security-Policy",
                           "default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; "
                           + "form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'")
        response.setHeader("X-Content-Type-Options", "nosniff")
        response.setHeader("Referrer-Policy", "same-origin")
        response.setHeader("X-Frame-Options", "DENY")
        response.setHeader("Cache-Control", "no-store")
        return response
    }
}
