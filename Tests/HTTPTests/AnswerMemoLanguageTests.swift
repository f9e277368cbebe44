import Synchronization
import Testing
@_spi(Testing) @testable import HTTP

/// The answer memo keys a visitor's answer on the exact `Accept-Language` bytes too (a page's language follows it
/// while the session has chosen none): never another language's page; a static file's shared slot ignores it as it
/// ignores the cookie; a repeated `Accept-Language` is not reused.
@Suite("Answer memo: per visitor and per Accept-Language; static files shared")
struct AnswerMemoLanguageTests {
    /// A handler that answers kept pages saying which cookie and language they were made for, counting its calls.
    /// `/static/…` is a file: one answer for everyone (`AnswerReuse.always`); any other target a visitor's page.
    final class Site: Sendable {
        let memo = AnswerMemo(stamp: { SIMD8(repeating: 1) }, now: { 0 })
        let calls = Atomic<Int>(0)
        /// The memo holds answers weakly: every answer made is kept here for the test's length.
        private let made = Mutex<[KeptAnswer]>([])

        var hits: Int { memo.hits.load(ordering: .relaxed) }

        func handle(_ request: Request) -> Response {
            calls.add(1, ordering: .relaxed)
            let file = request.path.hasPrefix("/static/")
            let cookie = request.headers["cookie"] ?? "-", language = request.headers["accept-language"] ?? "-"
            let text = file ? "file" : "page for \(cookie) in \(language)"
            let kept = KeptAnswer(Response(status: 200, headers: [("Content-Type", "text/plain")],
                                           body: Array(text.utf8)))
            made.withLock { $0.append(kept) }
            return Response(kept: kept, reuse: file ? .always : AnswerReuse(stamp: SIMD8(repeating: 1), until: .max))
        }
    }

    static func ask(_ test: borrowing TestServer, _ target: String, cookie: String?,
                    language: String?) throws -> String {
        var headers: [(String, String)] = []
        if let cookie { headers.append(("Cookie", cookie)) }
        if let language { headers.append(("Accept-Language", language)) }
        let answer = try test.client.get(target, headers: headers)
        #expect(answer.status == 200)
        return answer.text
    }

    @Test("requests differing only in Accept-Language get each their own answer; the same one comes from the memo")
    func perLanguage() throws {
        let site = Site()
        let test = try TestServer(memo: site.memo, handler: site.handle)
        #expect(try Self.ask(test, "/", cookie: "sid=a", language: "fr") == "page for sid=a in fr")
        #expect(try Self.ask(test, "/", cookie: "sid=a", language: "de") == "page for sid=a in de")
        #expect(try Self.ask(test, "/", cookie: "sid=a", language: nil) == "page for sid=a in -")
        #expect(try Self.ask(test, "/", cookie: "sid=a", language: "") == "page for sid=a in ")
        #expect(try Self.ask(test, "/", cookie: "sid=a", language: "fr-FR") == "page for sid=a in fr-FR")
        #expect(site.calls.load(ordering: .relaxed) == 5 && site.hits == 0, "each language its own answer")
        for language in ["fr", "de", nil, "", "fr-FR"] {
            let page = try Self.ask(test, "/", cookie: "sid=a", language: language)
            #expect(page == "page for sid=a in \(language ?? "-")")
        }
        #expect(site.calls.load(ordering: .relaxed) == 5 && site.hits == 5, "the same Accept-Language: the memo's")
        // Another visitor with the same language still gets an answer of their own.
        #expect(try Self.ask(test, "/", cookie: "sid=b", language: "fr") == "page for sid=b in fr")
        #expect(site.calls.load(ordering: .relaxed) == 6 && site.hits == 5)
    }

    @Test("a static file is shared by every visitor whatever their Accept-Language")
    func staticFileShared() throws {
        let site = Site()
        let test = try TestServer(memo: site.memo, handler: site.handle)
        #expect(try Self.ask(test, "/static/site.css", cookie: "sid=a", language: "fr") == "file")
        #expect(try Self.ask(test, "/static/site.css", cookie: "sid=b", language: "de") == "file")
        #expect(try Self.ask(test, "/static/site.css", cookie: nil, language: nil) == "file")
        #expect(try Self.ask(test, "/static/site.css", cookie: "sid=a", language: "en-GB, en;q=0.8") == "file")
        #expect(site.calls.load(ordering: .relaxed) == 1 && site.hits == 3)
    }

    @Test("a repeated Accept-Language header goes to the handler, and is not remembered")
    func repeatedLanguage() throws {
        let site = Site()
        let test = try TestServer(memo: site.memo, handler: site.handle)
        let raw = "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nCookie: sid=a\r\n"
            + "Accept-Language: fr\r\nAccept-Language: de\r\n\r\n"
        for _ in 0..<2 {
            let twice = try test.client.exchange(Array(raw.utf8))
            #expect(twice.status == 200 && twice.text == "page for sid=a in fr, de")
        }
        #expect(site.calls.load(ordering: .relaxed) == 2 && site.hits == 0)
        // Nothing was kept under the folded value either: its first single-header ask is the handler's.
        #expect(try Self.ask(test, "/", cookie: "sid=a", language: "fr, de") == "page for sid=a in fr, de")
        #expect(site.calls.load(ordering: .relaxed) == 3 && site.hits == 0)
        #expect(try Self.ask(test, "/", cookie: "sid=a", language: "fr, de") == "page for sid=a in fr, de")
        #expect(site.calls.load(ordering: .relaxed) == 3 && site.hits == 1)
    }
}
