import Foundation
import HTTP
import Testing

/// A temporary site folder with a secret file beside it (outside the root) and a symlink pointing at it.
final class StaticSite {
    let base: String
    let root: String

    init() throws {
        base = NSTemporaryDirectory() + "http-static-\(UUID().uuidString)"
        root = base + "/Public"
        let files = FileManager.default
        try files.createDirectory(atPath: root + "/icons", withIntermediateDirectories: true)
        try files.createDirectory(atPath: root + "/empty-folder", withIntermediateDirectories: true)
        try files.createDirectory(atPath: base + "/private", withIntermediateDirectories: true)
        let contents: [String: String] = [
            "site.css": "body { color: red }",
            "app.js": "console.log(1)",
            "icons/icon.svg": "<svg/>",
            "icons/icon-192.png": "PNG",
            "favicon.ico": "ICO",
            "site.webmanifest": "{}",
            "page.html": "<p>page</p>",
            "robots.txt": "User-agent: *",
            "font.woff2": "wOF2",
            "data.bin": "bytes",
            "with space.txt": "spaced",
            ".hidden": "dotfile",
        ]
        for (name, text) in contents {
            try text.write(toFile: root + "/" + name, atomically: true, encoding: .utf8)
        }
        try "top secret".write(toFile: base + "/secret.txt", atomically: true, encoding: .utf8)
        try "also secret".write(toFile: base + "/private/key.txt", atomically: true, encoding: .utf8)
        try files.createSymbolicLink(atPath: root + "/escape.txt", withDestinationPath: base + "/secret.txt")
        try files.createSymbolicLink(atPath: root + "/escape-folder", withDestinationPath: base + "/private")
        try files.createSymbolicLink(atPath: root + "/alias.css", withDestinationPath: root + "/site.css")
        try files.createSymbolicLink(atPath: root + "/loop", withDestinationPath: root)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: base)
    }
}

@Suite("Static files")
struct StaticFilesTests {
    @Test(arguments: [
        ("site.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"),
        ("icons/icon.svg", "image/svg+xml"),
        ("icons/icon-192.png", "image/png"),
        ("favicon.ico", "image/x-icon"),
        ("site.webmanifest", "application/manifest+json"),
        ("page.html", "text/html; charset=utf-8"),
        ("robots.txt", "text/plain; charset=utf-8"),
        ("font.woff2", "font/woff2"),
        ("data.bin", "application/octet-stream"),
    ])
    func servesContentTypeCacheControlAndETag(_ name: String, _ contentType: String) throws {
        let site = try StaticSite()
        let files = StaticFiles(root: site.root)
        let response = try #require(files.response(for: Request(path: "/static/" + name)))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == contentType)
        #expect(response.header("Cache-Control") == "public, max-age=3600")
        let etag = try #require(response.header("ETag"))
        #expect(etag.hasPrefix("\"") && etag.hasSuffix("\"") && !etag.hasPrefix("W/"))
        #expect(response.body == Array(try String(contentsOfFile: site.root + "/" + name, encoding: .utf8).utf8))
    }

    @Test func rootIsResolvedAndETagsDifferByContent() throws {
        let site = try StaticSite()
        let files = StaticFiles(root: site.root + "/icons/..")
        #expect(files.root == URL(fileURLWithPath: site.root).resolvingSymlinksInPath().path)
        let css = files.response(for: Request(path: "/static/site.css"))?.header("ETag")
        let js = files.response(for: Request(path: "/static/app.js"))?.header("ETag")
        #expect(css != nil && js != nil && css != js)
        #expect(files.response(for: Request(path: "/static/alias.css"))?.header("ETag") == css)
    }

