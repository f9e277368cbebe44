import HTTP
import Testing

@Suite("Cookies, without a server")
struct CookieTests {
    @Test func parsesPairsSkippingMalformedFirstWins() {
        let cookies = Cookie.parse(header: "a=1; b=2;malformed; =noname; a=3;  c = \"quoted\" ;d=x=y")
        #expect(cookies == ["a": "1", "b": "2", "c": "quoted", "d": "x=y"])
    }

    @Test func emptyHeaderHasNoCookies() {
        #expect(Cookie.parse(header: "").isEmpty)
        #expect(Cookie.parse(header: " ; ;").isEmpty)
    }

    @Test func rendersSetCookieWithDefaults() {
        #expect(Cookie(name: "sid", value: "abc").headerValue == "sid=abc; Path=/; HttpOnly; SameSite=Lax")
    }

    @Test func rendersEveryAttribute() {
        let cookie = Cookie(name: "sid", value: "abc", path: "/game", maxAge: 0, httpOnly: false, sameSite: nil,
                            secure: true)
        #expect(cookie.headerValue == "sid=abc; Path=/game; Max-Age=0; Secure")
    }

    @Test func responseKeepsEveryCookie() {
        var response = Response.text("ok")
        response.addCookie(Cookie(name: "a", value: "1"))
        response.addCookie(Cookie(name: "b", value: "2"))
        #expect(response.headers.filter { $0.0 == "Set-Cookie" }.count == 2)
    }
}
