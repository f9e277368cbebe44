import HTTP
import Synchronization

/// The last page rendered for each recent game row, under its ETag (`PageTag`), with its gzip bytes once asked for:
/// a second tab, a reload, a HEAD or the GET after an in-place move renders and compresses nothing, never stale. It
/// is also the "before" of the player's next in-place move (`MoveFragment`) when session, row and address match.
@_spi(Testing) public final class RenderedPages: Sendable {
    struct Page: Sendable {
        let tag: String
        /// What the page was made from besides the tag's hash, compared exactly by `shown`.
        let session: String
        let version: Int
        let state: String
        let query: [String: String]
        let plain: [UInt8]
        var gzip: [UInt8]?
        /// The page's answers as sent, made once each (`KeptAnswer`).
        var plainAnswer: KeptAnswer?
        var gzipAnswer: KeptAnswer?
    }

    private let rows: RowCache<Page>
    /// Game pages rendered since start, kept or not: what the kept pages save (a test hook).
    @_spi(Testing) public let renders = Atomic<Int>(0)
    /// Larger pages (big custom boards) are not kept: a few of them would outweigh all the others.
    static let largestKept = 96 * 1024

    private let counters = CacheCounters(cache: "rendered_pages")

    init(limit: Int = 64) {
        rows = RowCache(limit: limit)
    }

    func page(row id: Int64, tag: String) -> Page? {
        counters.count(rows.value(row: id).flatMap { $0.tag == tag ? $0 : nil })
    }

    /// The page kept for this row when it shows exactly that version of the game to that session at that address.
    func shown(row id: Int64, session: String, version: Int, state: String, query: [String: String]) -> Page? {
        guard let page = rows.value(row: id), page.session == session, page.version == version, page.state == state,
              page.query == query else { return nil }
        return page
    }

    func keep(_ page: Page, row id: Int64) {
        guard page.plain.count <= Self.largestKept else { return }
        rows.keep(page, row: id)
    }

    /// The page's answer for this request: gzipped when the client takes gzip (compressed once), each made once
    /// into a kept answer, then kept with the page.
    func answer(of page: Page, row id: Int64, acceptingGzip: Bool) -> KeptAnswer {
        if acceptingGzip, page.plain.count >= Response.compressionThreshold {
            if let kept = page.gzipAnswer { return kept }
            if let packed = page.gzip ?? Gzip.compress(page.plain) {
                var compressed = page
                compressed.gzip = packed
                let kept = KeptAnswer(Self.response(packed, gzip: true, tag: page.tag))
                compressed.gzipAnswer = kept
                keep(compressed, row: id)
                return kept
            }
        }
        if let kept = page.plainAnswer { return kept }
        var answered = page
        let kept = KeptAnswer(Self.response(page.plain, gzip: false, tag: page.tag))
        answered.plainAnswer = kept
        keep(answered, row: id)
        return kept
    }

    /// A stored game's page as sent: the page headers, `no-cache` with its ETag, so a reload or back/forward
    /// revalidates (a 304 for the same version).
    static func response(_ bytes: [UInt8], gzip: Bool, tag: String) -> Response {
        var response = Response.page(bytes)
        if gzip { response.headers.append(("Content-Encoding", "gzip")) }
        for (name, value) in caching(tag: tag) { response.setHeader(name, value) }
        return response
    }

    static func caching(tag: String) -> [(String, String)] {
        [("Cache-Control", "no-cache"), ("ETag", tag), ("Vary", "Accept-Encoding")]
    }
}
