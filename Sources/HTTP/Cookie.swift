/// A cookie to set in the browser, rendered as one `Set-Cookie` header.
public struct Cookie: Sendable, Equatable {
    public var name: String
    /// Must already be cookie-safe (no spaces, `;`, `,` or quotes), e.g. a hex token.
    public var value: String
    public var path: String
    /// Seconds; nil makes a session cookie, 0 deletes the cookie.
    public var maxAge: Int?
    public var httpOnly: Bool
    /// "Lax", "Strict" or "None"; nil leaves the attribute out.
    public var sameSite: String?
    public var secure: Bool

    public init(
        name: String, value: String, path: String = "/", maxAge: Int? = nil, httpOnly: Bool = true,
        sameSite: String? = "Lax", secure: Bool = false
    ) {
        self.name = name
        self.value = value
        self.path = path
        self.maxAge = maxAge
        self.httpOnly = httpOnly
        self.sameSite = sameSite
        self.secure = secure
    }

    /// E.g. `sid=abc; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax; Secure`.
    public var headerValue: String {
        var parts = ["\(name)=\(value)", "Path=\(path)"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if httpOnly { parts.append("HttpOnly") }
        if let sameSite { parts.append("SameSite=\(sameSite)") }
        if secure { parts.append("Secure") }
        return parts.joined(separator: "; ")
    }
}
