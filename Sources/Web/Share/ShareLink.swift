import HTTP
import Storage

/// Where a finished game's share text links: its challenge (`ChallengeStart`), which offers a friend the same board
/// and never shows it before they play. Absolute as every link the server gives out (`PublicAddress`): the
/// operator's `--public-url`, or a `Host` naming the server; else the path alone.
enum ShareLink {
    static func make<Pages: GamePages>(_ record: GameRecord, _: Pages.Type, app: App, _ visit: Visit) -> String? {
        guard record.finishedAt != nil, record.id > 0 else { return nil }
        let path = ChallengeStart<Pages>.address(record.id)
        return app.publicAddress.link(to: path, for: visit.request) ?? path
    }
}
