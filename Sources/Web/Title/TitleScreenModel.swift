import HTTP

/// The title screen: one large button per game and one for the leaderboard, with the
/// four moving dots of the original app.
struct TitleScreenModel: Sendable {
    struct Entry: Sendable {
        let slug: String
        let title: String
        let subtitle: String
        let href: String
        let teaser: String?
    }

    let page: PageChrome
    let games: [Entry]
}

/// The title screen's answers: as it is, and gzipped for the clients that take gzip (nil when not worth it).
struct TitleScreenAnswers: Sendable {
    let plain: KeptAnswer
    let gzip: KeptAnswer?

    init(html: String) {
        let page = Response.page(html)
        plain = KeptAnswer(page)
        var packed = page
        if page.body.count >= Response.compressionThreshold, let bytes = Gzip.compress(page.body) {
            packed.body = bytes
            packed.headers.append(("Content-Encoding", "gzip"))
            gzip = KeptAnswer(packed)
        } else {
            gzip = nil
        }
    }
}
