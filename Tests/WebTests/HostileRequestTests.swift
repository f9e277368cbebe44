import Foundation
import HTTP
import Logging
import Storage
import Testing
@testable import Web

/// Requests no browser would send (wrong methods, odd paths, oversized parts), and the headers every HTML
/// answer carries whatever it is. Nothing here may get a 500 or stop the server.
@Suite("Hostile input: methods, paths, sizes and headers")
struct HostileRequestTests {
    /// Every registered game's page and form routes, besides the site's own.
    static let getRoutes = ["/", "/healthz"] + GameRegistry.games.map { "/\($0.slug)" }
        + ["/leaderboard", "/static/site.css", "/favicon.ico"]
    static let postRoutes = GameRegistry.games.flatMap { ["/\($0.slug)/new", "/\($0.slug)/move"] } + ["/leaderboard/name"]

    /// What every HTML answer must carry: a policy with no inline script or style and no framing, no
    /// sniffing, a referrer policy; and a page that needs no inline script or style.
    static func expectSafeHTML(_ response: TestResponse, _ context: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let policy = response.header("Content-Security-Policy") ?? ""
        let directives = Dictionary(policy.split(separator: ";").map { directive in
            let words = directive.split(separator: " ")
            return (String(words.first ?? ""), words.dropFirst().map(String.init))
        }, uniquingKeysWith: { first, _ in first })
        #expect(directives["frame-ancestors"] == ["'none'"], "\(context): \(policy)", sourceLocation: sourceLocation)
        for kind in ["default-src", "script-src", "style-src"] {
            #expect(directives[kind] == ["'self'"], "\(context): \(kind) in \(policy)", sourceLocation: sourceLocation)
        }
        #expect(!policy.contains("unsafe"), "\(context): \(policy)", sourceLocation: sourceLocation)
        #expect(response.header("X-Content-Type-Options") == "nosniff", "\(context)", sourceLocation: sourceLocation)
        #expect(response.header("Referrer-Policy") == "same-origin", "\(context)", sourceLocation: sourceLocation)
        #expect(response.body.firstMatch(of: #/<script(?![^>]*\bsrc=)/#) == nil, "\(context): inline script", sourceLocation: sourceLocation)
        #expect(!response.body.contains("<style") && !response.body.contains(" style="), "\(context): inline style",
                sourceLocation: sourceLocation)
    }

    @Test("every method a route does not take is a readable 405 with Allow; unknown methods are 501")
    func wrongMethods() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let before = try HostileVisitor.stored(site)
        for path in Self.getRoutes + Self.postRoutes {
            let allowed = Self.getRoutes.contains(path) ? ["GET", "HEAD"] : ["POST"]
            for method in ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] where !allowed.contains(method) {
                let answer = try visitor.client.send(method, path)
                expectReadableRefusal(answer, 405, "\(method) \(path)")
                #expect(answer.header("Allow")?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.sorted()
                    == allowed.sorted(), "\(method) \(path)")
                Self.expectSafeHTML(answer, "\(method) \(path)")
            }
            for method in ["BREW", "TRACE", "CONNECT"] {
                let answer = try visitor.client.send(method, path)
                #expect(answer.status == 501, "\(method) \(path)")
                #expect(answer.status >= 400 && answer.status != 500, "\(method) \(path)")
            }
        }
        #expect(try HostileVisitor.stored(site) == before)
        #expect(try site.healthzStatus() == 200)
    }

    @Test("paths that try to climb out of /static/, or are not UTF-8, are readable 404 or 400 pages",
          arguments: [("/static/%2e%2e/Package.swift", 404), ("/static/..%2fPackage.swift", 404), ("/static/../Package.swift", 404),
                      ("/static//etc/passwd", 404), ("/static/site.css%00", 404), ("/static/%5c..%5cPackage.swift", 404),
                      ("/tictactoe%00", 404), ("/%FF", 400), ("/leaderboard?game=%FF", 400), ("/leaderboard?period=forever", 400),
                      ("/tictactoe?cell=%", 400)])
    func hostilePaths(path: String, status: Int) throws {
        let site = try TestSite()
        defer { site.stop() }
        let answer = try site.client().get(path)
        expectReadableRefusal(answer, status, path)
        Self.expectSafeHTML(answer, path)
        #expect(!answer.body.contains("swift-tools-version") && !answer.body.contains("root:"))
    }

    @Test("a request target that is not UTF-8 at all is a readable 400")
    func rawBytesInTarget() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        let raw = try client.exchange(Array("GET /tic".utf8) + [0xFF, 0xFE] + Array("tactoe HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".utf8))
        expectReadableRefusal(try TestClient.parse(raw), 400)
        #expect(try site.healthzStatus() == 200)
    }

    @Test("a hostile game name in the leaderboard's query shows the default board, escaped nowhere because never echoed")
    func leaderboardQuery() throws {
        let site = try TestSite()
        defer { site.stop() }
        let answer = try site.client().get("/leaderboard?game=%3Cscript%3Ealert(1)%3C/script%3E&period=all")
        #expect(answer.status == 200)
        #expect(!answer.body.contains("<script>alert"))
        Self.expectSafeHTML(answer, "leaderboard")
    }

    @Test("oversized bodies, paths and headers are refused with a 4xx and the server keeps serving")
    func oversized() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        let before = try HostileVisitor.stored(site)
        let csrf = try visitor.csrf
        let big = Array("csrf=\(csrf)&words=".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 70_000)
        let tooMuch = try visitor.postRaw("/wordsearch/new", big)
        expectReadableRefusal(tooMuch, 413)
        Self.expectSafeHTML(tooMuch, "413")
        // A chunked body announces no length: it is cut off once past the limit.
        var chunked = Array("POST /wordsearch/new HTTP/1.1\r\nHost: x\r\nConnection: close\r\nTransfer-Encoding: chunked\r\n".utf8)
        chunked += Array("Content-Type: application/x-www-form-urlencoded\r\nCookie: sid=\(visitor.client.cookies["sid"]!)\r\n\r\n".utf8)
        for _ in 0..<20 { chunked += Array("1000\r\n".utf8) + [UInt8](repeating: UInt8(ascii: "A"), count: 4096) + Array("\r\n".utf8) }
        chunked += Array("0\r\n\r\n".utf8)
        expectReadableRefusal(try TestClient.parse(try visitor.client.exchange(chunked)), 413)
        let longPath = try visitor.client.get("/" + String(repeating: "a", count: 200_000))
        #expect((400..<500).contains(longPath.status), "\(longPath.status)")
        let longHeader = try visitor.client.get("/", headers: [("X-Filler", String(repeating: "b", count: 200_000))])
        #expect((400..<500).contains(longHeader.status), "\(longHeader.status)")
        #expect(try HostileVisitor.stored(site) == before)
        #expect(try site.healthzStatus() == 200)
    }

    @Test("every kind of HTML answer carries the security headers: pages, refusals and errors from the HTTP layer")
    func headersEverywhere() throws {
        let site = try TestSite()
        defer { site.stop() }
        let visitor = try HostileVisitor(site)
        var answers: [(String, TestResponse)] = []
        for path in Self.getRoutes where !path.hasPrefix("/static") && path != "/favicon.ico" && path != "/healthz" {
            answers.append(("GET \(path)", try visitor.client.get(path)))
        }
        answers.append(("404", try visitor.client.get("/nope")))
        answers.append(("405", try visitor.client.send("DELETE", "/")))
        answers.append(("403", try visitor.client.post("/tictactoe/move", [("cell", "4")])))
        answers.append(("400 game page", try visitor.post("tictactoe", "move", [("cell", "x")])))
        answers.append(("409 game page", try visitor.post("tictactoe", "move", [("cell", "4"), ("version", "0")])))
        answers.append(("422 name page", try visitor.client.post("/leaderboard/name", [("csrf", try visitor.csrf), ("score", "1"), ("name", "")])))
        answers.append(("415", try visitor.postRaw("/tictactoe/move", Array("{}".utf8), contentType: "application/json")))
        answers.append(("400 from HTTP", try visitor.postRaw("/tictactoe/move", [0xFF])))
        answers.append(("501", try visitor.client.send("BREW", "/")))
        for (context, answer) in answers {
            #expect(answer.header("Content-Type") == "text/html; charset=utf-8", "\(context)")
            Self.expectSafeHTML(answer, context)
        }
        let css = try visitor.client.get("/static/site.css")
        #expect(css.status == 200)
        #expect(css.header("X-Content-Type-Options") == "nosniff")
    }

    @Test("with secure cookies on (behind https), the session cookie a browser receives over the wire is Secure")
    func secureCookieOverTheWire() throws {
        let site = try TestSite(secureCookies: true)
        defer { site.stop() }
        let answer = try site.client().get("/tictactoe")
        let cookie = try #require(answer.header("Set-Cookie"))
        let attributes = cookie.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(attributes.contains("Secure"))
        #expect(attributes.contains("HttpOnly"))
        #expect(attributes.contains("SameSite=Lax"))
    }
}
