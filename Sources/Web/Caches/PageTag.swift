import Games
import Storage

/// The ETag of a stored game's page: a hash of everything the page is made from, so a reload of the same version is
/// a 304 without rendering while any change gives another tag. Salted per start, so another build's or process's
/// tags never match. Anything a game page comes to show must be added here.
enum PageTag {
    private static let salt = UInt64.random(in: .min ... .max)

    static func make<Pages: GamePages>(_: Pages.Type, record: GameRecord, visit: Visit, elapsedSeconds: Int,
                                        ranking: RankingPrompt?, stats: SessionStats, versus: String?, extra: Pages.Extra)
        -> String
    {
        var hasher = Hasher()
        hasher.combine(salt)
        hasher.combine(Pages.slug)
        // The session: its form token, the name the ranking prompt offers and the sound toggle come from it.
        hasher.combine(visit.session.id)
        hasher.combine(visit.session.name)
        hasher.combine(visit.session.sound)
        hasher.combine(visit.session.vibration)
        hasher.combine(visit.session.blind)
        // The language it is written in (the session's pick, the address's `lang`, or Accept-Language).
        hasher.combine(Language.chosen)
        // The board zoom's cookie (BoardZoom) sizes a big board's cells: its board's, named by the game and level.
        hasher.combine(visit.request.cookies[BoardZoom.cookiePrefix + Pages.slug + "-" + record.level])
        hasher.combine(record.id)
        hasher.combine(record.version)
        hasher.combine(record.startedAt)
        hasher.combine(record.finishedAt)
        // The clock a page shows while the game runs, in whole seconds.
        if record.startedAt != nil, record.finishedAt == nil { hasher.combine(elapsedSeconds) }
        for (name, value) in visit.request.query.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(value)
        }
        hasher.combine(ranking)
        hasher.combine(stats)
        // The share text's link names the Host it was reached by (`PublicAddress`); a challenge shows both sides.
        hasher.combine(visit.request.header("Host"))
        hasher.combine(versus)
        // The daily form offers today's board (and the days before it): a new UTC day, a new page.
        hasher.combine(DailyDay(at: visit.now).number)
        Pages.tag(extra, into: &hasher)
        let value = UInt64(bitPattern: Int64(hasher.finalize()))
        let hex = String(value, radix: 16)
        return "W/\"\(String(repeating: "0", count: 16 - hex.count))\(hex)\""
    }
}
