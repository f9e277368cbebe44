import Synchronization

/// Who is on a match's page, as this process has seen them: a live event stream, or a page loaded within the last
/// minute (a waiting page reloads every 2 s), until the page says it is leaving (online.js's `pagehide` beacon).
/// In memory only: after a restart or on another instance, a player counts again once their page reloads.
final class OnlinePresence: Sendable {
    /// How long a page load counts as being here without a stream: long enough for a waiting page's 2 s refresh
    /// and a minute's thought on one's own turn without JavaScript.
    static let seenFor: Int64 = 60_000

    private struct Seen {
        var streams = 0
        var lastSeen: Int64
        var left = false

        func here(at now: Int64) -> Bool {
            !left && (streams > 0 || now - lastSeen < OnlinePresence.seenFor)
        }
    }

    /// token → session → what was last seen of it.
    private let seen = Mutex<[String: [String: Seen]]>([:])

    enum Change { case page, opened, closed, left }

    /// Notes what `session` did on the match `token` at `now`; true when that changed whether it is here.
    func note(_ change: Change, token: String, session: String, now: Int64) -> Bool {
        seen.withLock { all in
            var entry = all[token]?[session] ?? Seen(lastSeen: now, left: true)
            let before = entry.here(at: now)
            entry.lastSeen = now
            switch change {
            case .page: entry.left = false
            case .opened: entry.streams += 1; entry.left = false
            case .closed: entry.streams = max(0, entry.streams - 1)
            case .left: entry.left = true
            }
            all[token, default: [:]][session] = entry
            if all.count > 4096 { Self.prune(&all, now: now) }
            return entry.here(at: now) != before
        }
    }

    /// Whether `session` is on the match's page now.
    func isHere(token: String, session: String, now: Int64) -> Bool {
        seen.withLock { $0[token]?[session]?.here(at: now) ?? false }
    }

    /// Forgets matches nobody has been seen on for a day, so the table stays the size of the matches being played.
    private static func prune(_ all: inout [String: [String: Seen]], now: Int64) {
        all = all.filter { _, sessions in
            sessions.values.contains { $0.streams > 0 || now - $0.lastSeen < 86_400_000 }
        }
    }
}
