import Foundation
import HTTP
import Testing
@testable import Web

@Suite("Static files linked at versioned addresses")
struct StaticLinksTests {
    @Test("a quoted /static/NAME that names a file is rewritten; a built name, an unknown file or a prefix alone is not")
    func rewrite() {
        let known = ["site.css": "/static/site.abc.css", "icons/a.svg": "/static/icons/a.abc.svg"]
        let text = #"<link href="/static/site.css"><img src='/static/icons/a.svg'><a href="/static/{{.}}">"#
            + #"<x href="/static/none.css"><y data-x="/static/site.css.map"> /static/site.css /static/"#
        #expect(StaticLinks.rewrite(text) { known[$0] } == #"<link href="/static/site.abc.css"><img src='/static/icons/a.abc.svg'>"#
            + #"<a href="/static/{{.}}"><x href="/static/none.css"><y data-x="/static/site.css.map"> /static/site.css /static/"#)
    }

    @Test("every page links the site's stylesheet at its versioned address, which is kept a year")
    func pagesLinkVersions() throws {
        let site = try TestSite()
        defer { site.stop() }
        let client = site.client()
        for path in ["/"] + GameRegistry.games.map({ "/\($0.slug)" }) + ["/leaderboard", "/nowhere"] {
            let page = try client.get(path)
            let link = try #require(page.body.firstMatch(of: #/href="(/static/site\.[0-9a-f]{10}\.css)"/#), "\(path)")
            let css = try client.get(String(link.1))
            #expect(css.status == 200 && css.header("Cache-Control") == "public, max-age=31536000, immutable")
            #expect(css.body == (try client.get("/static/site.css")).body)
        }
    }
}