    @Test func matchingIfNoneMatchIs304WithoutBody() throws {
        let site = try StaticSite()
        let files = StaticFiles(root: site.root)
        let etag = try #require(files.response(for: Request(path: "/static/site.css"))?.header("ETag"))
        for header in [etag, "\"other\", \(etag)", "W/\(etag)", "*"] {
            let response = try #require(files.response(for: Request(path: "/static/site.css",
                                                                     headers: ["if-none-match": header])))
            #expect(response.status == 304, "If-None-Match: \(header)")
            #expect(response.body.isEmpty)
            #expect(response.header("ETag") == etag)
        }
        let stale = files.response(for: Request(path: "/static/site.css", headers: ["if-none-match": "\"stale\""]))
        #expect(stale?.status == 200)
    }

    @Test(arguments: [
        "/static/../secret.txt",
        "/static/icons/../../secret.txt",
        "/static/%2e%2e/secret.txt",
        "/static/%2E%2E/secret.txt",
        "/static/.%2e/secret.txt",
        "/static/icons%2f..%2f..%2fsecret.txt",
        "/static/icons%2Ficon.svg",
        "/static/icons%5cicon.svg",
        "/static/icons\\icon.svg",
        "/static//etc/passwd",
        "/static/%2fetc/passwd",
        "/static/site.css%00.png",
        "/static/escape.txt",
        "/static/escape-folder/key.txt",
        "/static/loop/site.css",
        "/static/icons",
        "/static/icons/",
        "/static/empty-folder",
        "/static/",
        "/static/.hidden",
        "/static/./site.css",
        "/static/missing.css",
        "/static/%zz",
        "/other/site.css",
    ])
    func refusesEveryPathOutsideTheRoot(_ rawPath: String) throws {
        let site = try StaticSite()
        let files = StaticFiles(root: site.root)
        let decoded = rawPath.removingPercentEncoding ?? rawPath
        #expect(files.response(for: Request(path: decoded, rawPath: rawPath)) == nil)
    }

    @Test func servesEncodedNamesAndOnlyForGetAndHead() throws {
        let site = try StaticSite()
        let files = StaticFiles(root: site.root)
        let spaced = files.response(for: Request(path: "/static/with space.txt", rawPath: "/static/with%20space.txt"))
        #expect(spaced?.body == Array("spaced".utf8))
        #expect(files.response(for: Request(method: "HEAD", path: "/static/site.css"))?.status == 200)
        #expect(files.response(for: Request(method: "POST", path: "/static/site.css")) == nil)
    }

    @Test func missingRootServesNothing() {
        let files = StaticFiles(root: "/nonexistent/folder/for/tests")
        #expect(files.count == 0)
        #expect(files.response(for: Request(path: "/static/site.css")) == nil)
    }

    @Test func overTheDaemonWithETagRevalidationAndTraversal() throws {
        let site = try StaticSite()
        let files = StaticFiles(root: site.root)
        var router = Router(errorPage: testErrorPage)
        router.getPrefix("/static/") { request in
            files.response(for: request) ?? testErrorPage(request, 404, "No such file.")
        }
        let test = try TestServer(router: router)

        let first = try test.client.get("/static/site.css")
        #expect(first.status == 200)
        #expect(first.text == "body { color: red }")
        #expect(first.header("Content-Type") == "text/css; charset=utf-8")
        let etag = try #require(first.header("ETag"))

        let revalidated = try test.client.get("/static/site.css", headers: [("If-None-Match", etag)])
        #expect(revalidated.status == 304)
        #expect(revalidated.body.isEmpty)
        #expect(revalidated.header("ETag") == etag)
        // libmicrohttpd writes a Content-Length on every 304: the 200's, never 0 (RFC 9110 §8.6).
        #expect(revalidated.header("Content-Length") == String(first.body.count))

        // If-Match: only these very bytes (a strong match, or *) are served; anything else is 412.
        #expect(try test.client.get("/static/site.css", headers: [("If-Match", etag)]).status == 200)
        #expect(try test.client.get("/static/site.css", headers: [("If-Match", "\"x\", *")]).status == 200)
        #expect(try test.client.get("/static/site.css", headers: [("If-Match", "\"zzz\"")]).status == 412)
        #expect(try test.client.get("/static/site.css", headers: [("If-Match", "W/" + etag)]).status == 412)

        let head = try test.client.request("HEAD", "/static/site.css")
        #expect(head.status == 200)
        #expect(head.body.isEmpty)
        #expect(head.header("Content-Length") == String(first.body.count))
        #expect(head.header("ETag") == etag)

        for target in ["/static/../secret.txt", "/static/%2e%2e/secret.txt", "/static/%2e%2e%2fsecret.txt",
                       "/static/escape.txt", "/static/escape-folder/key.txt", "/static/icons"] {
            let response = try test.client.get(target)
            #expect(response.status == 404, "\(target)")
            #expect(!response.text.contains("top secret") && !response.text.contains("also secret"), "\(target)")
        }
    }
}
