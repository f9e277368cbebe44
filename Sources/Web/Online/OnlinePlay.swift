import Storage
import HTTP

/// How a game is played with a friend by link, in its registry line (`GameEntry.online`): the routes of its
/// matches under `/<slug>/online/`, served by the one online controller.
struct OnlinePlay: Sendable {
    let register: @Sendable (App, inout Router) -> Void

    static func byLink<Pages: OnlinePages>(_ pages: Pages.Type) -> OnlinePlay {
        OnlinePlay { app, router in OnlineController<Pages>(app: app).register(&router) }
    }

    /// Whether `path` is a match's page of any game played online: `/<slug>/online/<well-formed token>`.
    static func isMatchPage(_ path: Substring) -> Bool {
        GameRegistry.games.contains { game in
            let prefix = "\(game.href)/online/"
            return game.online != nil && path.hasPrefix(prefix)
                && OnlineMatchStore.isWellFormedToken(String(path.dropFirst(prefix.count)))
        }
    }
}
