import CDeflate
import Foundation
import HTTP
import Testing

/// gunzips with libdeflate, as a browser would; nil when the bytes are not one valid gzip member.
func gunzip(_ bytes: [UInt8], expectedSize: Int) -> [UInt8]? {
    guard let decompressor = libdeflate_alloc_decompressor() else { return nil }
    defer { libdeflate_free_decompressor(decompressor) }
    var output = [UInt8](repeating: 0, count: expectedSize)
    var written = 0
    let result = bytes.withUnsafeBytes { input in
        output.withUnsafeMutableBytes { out in
            libdeflate_gzip_decompress(decompressor, input.baseAddress, input.count, out.baseAddress, out.count, &written)
        }
    }
    guard result == LIBDEFLATE_SUCCESS else { return nil }
    return Array(output.prefix(written))
}

@Suite("Compression")
struct CompressionTests {
    /// A page like ours: repetitive markup, well above the threshold.
    static let page = "<!DOCTYPE html><title>x</title>" + String(repeating: "<button name=\"cell\" value=\"1\" aria-label=\"Row 1, column 1, covered\"></button>\n", count: 200)

    static func site() throws -> TestServer {
        var router = Router(errorPage: testErrorPage)
        router.get("/page") { _ in .html(page) }
        router.get("/small") { _ in .html("<p>small</p>") }
        router.get("/png") { _ in Response(headers: [("Content-Type", "image/png")], body: Array(repeating: 7, count: 5000)) }
        router.get("/empty") { _ in Response(status: 204) }
        return try TestServer(router: router)
    }

    @Test("Accept-Encoding decides: gzip, a q-value of 0, identity, none, garbage, a wildcard",
          arguments: [
              ("gzip", true), ("gzip, deflate, br", true), ("br;q=1.0, gzip;q=0.8, *;q=0.1", true), ("GZIP", true),
              ("x-gzip", true), ("*", true), ("gzip;q=0", false), ("gzip;q=0, *", false), ("*;q=0", false),
              ("identity", false), ("", false), ("deflate", false), ("gzip;q=banana", false), (",,;;==", false),
              ("gzip;q=2", false),
          ] as [(String, Bool)])
    func acceptEncoding(header: String, compressed: Bool) throws {
        let server = try Self.site()
        let response = try server.client.get("/page", headers: [("Accept-Encoding", header)])
        #expect(response.status == 200)
        #expect(response.header("Vary") == "Accept-Encoding")
        let plain = Array(Self.page.utf8)
        if compressed {
            #expect(response.header("Content-Encoding") == "gzip")
            #expect(response.body.count < plain.count / 4)
            #expect(gunzip(response.body, expectedSize: plain.count) == plain)
        } else {
            #expect(response.header("Content-Encoding") == nil)
            #expect(response.body == plain)
        }
    }

    @Test("no header: the plain bytes, still with Vary")
    func absentHeader() throws {
        let server = try Self.site()
        let response = try server.client.get("/page")
        #expect(response.header("Content-Encoding") == nil)
        #expect(response.header("Vary") == "Accept-Encoding")
        #expect(response.body == Array(Self.page.utf8))
    }

    @Test("small bodies, images and 204 are never compressed")
    func notCompressed() throws {
        let server = try Self.site()
        let gzip = [("Accept-Encoding", "gzip")]
        let small = try server.client.get("/small", headers: gzip)
        #expect(small.header("Content-Encoding") == nil && small.text == "<p>small</p>")
        let png = try server.client.get("/png", headers: gzip)
        #expect(png.header("Content-Encoding") == nil && png.header("Vary") == nil && png.body.count == 5000)
        let empty = try server.client.get("/empty", headers: gzip)
        #expect(empty.status == 204 && empty.header("Content-Encoding") == nil)
    }

    @Test("HEAD has GET's headers for the same Accept-Encoding, and no body")
    func head() throws {
        let server = try Self.site()
        for accepted in [[("Accept-Encoding", "gzip")], []] {
            let get = try server.client.get("/page", headers: accepted)
            let head = try server.client.request("HEAD", "/page", headers: accepted)
            #expect(head.status == 200 && head.body.isEmpty)
            #expect(head.header("Content-Encoding") == get.header("Content-Encoding"))
            #expect(head.header("Vary") == "Accept-Encoding")
            #expect(head.header("Content-Length") == "\(get.body.count)")
        }
    }

    @Test("error pages are compressed like any page when large enough")
    func errorPages() throws {
        let server = try Self.site()
        let missing = try server.client.get("/nowhere/" + String(repeating: "a", count: 1500), headers: [("Accept-Encoding", "gzip")])
        #expect(missing.status == 404)
        #expect(missing.header("Content-Encoding") == "gzip")
        #expect(gunzip(missing.body, expectedSize: 10_000).map { String(decoding: $0, as: UTF8.self) }?.contains("error 404") == true)
    }
}

@Suite("Static files, compressed once")
struct StaticCompressionTests {
    static let css = String(repeating: ".cell { width: var(--cell); height: var(--cell); }\n", count: 100)

    /// The test folder with a large stylesheet added, served under `/static/`.
    static func router(_ site: StaticSite) throws -> Router {
        try css.write(toFile: site.root + "/big.css", atomically: true, encoding: .utf8)
        let files = StaticFiles(root: site.root)
        var router = Router(errorPage: testErrorPage)
        router.getPrefix("/static/") { request in files.response(for: request) ?? .text("missing", status: 404) }
        return router
    }

    @Test("a textual file is sent gzipped to a client that accepts it, with its own ETag, and plain to others")
    func staticGzip() throws {
        let site = try StaticSite()
        let server = try TestServer(router: try Self.router(site))
        let plain = try server.client.get("/static/big.css")
        let packed = try server.client.get("/static/big.css", headers: [("Accept-Encoding", "gzip")])
        #expect(plain.header("Content-Encoding") == nil && plain.text == Self.css)
        #expect(packed.header("Content-Encoding") == "gzip")
        #expect(gunzip(packed.body, expectedSize: Self.css.utf8.count) == Array(Self.css.utf8))
        #expect(plain.header("Vary") == "Accept-Encoding" && packed.header("Vary") == "Accept-Encoding")
        let plainTag = try #require(plain.header("ETag")), packedTag = try #require(packed.header("ETag"))
        #expect(plainTag != packedTag)
        // Each representation revalidates with its own tag.
        let again = try server.client.get("/static/big.css", headers: [("Accept-Encoding", "gzip"), ("If-None-Match", packedTag)])
        #expect(again.status == 304 && again.body.isEmpty && again.header("Content-Encoding") == nil)
        let mixed = try server.client.get("/static/big.css", headers: [("If-None-Match", packedTag)])
        #expect(mixed.status == 200 && mixed.text == Self.css)
    }

    @Test("a small file stays plain and has no Vary")
    func smallFile() throws {
        let site = try StaticSite()
        let server = try TestServer(router: try Self.router(site))
        let small = try server.client.get("/static/site.css", headers: [("Accept-Encoding", "gzip")])
        #expect(small.header("Content-Encoding") == nil && small.text == "body { color: red }")
    }
}

@Suite("Static files at versioned addresses")
struct VersionedStaticFilesTests {
    @Test("a versioned address is kept a year; the plain name an hour; an old version is today's file, revalidated")
    func versioned() throws {
        let site = try StaticSite()
        let files = StaticFiles(root: site.root)
        var router = Router(errorPage: testErrorPage)
        router.getPrefix("/static/") { request in files.response(for: request) ?? .text("missing", status: 404) }
        let server = try TestServer(router: router)

        let path = try #require(files.versionedPath(of: "site.css"))
        #expect(path.hasPrefix("/static/site.") && path.hasSuffix(".css") && path.count == "/static/site.css".count + 11)
        let current = try server.client.get(path)
        #expect(current.status == 200 && current.text == "body { color: red }")
        #expect(current.header("Cache-Control") == "public, max-age=31536000, immutable")
        let plain = try server.client.get("/static/site.css")
        #expect(plain.header("Cache-Control") == "public, max-age=3600" && plain.text == "body { color: red }")
        let old = try server.client.get("/static/site.0123456789.css")
        #expect(old.status == 200 && old.header("Cache-Control") == "no-cache" && old.text == "body { color: red }")

        let nested = try #require(files.versionedPath(of: "icons/icon.svg"))
        #expect(nested.hasPrefix("/static/icons/icon.") && nested.hasSuffix(".svg"))
        #expect(try server.client.get(nested).text == "<svg/>")
        #expect(files.versionedPath(of: "missing.css") == nil)
        // Not a fingerprint: wrong length, not hex, or a file that does not exist.
        for bad in ["/static/site.0123.css", "/static/site.zzzzzzzzzz.css", "/static/nope.0123456789.css",
                    "/static/.0123456789.css", "/static/site..css"] {
            #expect(try server.client.get(bad).status == 404, "\(bad)")
        }
    }
}
